import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox-retry";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds and stops at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
