import type { Db } from "@chamak/db";
import type { OutboxContext, OutboxHandlers } from "../outbox";
import type { PaymentsDeps } from "../payments";
import { syncCentrePayouts } from "./payout-account.service";
import { syncBookingPayouts } from "./route-sync";

/** The payouts' outbox channel: one per topic, delivered and retried apart from the emails. */
export const ROUTE_PAYOUT = "route-payout";

/**
 * Every event that changes what a booking's centre is owed or may receive: paid (send its share on hold), a
 * refund asked for, processed or a cancellation (less is due: money promised back is not the centre's, so Route
 * takes its part back), completed or no-show (release the hold), cash collected (the centre owes the commission).
 * Each runs
 * the same "bring this booking's payouts in line", under the message's id so a redelivery records nothing twice.
 */
export function payoutHandlers(db: Db, payments: PaymentsDeps): OutboxHandlers {
  const sync = ({ bookingId }: { bookingId: number }, ctx: OutboxContext) =>
    syncBookingPayouts(db, payments.gateway, bookingId, `outbox:${ctx.messageId}`);
  return {
    "booking.paid": { [ROUTE_PAYOUT]: sync },
    "booking.refunded": { [ROUTE_PAYOUT]: sync },
    "payment.refund": {
      [ROUTE_PAYOUT]: async ({ refundId }, ctx) => {
        const { bookingId } = await db.refund.findUniqueOrThrow({
          where: { id: refundId },
          select: { bookingId: true },
        });
        await sync({ bookingId }, ctx);
      },
    },
    "booking.cancelled": { [ROUTE_PAYOUT]: sync },
    "booking.completed": { [ROUTE_PAYOUT]: sync },
    "booking.no_show": { [ROUTE_PAYOUT]: sync },
    // Nobody came for a field visit: its credit comes off the centre's share.
    "booking.visit_missed": { [ROUTE_PAYOUT]: sync },
    // A cash booking's commission is owed by the centre, kept back from its next online share.
    "booking.cash_collected": { [ROUTE_PAYOUT]: sync },
    // A refund Razorpay refused leaves the money kept: it is settled again.
    "admin.refund-failed": { [ROUTE_PAYOUT]: sync },
    // A bank change's cooling-off ended: what waited for it is sent, and what is due released.
    "payouts.bank_hold_ended": {
      [ROUTE_PAYOUT]: ({ centreId }, ctx) =>
        syncCentrePayouts(db, payments.gateway, centreId, `outbox:${ctx.messageId}`),
    },
  };
}
