import { type BookingAction, type BookingActor, type BookingFacts, whyNot } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { bookingMoney } from "../ledger";
import type { LockedBooking } from "./transition";

/** The booking's own fields the rules read; the rest (money, cancellation, review) is read here. */
type FactsSource = Pick<LockedBooking, "id" | "status" | "paymentMethod" | "slotStart">;

/**
 * What the rules of @chamak/contracts read about a booking (the view's allowedActions reads the same). A booking
 * about to be moved is locked first (lockBooking); paying and reviewing move none, and read it unlocked.
 */
export async function bookingFacts(tx: DbTx, booking: FactsSource): Promise<BookingFacts> {
  const row = await tx.booking.findUniqueOrThrow({
    where: { id: booking.id },
    select: { cancelledBy: true, companyChoice: true, serviceMode: true, review: { select: { id: true } } },
  });
  const money = await bookingMoney(tx, booking.id);
  return {
    status: booking.status,
    paymentMethod: booking.paymentMethod,
    slotStart: booking.slotStart,
    cancelledBy: row.cancelledBy,
    companyChoice: row.companyChoice,
    money,
    reviewed: row.review !== null,
    serviceMode: row.serviceMode,
  };
}

/** Refuses the action unless the rules let this actor take it now: the rule BookingView.allowedActions shows. */
export function assertAllowed(
  facts: BookingFacts,
  actor: BookingActor,
  action: BookingAction,
  now: Date,
): void {
  const refused = whyNot(facts, actor, action, now);
  if (refused !== null) throw new DomainError("PRECONDITION_FAILED", refused);
}
