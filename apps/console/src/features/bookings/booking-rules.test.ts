import { describe, expect, it } from "vitest";
import { availableActions } from "./booking-rules";

const now = new Date("2026-11-24T06:00:00Z");
const later = new Date("2026-11-24T08:00:00Z");
const earlier = new Date("2026-11-24T05:00:00Z");

describe("availableActions", () => {
  it("follows the booking through its day", () => {
    const cash = { paymentMethod: "cash" as const, paymentStatus: "cash_due" as const, slotStart: later };
    expect(availableActions({ ...cash, status: "requested" }, now)).toEqual(["confirm", "cancel"]);
    expect(availableActions({ ...cash, status: "confirmed" }, now)).toEqual([
      "start",
      "cash_collected",
      "cancel",
    ]);
    expect(availableActions({ ...cash, status: "in_progress" }, now)).toEqual(["complete", "cash_collected"]);
    expect(availableActions({ ...cash, status: "completed", paymentStatus: "cash_collected" }, now)).toEqual(
      [],
    );
  });

  it("offers a no-show only once the slot has started", () => {
    const upi = {
      paymentMethod: "upi" as const,
      paymentStatus: "captured" as const,
      status: "confirmed" as const,
    };
    expect(availableActions({ ...upi, slotStart: later }, now)).not.toContain("no_show");
    expect(availableActions({ ...upi, slotStart: earlier }, now)).toContain("no_show");
  });
});
