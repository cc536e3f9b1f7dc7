import type { DbTx } from "@chamak/db";

/**
 * Counts a review's rating into (direction 1) or out of (-1) its centre's and its booking's services' rating
 * counters, in the caller's transaction: a new review, or one an admin hides or shows again. The counters are
 * what every listing shows, so they always equal the shown reviews' sums.
 */
export async function countRating(
  tx: DbTx,
  review: { bookingId: number; centreId: number; rating: number },
  direction: 1 | -1,
): Promise<void> {
  const sum = review.rating * direction;
  await tx.centre.update({
    where: { id: review.centreId },
    data: { ratingSum: { increment: sum }, ratingCount: { increment: direction } },
  });
  const items = await tx.bookingItem.findMany({
    where: { bookingId: review.bookingId },
    select: { serviceId: true },
  });
  await tx.service.updateMany({
    where: { id: { in: [...new Set(items.map((item) => item.serviceId))] } },
    data: { ratingSum: { increment: sum }, ratingCount: { increment: direction } },
  });
}
