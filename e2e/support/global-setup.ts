import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const SERVER_DIR = join(import.meta.dirname, "..", "..", "apps", "server");

async function waitUntilHealthy(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} was not healthy within ${timeoutMs} ms`);
}

/** Starts the real server, seeded with demo data, on its own database for the whole browser run. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pgliteDir = mkdtempSync(join(tmpdir(), "chamak-e2e-"));
  const server = spawn("pnpm", ["exec", "tsx", "src/demo.ts"], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: pgliteDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilHealthy(baseUrl, server, 120_000);
  project.provide("baseUrl", baseUrl);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(pgliteDir, { recursive: true, force: true });
  };
}
