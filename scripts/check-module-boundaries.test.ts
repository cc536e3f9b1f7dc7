import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `pnpm lint` runs the check on the repository; here it runs on deliberately broken trees, to show it fails.
const script = fileURLToPath(new URL("./check-module-boundaries.mjs", import.meta.url));
const check = (tree: string) =>
  spawnSync(process.execPath, [script], {
    cwd: fileURLToPath(new URL(`./fixtures/module-boundaries/${tree}/`, import.meta.url)),
    encoding: "utf8",
  });

describe("check-module-boundaries", () => {
  it("fails on two api modules that import each other", () => {
    const result = check("cycle");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("module cycle: alpha → beta → alpha");
    expect(result.stderr).not.toContain("front door");
  });

  it("fails on a module importing another module's file instead of its index, and lets fixtures reach in", () => {
    const result = check("reach-in");
    expect(result.status).toBe(1);
    const reachIns = result.stderr.split("\n").filter((line) => line.startsWith("module reaches past"));
    expect(reachIns).toEqual(["module reaches past a front door: beta/beta.ts → alpha/secret.ts"]);
    expect(result.stderr).not.toContain("module cycle");
  });

  it("fails on an app importing server code, and allows type-only imports", () => {
    const result = check("leak");
    expect(result.status).toBe(1);
    const leaks = result.stderr.split("\n").filter((line) => line.startsWith("app imports server code"));
    expect(leaks).toEqual([
      "app imports server code: apps/web/src/page.ts → packages/api/src/modules/alpha/alpha.ts",
    ]);
  });

  it("passes on this repository", () => {
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
