import type { DbTx } from "@chamak/db";
import { bookedServiceIds } from "../booking";
import { countRating as countRatingOfServices } from "../centre";

/**
 * Counts a review's rating into (direction 1) or out of (-1) the counters of its centre and its booking's
 * services (the centre module's), in the caller's transaction.
 */
export async function countRating(
  tx: DbTx,
  review: { bookingId: number; centreId: number; rating: number },
  direction: 1 | -1,
): Promise<void> {
  const serviceIds = await bookedServiceIds(tx, review.bookingId);
  await countRatingOfServices(
    tx,
    { centreId: review.centreId, serviceIds, rating: review.rating },
    direction,
  );
}
