import type { Db } from "@chamak/db";
import { describe, expect, it } from "vitest";
import { unreachablePayments } from "../../../test/support/caller";
import { createLogMailer } from "../notifications/mailer";
import { outboxTopics } from "../outbox/topics";
import { jobHandlers } from "./job-handlers";

describe("jobHandlers", () => {
  it("handles every registered outbox topic, naming each channel", () => {
    const handlers = jobHandlers({} as Db, unreachablePayments, createLogMailer({ info: () => {} }));
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(outboxTopics).sort());
    expect(handlers["booking.created"]).toEqual({
      "email-customer": expect.any(Function),
      "email-centre": expect.any(Function),
    });
    expect(handlers["booking.rescheduled"]).toEqual({ "email-centre": expect.any(Function) });
    expect(handlers["admin.refund-failed"]).toEqual({
      "email-admins": expect.any(Function),
      "route-payout": expect.any(Function),
    });
    expect(handlers["payment.refund"]).toEqual({
      "razorpay-refund": expect.any(Function),
      "route-payout": expect.any(Function),
    });
    expect(handlers["booking.dispute_resolved"]).toEqual({
      "email-customer": expect.any(Function),
      "email-centre": expect.any(Function),
    });
    expect(handlers["booking.completed"]).toMatchObject({ "route-payout": expect.any(Function) });
  });
});
