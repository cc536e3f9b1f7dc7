import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import {
  ACTOR_ACTIONS,
  allowedActions,
  type BookingFacts,
  cancelledByCompany,
  canMove,
  mayMove,
  refundOnCancel,
  whyNot,
} from "./booking-states";
import { errorMessage } from "./messages";
import type { BookingMoney } from "./schemas/booking";

/** whyNot's answer as an English reader sees it. */
function whyNotText(...args: Parameters<typeof whyNot>): string | null {
  const message = whyNot(...args);
  return message && errorTextIn("en", message);
}

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

  it("says who makes each move", () => {
    expect(mayMove("requested", "confirmed", "centre")).toBe(true);
    expect(mayMove("requested", "confirmed", "customer")).toBe(false);
    expect(mayMove("requested", "confirmed", "admin")).toBe(false);
    expect(mayMove("pending_payment", "expired", "system")).toBe(true);
    expect(mayMove("pending_payment", "expired", "customer")).toBe(false);
    // Cash instead of UPI: the customer's choice (pay at the centre), or the centre's at its counter (a walk-in).
    expect(mayMove("pending_payment", "requested", "centre")).toBe(true);
    expect(mayMove("pending_payment", "requested", "customer")).toBe(true);
    expect(mayMove("pending_payment", "requested", "admin")).toBe(false);
    for (const actor of ["customer", "centre", "admin"] as const) {
      expect(mayMove("confirmed", "cancelled", actor)).toBe(true);
      expect(mayMove("in_progress", "cancelled", actor)).toBe(false);
    }
  });
});

const NOW = new Date("2025-06-10T06:00:00Z");
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** A ₹1,000 booking paid online in full, as the ledger derives it. */
function money(overrides: Partial<BookingMoney> = {}): BookingMoney {
  return {
    duePaise: 100_000,
    capturedPaise: 100_000,
    cashPaise: 0,
    refundedPaise: 0,
    refundPendingPaise: 0,
    refundFailedPaise: 0,
    refundablePaise: 100_000,
    heldPaise: 100_000,
    outstandingPaise: 0,
    everPaid: true,
    ...overrides,
  };
}
/** ₹400 of the ₹1,000 refunded: payment status partially_refunded. */
const partlyRefunded = money({
  refundedPaise: 40_000,
  refundablePaise: 60_000,
  heldPaise: 60_000,
  outstandingPaise: 40_000,
});
/** A ₹1,000 cash booking, nothing collected yet. */
const cashDue = money({
  capturedPaise: 0,
  refundablePaise: 0,
  heldPaise: 0,
  outstandingPaise: 100_000,
  everPaid: false,
});

function booking(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return {
    status: "paid",
    paymentMethod: "upi",
    slotStart: hoursFromNow(48),
    cancelledBy: null,
    companyChoice: null,
    money: money(),
    reviewed: false,
    serviceMode: "at_centre",
    ...overrides,
  };
}

