import type { Db } from "@chamak/db";
import type { OutboxContext, OutboxHandlers } from "../outbox";

type AnyHandler = (payload: unknown, ctx: OutboxContext) => Promise<void>;

/**
 * A wash plan's month is an order (a booking in service mode `plan`), so the ledger, payouts and invoices treat
 * it as they treat any booking; but nobody comes for it at a slot, so the booking messages (placed, paid,
 * reminders, completed, ...) say nothing of it: the plan's own messages are wash-plans'. Wraps every handler of
 * a message about a booking to deliver nothing for a plan's month.
 */
export function exceptPlanMonths(db: Db, handlers: OutboxHandlers): OutboxHandlers {
  const isPlanMonth = async (payload: unknown) => {
    const bookingId = (payload as { bookingId?: unknown }).bookingId;
    if (typeof bookingId !== "number") return false;
    const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { serviceMode: true } });
    return booking?.serviceMode === "plan";
  };
  const guard =
    (handler: AnyHandler): AnyHandler =>
    async (payload, ctx) => {
      if (!(await isPlanMonth(payload))) await handler(payload, ctx);
    };
  return Object.fromEntries(
    Object.entries(handlers).map(([topic, topicHandlers]) => [
      topic,
      typeof topicHandlers === "function"
        ? guard(topicHandlers as AnyHandler)
        : Object.fromEntries(
            Object.entries(topicHandlers as Record<string, AnyHandler>).map(([channel, handler]) => [
              channel,
              guard(handler),
            ]),
          ),
    ]),
  ) as OutboxHandlers;
}
