import { describe, expect, it } from "vitest";
import { bookingMovedTopic, outboxTopics, parseOutboxPayload, TOPIC } from "./topics";

describe("the outbox topic registry", () => {
  it("names every topic once, as written", () => {
    expect(Object.entries(TOPIC).every(([key, name]) => key === name)).toBe(true);
    expect(Object.keys(TOPIC)).toEqual(Object.keys(outboxTopics));
  });

  it("parses a payload with its topic's schema, saying which topic and field are wrong", () => {
    expect(parseOutboxPayload("booking.refunded", { bookingId: 4, refundId: 9, extra: true })).toEqual({
      ok: true,
      payload: { bookingId: 4, refundId: 9 },
    });
    const wrong = parseOutboxPayload("booking.reminder", { bookingId: 4, slotStart: "tomorrow" });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatch(/^Invalid payload for outbox topic "booking\.reminder": /);
    expect(!wrong.ok && wrong.error).toContain("slotStart");
    expect(parseOutboxPayload("booking.moved", {})).toEqual({
      ok: false,
      error: 'Unknown outbox topic "booking.moved"',
    });
  });

  it("reads a refund job as the refund it names (the older shape is gone; its migration stopped while one was left)", () => {
    expect(parseOutboxPayload("payment.refund", { refundId: 3 })).toMatchObject({ ok: true });
    expect(parseOutboxPayload("payment.refund", { bookingId: 3, reason: "Centre closed" })).toMatchObject({
      ok: false,
    });
  });

  it("has a topic for every status a booking moves to, and none for where bookings start", () => {
    expect(bookingMovedTopic("no_show")).toBe("booking.no_show");
    expect(() => bookingMovedTopic("pending_payment")).toThrow(/bookings start there/);
  });
});
