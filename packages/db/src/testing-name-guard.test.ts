import { describe, expect, it } from "vitest";
import { createTestDb } from "./testing";

// This file is not a *.db.test.ts, so CI's PostgreSQL run would skip it: opening a database here must fail.
describe("createTestDb outside a *.db.test.ts file", () => {
  it("is refused, naming the file and the rule", async () => {
    await expect(createTestDb()).rejects.toThrow(
      /testing-name-guard\.test\.ts opens a database: name it \*\.db\.test\.ts so it runs on PostgreSQL too/,
    );
  });
});
