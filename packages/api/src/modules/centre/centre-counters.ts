import type { DbTx } from "@chamak/db";

/**
 * The counters every listing shows ("most booked", the stars), kept on the centre and its services so a listing
 * reads them without adding up bookings and reviews. Written here only, in the caller's transaction.
 */
export async function countCompletedBooking(
  tx: DbTx,
  booking: { centreId: number; serviceIds: readonly number[] },
): Promise<void> {
  await tx.centre.update({ where: { id: booking.centreId }, data: { bookingCount: { increment: 1 } } });
  await tx.service.updateMany({
    where: { id: { in: [...new Set(booking.serviceIds)] } },
    data: { bookingCount: { increment: 1 } },
  });
}

/**
 * Counts a review's rating into (direction 1) or out of (-1) its centre's and its booking's services' rating
 * counters: a new review, or one an admin hides or shows again. The counters always equal the shown reviews' sums.
 */
export async function countRating(
  tx: DbTx,
  review: { centreId: number; serviceIds: readonly number[]; rating: number },
  direction: 1 | -1,
): Promise<void> {
  const sum = review.rating * direction;
  await tx.centre.update({
    where: { id: review.centreId },
    data: { ratingSum: { increment: sum }, ratingCount: { increment: direction } },
  });
  await tx.service.updateMany({
    where: { id: { in: [...new Set(review.serviceIds)] } },
    data: { ratingSum: { increment: sum }, ratingCount: { increment: direction } },
  });
}