describe("what a customer may do", () => {
  const customer = (facts: BookingFacts) => allowedActions(facts, "customer", NOW);

  it("lets an upcoming paid booking be cancelled and rescheduled well ahead", () => {
    expect(customer(booking())).toEqual(["reschedule", "cancel"]);
  });

  it("stops rescheduling inside 24 hours and cancelling inside 1 hour", () => {
    expect(customer(booking({ slotStart: hoursFromNow(23) }))).toEqual(["cancel"]);
    expect(customer(booking({ slotStart: hoursFromNow(0.5) }))).toEqual([]);
    expect(whyNotText(booking({ slotStart: hoursFromNow(0.5) }), "customer", "cancel", NOW)).toBe(
      "Bookings can be cancelled up to 1 hour before the slot; late cancellations are not refunded",
    );
    expect(whyNotText(booking({ slotStart: hoursFromNow(20) }), "customer", "reschedule", NOW)).toBe(
      "Bookings can be rescheduled up to 24 hours before the slot",
    );
  });

  it("offers Pay now only for an unpaid UPI booking before its slot", () => {
    const unpaid = booking({
      status: "pending_payment",
      money: money({ capturedPaise: 0, refundablePaise: 0, heldPaise: 0 }),
    });
    expect(customer(unpaid)).toEqual(["pay", "cancel"]);
    expect(customer({ ...unpaid, slotStart: hoursFromNow(-1) })).not.toContain("pay");
    // From the slot's start on, paying is refused with the reason (the API's booking.pay answers it).
    expect(whyNotText({ ...unpaid, slotStart: NOW }, "customer", "pay", NOW)).toBe(
      "The slot has passed; please book again",
    );
    expect(whyNotText({ ...unpaid, slotStart: hoursFromNow(0.1) }, "customer", "pay", NOW)).toBeNull();
    expect(customer(booking({ status: "requested", paymentMethod: "cash", money: cashDue }))).not.toContain(
      "pay",
    );
    expect(whyNotText(booking({ status: "expired" }), "customer", "pay", NOW)).toBe(
      "This booking is not waiting for payment",
    );
  });

  it("reschedules only upcoming bookings, and cancels nothing already over", () => {
    expect(whyNotText(booking({ status: "pending_payment" }), "customer", "reschedule", NOW)).toBe(
      "Only upcoming bookings can be rescheduled",
    );
    expect(
      whyNotText(booking({ status: "cancelled", cancelledBy: "customer" }), "customer", "cancel", NOW),
    ).toBe("A booking that is cancelled cannot become cancelled");
    for (const status of ["in_progress", "completed", "no_show", "expired"] as const) {
      expect(customer(booking({ status }))).not.toContain("cancel");
      expect(customer(booking({ status }))).not.toContain("reschedule");
    }
  });

  it("offers the free reschedule or refund choice after a centre cancellation only", () => {
    const byCentre = booking({ status: "cancelled", cancelledBy: "centre" });
    expect(customer(byCentre)).toEqual(["free_reschedule", "take_refund"]);
    expect(customer({ ...byCentre, cancelledBy: "admin" })).toEqual(["free_reschedule", "take_refund"]);
    expect(cancelledByCompany({ ...byCentre, cancelledBy: "customer" })).toBe(false);
    expect(cancelledByCompany({ ...byCentre, companyChoice: "refund" })).toBe(false);
    expect(customer({ ...byCentre, companyChoice: "reschedule" })).toEqual([]);
    expect(whyNotText(booking(), "customer", "take_refund", NOW)).toBe(
      "This booking was not cancelled by the centre",
    );
    expect(whyNotText(booking(), "customer", "free_reschedule", NOW)).toBe(
      "This booking was not cancelled by the centre",
    );
  });

  it("offers after a centre cancellation only what the money allows", () => {
    const byCentre = { status: "cancelled" as const, cancelledBy: "centre" as const };
    // Partly refunded: no longer paid in full, so no free reschedule; the rest can still be refunded.
    expect(customer(booking({ ...byCentre, money: partlyRefunded }))).toEqual(["take_refund"]);
    expect(
      whyNotText(booking({ ...byCentre, money: partlyRefunded }), "customer", "free_reschedule", NOW),
    ).toMatch(/payment has been refunded/);
    const allRefunded = money({ refundedPaise: 100_000, refundablePaise: 0, heldPaise: 0 });
    expect(customer(booking({ ...byCentre, money: allRefunded }))).toEqual([]);
    // Never paid online: nothing to reschedule into a paid booking, nothing to refund.
    const neverPaid = money({ capturedPaise: 0, refundablePaise: 0, heldPaise: 0, everPaid: false });
    expect(
      whyNotText(booking({ ...byCentre, money: neverPaid }), "customer", "free_reschedule", NOW),
    ).toMatch(/never paid/);
    // A cash booking moves for free; there is nothing to refund online.
    expect(customer(booking({ ...byCentre, paymentMethod: "cash", money: cashDue }))).toEqual([
      "free_reschedule",
    ]);
  });

  it("offers a review once completed, and only until reviewed", () => {
    const completed = booking({ status: "completed", slotStart: hoursFromNow(-5) });
    expect(customer(completed)).toEqual(["review"]);
    expect(customer({ ...completed, reviewed: true })).toEqual([]);
    expect(whyNotText(booking(), "customer", "review", NOW)).toBe(
      "You can review a booking once the centre has completed it",
    );
  });

  it("never offers the centre's or an admin's actions", () => {
    expect(whyNotText(booking(), "customer", "confirm", NOW)).not.toBeNull();
    expect(whyNotText(booking(), "customer", "refund", NOW)).not.toBeNull();
  });
});

