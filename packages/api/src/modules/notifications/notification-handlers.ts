import type { BookingStatus, Db, Prisma } from "@chamak/db";
import { z } from "zod";
import { PermanentJobError } from "../outbox/outbox-retry";
import type { OutboxHandler, OutboxHandlers } from "../outbox/outbox-worker";
import type { BookingEmailTopic } from "./booking-email-data";
import { type BookingEmailTarget, loadBookingEmail } from "./booking-email-loader";
import { composeBookingEmail } from "./compose-email";
import type { Mailer } from "./mailer";

const bookingPayload = z.object({ bookingId: z.number().int().positive() });
const refundedPayload = bookingPayload.extend({ refundId: z.number().int().positive().optional() });
const reminderPayload = bookingPayload.extend({ slotStart: z.iso.datetime().optional() });

/** Statuses in which a customer still expects to turn up. */
const REMINDABLE: readonly BookingStatus[] = ["requested", "paid", "confirmed"];

function parse<T>(schema: z.ZodType<T>, payload: Prisma.JsonValue): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Outbox handlers that email the customer about their booking, in English and Hindi. Each one reads the
 * booking as it is now, so an email made pointless by a later change (paid before the "please pay" email
 * went out, cancelled before its reminder) is skipped.
 */
export function notificationHandlers(db: Db, mailer: Mailer): OutboxHandlers {
  const send = (topic: BookingEmailTopic, { email, data }: BookingEmailTarget) =>
    mailer.send({ to: email, ...composeBookingEmail(topic, data) });

  const simple =
    (
      topic: BookingEmailTopic,
      stillRelevant: (status: BookingStatus) => boolean = () => true,
    ): OutboxHandler =>
    async (payload) => {
      const target = await loadBookingEmail(db, parse(bookingPayload, payload).bookingId);
      if (stillRelevant(target.data.status)) await send(topic, target);
    };

  return {
    "booking.created": async (payload) => {
      const target = await loadBookingEmail(db, parse(bookingPayload, payload).bookingId);
      if (target.data.paymentMethod === "upi" && target.data.status !== "pending_payment") return;
      await send("booking.created", target);
    },
    "booking.paid": simple("booking.paid"),
    "booking.confirmed": simple("booking.confirmed"),
    "booking.cancelled": simple("booking.cancelled"),
    // A payment that arrived late may have revived the booking meanwhile.
    "booking.expired": simple("booking.expired", (status) => status === "expired"),
    "booking.refunded": async (payload) => {
      const { bookingId, refundId } = parse(refundedPayload, payload);
      const target = await loadBookingEmail(db, bookingId);
      const refunds = await db.refund.aggregate({
        where: refundId ? { id: refundId, bookingId } : { bookingId, status: "processed" },
        _sum: { amountPaise: true },
      });
      await send("booking.refunded", {
        ...target,
        data: { ...target.data, refundPaise: refunds._sum.amountPaise },
      });
    },
    "booking.reminder": async (payload) => {
      const { bookingId, slotStart } = parse(reminderPayload, payload);
      const target = await loadBookingEmail(db, bookingId);
      const { status, slotStart: current } = target.data;
      if (!REMINDABLE.includes(status) || current.getTime() <= Date.now()) return;
      // Rescheduled since: the reschedule enqueues its own reminder.
      if (slotStart && new Date(slotStart).getTime() !== current.getTime()) return;
      await send("booking.reminder", target);
    },
  };
}
