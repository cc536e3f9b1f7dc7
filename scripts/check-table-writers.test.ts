import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `pnpm lint` runs the check on the repository; here it also runs on a tree that breaks the rule, to show it fails.
const script = fileURLToPath(new URL("./check-table-writers.mjs", import.meta.url));
const check = (cwd?: string) =>
  spawnSync(process.execPath, [script], { encoding: "utf8", ...(cwd ? { cwd } : {}) });

describe("check-table-writers", () => {
  it("fails on a table without an owner and on a module writing another's table; owners and tests may", () => {
    const result = check(fileURLToPath(new URL("./fixtures/table-writers/", import.meta.url)));
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "packages/db/prisma/schema.prisma: wash_bays has no owner in scripts/check-table-writers.mjs",
      "packages/api/src/modules/payments/capture.ts:3 writes bookings, owned by modules/booking/, modules/ledger/ledger.ts",
      "packages/api/src/modules/payments/capture.ts:4 writes ledger_entries, owned by modules/ledger/",
    ]);
  });

  it("passes on this repository", () => {
    const result = check();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