describe("what a centre may do", () => {
  const later = hoursFromNow(2);
  const earlier = hoursFromNow(-1);
  const centre = (facts: BookingFacts) => allowedActions(facts, "centre", NOW);
  const cash = { paymentMethod: "cash" as const, money: cashDue, slotStart: later };

  it("follows the booking through its day", () => {
    expect(centre(booking({ ...cash, status: "requested" }))).toEqual(["confirm", "cancel"]);
    expect(centre(booking({ ...cash, status: "confirmed" }))).toEqual(["start", "cash_collected", "cancel"]);
    expect(centre(booking({ ...cash, status: "in_progress" }))).toEqual(["complete", "cash_collected"]);
    expect(centre(booking({ ...cash, status: "completed" }))).toEqual(["cash_collected"]);
    const collected = money({ capturedPaise: 0, cashPaise: 100_000, refundablePaise: 0 });
    expect(centre(booking({ ...cash, status: "completed", money: collected }))).toEqual([]);
  });

  it("offers a no-show only once the slot has started", () => {
    const upi = booking({ status: "confirmed" });
    expect(centre({ ...upi, slotStart: later })).not.toContain("no_show");
    expect(centre({ ...upi, slotStart: earlier })).toContain("no_show");
    expect(whyNotText({ ...upi, slotStart: later }, "centre", "no_show", NOW)).toBe(
      "A no-show can be marked only after the slot has started",
    );
  });

  it("starts a job at most two hours before its slot, never a day early", () => {
    const confirmed = booking({ ...cash, status: "confirmed" });
    expect(centre({ ...confirmed, slotStart: hoursFromNow(2) })).toContain("start");
    expect(centre({ ...confirmed, slotStart: hoursFromNow(-3) })).toContain("start");
    const tomorrow = { ...confirmed, slotStart: hoursFromNow(24) };
    expect(centre(tomorrow)).not.toContain("start");
    expect(whyNotText(tomorrow, "centre", "start", NOW)).toBe(
      "A job can be started at most 2 hours before its slot",
    );
    expect(
      whyNotText({ ...confirmed, slotStart: hoursFromNow(2.01) }, "centre", "start", NOW),
    ).not.toBeNull();
  });

  it("may cancel an unpaid hold, a requested, paid or confirmed booking, not one under way or over", () => {
    for (const status of ["pending_payment", "requested", "paid", "confirmed"] as const) {
      expect(centre(booking({ status }))).toContain("cancel");
    }
    for (const status of ["in_progress", "completed", "cancelled", "no_show", "expired"] as const) {
      expect(centre(booking({ status }))).not.toContain("cancel");
    }
  });

  it("refuses impossible moves with the state machine's words", () => {
    expect(whyNotText(booking({ ...cash, status: "requested" }), "centre", "complete", NOW)).toBe(
      "A booking that is requested (cash) cannot become completed",
    );
  });

  it("marks only cash still due collected, and not before the booking is confirmed", () => {
    expect(whyNotText(booking({ status: "confirmed" }), "centre", "cash_collected", NOW)).toBe(
      "Only cash still due can be marked collected",
    );
    expect(whyNotText(booking({ ...cash, status: "requested" }), "centre", "cash_collected", NOW)).toMatch(
      /requested/,
    );
    expect(
      whyNotText(booking({ ...cash, status: "cancelled" }), "centre", "cash_collected", NOW),
    ).not.toBeNull();
  });
});

