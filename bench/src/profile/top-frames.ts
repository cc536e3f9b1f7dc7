import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FrameShare {
  name: string;
  ms: number;
  /** Share of the non-idle time. */
  percent: number;
}

/** Where a script comes from: a dependency's name, a workspace package, node internals or V8. */
export function ownerOf(url: string): string {
  if (!url) return "(native/V8)";
  if (url.startsWith("node:")) return "node internals";
  const dependency = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (dependency?.[1]) return dependency[1];
  const workspace = url.match(/\/(apps|packages|bench)\/([^/]+)\//);
  return workspace ? `${workspace[1]}/${workspace[2]}` : url;
}

/** The main thread's profile in a --cpu-prof-dir (files are CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile). */
export function mainThreadProfile(dir: string): string {
  const file = readdirSync(dir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`No main-thread CPU profile in ${dir}`);
  return join(dir, file);
}

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)"]);

function shares(totals: Map<string, number>, busyMs: number, top: number): FrameShare[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, percent: (100 * ms) / busyMs }));
}

/** Self time per function and per owning package, from a V8 .cpuprofile (node --cpu-prof). */
export function summarizeProfile(path: string, top = 25) {
  const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFrame = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let idleMs = 0;
  let busyMs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") {
      idleMs += ms;
      return;
    }
    busyMs += ms;
    const file = url.replace(/^file:\/\//, "").replace(/.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, "");
    const name = SPECIAL.has(functionName)
      ? functionName
      : `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    byFrame.set(name, (byFrame.get(name) ?? 0) + ms);
    const owner = SPECIAL.has(functionName) ? functionName : ownerOf(url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  });
  return { idleMs, busyMs, frames: shares(byFrame, busyMs, top), owners: shares(byOwner, busyMs, 15) };
}

export function formatSummary(summary: ReturnType<typeof summarizeProfile>): string {
  const line = (s: FrameShare) =>
    `  ${s.percent.toFixed(1).padStart(5)}%  ${s.ms.toFixed(0).padStart(7)} ms  ${s.name}`;
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    "self time by package:",
    ...summary.owners.map(line),
    "top functions by self time:",
    ...summary.frames.map(line),
  ].join("\n");
}

// CLI: tsx src/profile/top-frames.ts <file.cpuprofile> [top]
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error("usage: tsx src/profile/top-frames.ts <file.cpuprofile> [top]");
  console.log(formatSummary(summarizeProfile(file, Number(top ?? 25))));
}
