import { describe, expect, it } from "vitest";
import { canMove } from "./booking-states";

describe("booking state machine", () => {
  it.each([
    ["pending_payment", "paid"],
    ["requested", "confirmed"],
    ["paid", "confirmed"],
    ["confirmed", "in_progress"],
    ["confirmed", "no_show"],
    ["in_progress", "completed"],
    ["expired", "paid"],
  ] as const)("allows %s -> %s", (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it.each([
    ["cancelled", "completed"],
    ["completed", "cancelled"],
    ["requested", "completed"],
    ["pending_payment", "confirmed"],
    ["in_progress", "cancelled"],
    ["no_show", "confirmed"],
  ] as const)("refuses %s -> %s", (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });
});
