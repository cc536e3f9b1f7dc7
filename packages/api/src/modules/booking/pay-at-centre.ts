import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { enqueue } from "../outbox";
import { assertAllowed, bookingFacts } from "./booking-permission";
import { lockBooking, switchToCash } from "./transition";

/**
 * A UPI booking still waiting for its payment becomes a cash request: paid at the centre (or to the washer at
 * the doorstep), the same services and price, the bay kept without the payment hold. Allowed while the customer
 * may still pay it online (whyNot's "pay"). What it costs stays in the ledger as written; a capture of its old
 * order arriving afterwards is refunded (recordCapturedPayment), so nothing is paid twice.
 */
export async function payAtCentreInstead(
  db: Db,
  customerId: number,
  bookingId: number,
  now = currentTime(),
): Promise<void> {
  const actor: Actor = { id: customerId, role: "user" };
  await db.$transaction(async (tx: DbTx) => {
    const booking = await lockBooking(tx, bookingId);
    if (booking.customerId !== customerId) throw new DomainError("NOT_FOUND", "bookingNotFound");
    assertAllowed(await bookingFacts(tx, booking), "customer", "pay", now);
    await switchToCash(tx, booking, "customer");
    await audit(
      tx,
      actor,
      "booking.pay_at_centre",
      { type: "booking", id: booking.id },
      { from: booking.status },
    );
    // Announced as a new cash request: the customer is told to pay at the centre, the centre to confirm it.
    await enqueue(tx, "booking.created", { bookingId: booking.id });
  });
}