describe("what an admin may do", () => {
  const admin = (facts: BookingFacts) => allowedActions(facts, "admin", NOW);

  it("cancels what has not started, and refunds what is left online", () => {
    for (const status of ["pending_payment", "requested", "paid", "confirmed"] as const) {
      expect(admin(booking({ status }))).toContain("cancel");
    }
    for (const status of ["in_progress", "completed", "cancelled", "no_show", "expired"] as const) {
      expect(admin(booking({ status }))).not.toContain("cancel");
    }
    expect(admin(booking({ status: "completed" }))).toEqual(["refund"]);
    expect(admin(booking({ status: "completed", money: partlyRefunded }))).toEqual(["refund"]);
  });

  it("says why nothing can be refunded", () => {
    const refund = (m: BookingMoney) =>
      whyNotText(booking({ status: "completed", money: m }), "admin", "refund", NOW);
    expect(refund(cashDue)).toMatch(/cash is settled by the centre/);
    expect(refund(money({ refundPendingPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toBe(
      "Everything paid is already being refunded",
    );
    expect(refund(money({ refundedPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toBe(
      "This booking has been refunded in full already",
    );
  });

  it("gives each actor only their own actions", () => {
    const everything = booking({
      status: "confirmed",
      paymentMethod: "cash",
      money: cashDue,
      slotStart: hoursFromNow(-1),
    });
    for (const actor of ["customer", "centre", "admin", "system"] as const) {
      const own: readonly string[] = ACTOR_ACTIONS[actor];
      for (const action of allowedActions(everything, actor, NOW)) expect(own).toContain(action);
    }
    expect(allowedActions(everything, "system", NOW)).toEqual([]);
  });
});

describe("refundOnCancel", () => {
  it("refunds a captured payment in full", () => {
    expect(refundOnCancel(money())).toEqual({ kind: "full", amountPaise: 100_000 });
  });

  it("refunds what is left of a partly refunded payment", () => {
    expect(refundOnCancel(partlyRefunded)).toEqual({ kind: "rest", amountPaise: 60_000 });
    // A failed refund's money is held again, so cancelling refunds it too.
    const failedAndHeld = money({ refundFailedPaise: 40_000 });
    expect(refundOnCancel(failedAndHeld)).toEqual({ kind: "full", amountPaise: 100_000 });
  });

  it("refunds nothing more once everything went back or is on its way", () => {
    expect(refundOnCancel(money({ refundedPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toEqual({
      kind: "already",
      amountPaise: 0,
    });
    expect(refundOnCancel(money({ refundPendingPaise: 100_000, refundablePaise: 0, heldPaise: 0 }))).toEqual({
      kind: "already",
      amountPaise: 0,
    });
  });

  it("refunds nothing when nothing was paid online", () => {
    expect(refundOnCancel(cashDue)).toEqual({ kind: "nothing_paid", amountPaise: 0 });
    expect(refundOnCancel(money({ capturedPaise: 0, cashPaise: 100_000, refundablePaise: 0 }))).toEqual({
      kind: "nothing_paid",
      amountPaise: 0,
    });
  });
});

describe("a wash plan's month", () => {
  it("is moved by its plan: by hand, only its cash collected, a review and an admin's refund", () => {
    const month = booking({
      serviceMode: "plan",
      status: "confirmed",
      paymentMethod: "cash",
      money: cashDue,
    });
    expect(whyNot(month, "customer", "cancel")).toEqual(errorMessage("planMonthByPlan"));
    expect(whyNot(month, "customer", "reschedule")).toEqual(errorMessage("planMonthByPlan"));
    expect(whyNot(month, "centre", "start")).toEqual(errorMessage("planMonthByPlan"));
    expect(whyNot(month, "centre", "cash_collected")).toBeNull();
  });

  it("is confirmed and completed by the server, which no person can do", () => {
    expect(mayMove("confirmed", "completed", "system")).toBe(true);
    expect(mayMove("confirmed", "completed", "centre")).toBe(false);
    expect(mayMove("paid", "confirmed", "system")).toBe(true);
  });
});
