import type { Db } from "@chamak/db";
import { describe, expect, it } from "vitest";
import { unreachablePayments } from "../../../test/support/caller";
import { unreachableMessaging } from "../../../test/support/messaging";
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

  it("adds the phone channels when the runner is given SMS and WhatsApp, each its own delivery", () => {
    const handlers = jobHandlers({} as Db, unreachablePayments, createLogMailer({ info: () => {} }), {
      channels: unreachableMessaging.channels,
      siteUrl: "https://chamak.example",
    });
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(outboxTopics).sort());
    expect(Object.keys(handlers["booking.created"] ?? {}).sort()).toEqual([
      "email-centre",
      "email-customer",
      "sms-centre",
      "sms-customer",
      "whatsapp-customer",
    ]);
    expect(Object.keys(handlers["booking.crew_changed"] ?? {}).sort()).toEqual([
      "sms-customer",
      "whatsapp-customer",
    ]);
    expect(Object.keys(handlers["booking.rescheduled"] ?? {}).sort()).toEqual([
      "email-centre",
      "sms-centre",
      "sms-customer",
      "whatsapp-customer",
    ]);
    expect(Object.keys(handlers["booking.visit_missed"] ?? {}).sort()).toEqual([
      "route-payout",
      "sms-customer",
      "whatsapp-customer",
    ]);
    for (const topic of ["plan.wash_done", "plan.wash_not_accessible"] as const) {
      expect(Object.keys(handlers[topic] ?? {}).sort()).toEqual(["sms-customer", "whatsapp-customer"]);
    }
    expect(handlers["booking.completed"]).toMatchObject({ "review-ask": expect.any(Function) });
    expect(Object.keys(handlers["booking.review_request"] ?? {}).sort()).toEqual([
      "sms-customer",
      "whatsapp-customer",
    ]);
  });
});
