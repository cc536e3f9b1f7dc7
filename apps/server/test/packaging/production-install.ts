import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@chamak/db";
import { freePort, type ServerNode } from "../../src/multinode/cluster";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const REPO_ROOT = join(SERVER_DIR, "..", "..");

/** Runs a command to the end; fails with what it printed when it exits with anything but 0. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * What the Dockerfile's build and deploy stages do: the server's bundle (`pnpm --filter @chamak/server build`),
 * then `pnpm deploy --prod` of @chamak/server into `target`: its `dist/` and a node_modules holding its
 * production dependencies only. Packages come from the pnpm store the workspace install filled; `--prefer-offline`
 * rather than `--offline`, as pnpm's supply-chain check reads package metadata the install may not have cached
 * (the registry is reachable here and in CI).
 */
export async function buildAndDeploy(target: string): Promise<void> {
  await run("pnpm", ["--filter", "@chamak/server", "build"], { cwd: REPO_ROOT });
  await run(
    "pnpm",
    ["--filter", "@chamak/server", "deploy", "--prod", "--prefer-offline", "--frozen-lockfile", target],
    { cwd: REPO_ROOT },
  );
}

/**
 * Development-only packages found in a deployed node_modules: the server's devDependencies (the workspace
 * packages' TypeScript sources, tsx, esbuild ...) and the test tools, reachable from dist/ or stored in
 * node_modules/.pnpm at the version the workspace uses. (A production package may bring another version of one:
 * @prisma/client's optional peer `prisma` brings fast-check 3; that is not ours.)
 */
export function devPackagesIn(appDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(SERVER_DIR, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const names = [...Object.keys(manifest.devDependencies), "vitest"];
  const store = join(appDir, "node_modules", ".pnpm");
  const stored = existsSync(store) ? readdirSync(store) : [];
  return names.filter((name) => {
    if (existsSync(join(appDir, "node_modules", name))) return true;
    const storeName = `${name.replace("/", "+")}@`;
    const version = workspaceVersion(name);
    if (version === undefined) return stored.some((entry) => entry.startsWith(storeName));
    return stored.some(
      (entry) => entry === storeName + version || entry.startsWith(`${storeName + version}_`),
    );
  });
}

/** The version of a package the server (or the workspace root) resolves; undefined for workspace packages. */
function workspaceVersion(name: string): string | undefined {
  if (name.startsWith("@chamak/")) return undefined;
  const file = [SERVER_DIR, REPO_ROOT]
    .map((dir) => join(dir, "node_modules", name, "package.json"))
    .find((candidate) => existsSync(candidate));
  return file ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : undefined;
}

/** The migration job of compose.yaml: `node dist/migrate.js deploy` from the pruned install. */
export function migrateWithBundle(appDir: string, databaseUrl: string): Promise<string> {
  return run(process.execPath, ["--enable-source-maps", "dist/migrate.js", "deploy"], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
  });
}

/** Loads the gazetteer as the migrate job does after the migrations (`node dist/gazetteer.js`); its output. */
export function loadGazetteerWithBundle(appDir: string, databaseUrl: string): Promise<string> {
  return run(process.execPath, ["--enable-source-maps", "dist/gazetteer.js"], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
  });
}

/**
 * Starts the bundle as the image's CMD does (`node --enable-source-maps dist/main.js` in the pruned install) with
 * exactly `env` plus PATH/HOME/TZ and a free port, so nothing of the test runner's environment leaks in.
 */
export async function startBundle(
  appDir: string,
  name: string,
  env: Record<string, string>,
): Promise<ServerNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TZ: process.env.TZ ?? "America/New_York",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`; `drop` removes it even while in use. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const onServer = async (sql: string) => {
    const server = await createDb({ databaseUrl: serverUrl, pool: 1 });
    try {
      await server.db.$executeRawUnsafe(sql);
    } finally {
      await server.close();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
