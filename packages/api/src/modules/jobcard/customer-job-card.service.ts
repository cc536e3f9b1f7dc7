import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { loadJobCardView } from "./job-card-view";

/** The customer's booking by its code: another customer's (or none) is "not found", whichever it is. */
export async function ownBookingByCode(db: Db, customerId: number, bookingCode: string) {
  const booking = await db.booking.findUnique({
    where: { code: bookingCode },
    select: { id: true, code: true, customerId: true, centreId: true, vehicleNumber: true },
  });
  if (!booking || booking.customerId !== customerId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return booking;
}

/** The job card of the customer's booking as it is now (the site polls it), or null before check-in. */
export async function myJobCard(db: Db, customerId: number, bookingCode: string) {
  const booking = await ownBookingByCode(db, customerId, bookingCode);
  return loadJobCardView(db, booking.id);
}
