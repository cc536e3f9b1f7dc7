import type { BookingStatus } from "@chamak/db";
import { z } from "zod";

const id = z.number().int().positive();
const booking = z.object({ bookingId: id });

/** One morning's wash of a wash plan: the subscription and the India date. */
const planWash = z.object({ subscriptionId: id, date: z.iso.date() });

/** What requestRefund queues: one refund row, written up front, to take to Razorpay. */
const refundJob = z.object({ refundId: id });

/**
 * Every outbox topic with the zod schema of its payload: the one place a topic's name and shape are written.
 * `enqueue` is typed by it and validates a payload before inserting it; producers that write the outbox in SQL
 * take their names from `TOPIC` (and outbox-producers.db.test.ts parses what they write); the worker parses
 * every message with its topic's schema before a handler sees it, and dead-letters one that does not parse.
 * Payloads are read by later versions of the code: a field may be added as optional, never made stricter.
 */
export const outboxTopics = {
  /** A booking was made (insert-booking.ts, in SQL): the customer's "booked" or "please pay" email. */
  "booking.created": booking,
  // A booking moved to a status (moveBooking, or moveBookingSql in one statement: a captured payment).
  "booking.paid": booking,
  "booking.confirmed": booking,
  "booking.in_progress": booking,
  "booking.completed": booking,
  "booking.no_show": booking,
  "booking.cancelled": booking,
  "booking.expired": booking,
  /** The centre took a cash booking's money (its commission becomes what the centre owes). */
  "booking.cash_collected": booking,
  /** Razorpay processed a refund; `refundId` names it. */
  "booking.refunded": booking.extend({ refundId: id }),
  /** Due two hours before `slotStart`, the slot it reminds of. */
  "booking.reminder": booking.extend({ slotStart: z.iso.datetime() }),
  /** The customer moved the booking to another slot; `from` is the slot it left. */
  "booking.rescheduled": booking.extend({ from: z.iso.datetime() }),
  /** The centre gave a doorstep or pick & drop job to another washer or driver: the customer hears who comes. */
  "booking.crew_changed": booking,
  /** The washer (or driver) set out for a field job, expecting to arrive at `etaAt` (field-visits). */
  "booking.visit_on_the_way": booking.extend({ etaAt: z.iso.datetime() }),
  /** The washer (or driver) reached the car (field-visits). */
  "booking.visit_arrived": booking,
  /**
   * Nobody reached the car by `by` (the arrival window's end and the centre's grace): `creditPaise` came off the
   * booking, and the customer may rebook in one tap (field-visits/missed-visit.service.ts).
   */
  "booking.visit_missed": booking.extend({
    by: z.iso.datetime(),
    creditPaise: z.number().int().nonnegative(),
  }),
  /**
   * A wash plan's morning wash, as the washer's phone recorded it (field-visits): washed, or the car could not be
   * reached; each with the washer's photo on the customer's plan page. `date` is the wash's India date.
   */
  "plan.wash_done": planWash,
  "plan.wash_not_accessible": planWash,
  /** Due a day before UPI AutoPay debits a plan's month at `chargeAt` (plan-billing, as a debit is recorded). */
  "plan.debit_due": z.object({ subscriptionId: id, chargeAt: z.iso.datetime(), amountPaise: id }),
  /** A plan's payments stopped: Razorpay halted its AutoPay after its retries, or a month went unpaid. */
  "plan.halted": z.object({ subscriptionId: id }),
  /**
   * A plan paid month by month nears the end of what is paid (`paidUntil`): by UPI, the customer is asked to pay
   * the next month; in cash, told the next month opened and what to hand the washer (wash-plans' sweep).
   */
  "plan.renewal_due": z.object({ subscriptionId: id, paidUntil: z.iso.date() }),
  /** After a job, the ask for a review (promotional): queued by the completion for 10:00 IST in the quiet hours. */
  "booking.review_request": booking,
  /** The refund job: asks Razorpay for one refund (payments/refund-handler.ts). */
  "payment.refund": refundJob,
  /**
   * Razorpay reported a change of a wash plan's AutoPay subscription (subscription.authenticated, .charged,
   * .halted, .cancelled ...): plan-billing brings ours in line with Razorpay's record.
   */
  "payments.subscription_changed": z.object({ razorpaySubscriptionId: z.string().min(1), event: z.string() }),
  /**
   * Razorpay captured a payment for an order no booking's payment has: a wash plan's month paid by UPI
   * (plan-billing opens the month), or nothing of ours.
   */
  "payments.order_paid": z.object({ razorpayOrderId: z.string().min(1) }),
  /** An admin resolved a dispute on the booking: the customer and the centre are told the outcome. */
  "booking.dispute_resolved": booking.extend({ disputeId: id }),
  /** The customer reported damage after a job card's `done`: the centre and the admins are told (jobcard). */
  "booking.damage_reported": booking.extend({ disputeId: id }),
  /** Razorpay refused a refund, or the bank returned it: the admins are told. */
  "admin.refund-failed": z.object({ bookingId: id, refundId: id }),
  /**
   * A centre's payout bank account was given or changed (payouts/bank-change.service.ts): its owner is told on
   * every channel, with the "this wasn't me" link `token` makes.
   */
  "payouts.bank_changed": z.object({ changeId: id, token: z.string().min(20) }),
  /** Due when a bank change's cooling-off ends: what waited is sent and released. */
  "payouts.bank_hold_ended": z.object({ centreId: id }),
  /** A centre owner said a bank account change was not theirs: the admins are told (payouts are paused). */
  "admin.bank-change-reported": z.object({ changeId: id }),
} as const satisfies Record<string, z.ZodType>;

export type OutboxTopic = keyof typeof outboxTopics;
/** A topic's payload as handlers receive it (parsed). */
export type OutboxPayload<T extends OutboxTopic> = z.output<(typeof outboxTopics)[T]>;
/** A topic's payload as producers write it. */
export type OutboxPayloadInput<T extends OutboxTopic> = z.input<(typeof outboxTopics)[T]>;

/** Each topic's name, for producers that write the outbox in SQL: `${TOPIC["booking.created"]}`. */
export const TOPIC = Object.freeze(
  Object.fromEntries(Object.keys(outboxTopics).map((topic) => [topic, topic])),
) as { readonly [T in OutboxTopic]: T };

export function isOutboxTopic(topic: string): topic is OutboxTopic {
  return Object.hasOwn(outboxTopics, topic);
}

export type ParsedPayload<T extends OutboxTopic = OutboxTopic> =
  | { ok: true; payload: OutboxPayload<T> }
  | { ok: false; error: string };

/** Parses a payload with its topic's schema; the error names the topic and what is wrong. */
export function parseOutboxPayload<T extends OutboxTopic>(topic: T, payload: unknown): ParsedPayload<T>;
export function parseOutboxPayload(topic: string, payload: unknown): ParsedPayload;
export function parseOutboxPayload(topic: string, payload: unknown): ParsedPayload {
  if (!isOutboxTopic(topic)) return { ok: false, error: `Unknown outbox topic "${topic}"` };
  const parsed = outboxTopics[topic].safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return {
    ok: false,
    error: `Invalid payload for outbox topic "${topic}": ${z.prettifyError(parsed.error)}`,
  };
}

type MovedStatus = Exclude<BookingStatus, "pending_payment" | "requested">;
export type BookingMovedTopic = `booking.${MovedStatus}`;
const MOVED: { [S in MovedStatus]: `booking.${S}` } = {
  paid: TOPIC["booking.paid"],
  confirmed: TOPIC["booking.confirmed"],
  in_progress: TOPIC["booking.in_progress"],
  completed: TOPIC["booking.completed"],
  no_show: TOPIC["booking.no_show"],
  cancelled: TOPIC["booking.cancelled"],
  expired: TOPIC["booking.expired"],
};

/** The topic announcing that a booking moved to `status` (a booking starts, never moves, in the first two). */
export function bookingMovedTopic(status: BookingStatus): BookingMovedTopic {
  if (status === "pending_payment" || status === "requested") {
    throw new Error(`No outbox topic announces a move to ${status}: bookings start there`);
  }
  return MOVED[status];
}
