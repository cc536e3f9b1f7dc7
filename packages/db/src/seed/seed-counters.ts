// Rating and booking counters recomputed from the rows they summarise.
import { Prisma } from "../generated/prisma/client";

/**
 * Sets rating_sum/rating_count (from reviews) and booking_count (completed bookings) on the given
 * centres and on all their services. A service's rating counts the reviews of bookings that included it.
 */
export async function recomputeCounters(
  tx: Prisma.TransactionClient,
  centreIds: readonly number[],
): Promise<void> {
  if (centreIds.length === 0) return;
  const ids = Prisma.join(centreIds.map((id) => Prisma.sql`${id}::int`));
  await tx.$executeRaw`
    UPDATE centres c SET
      rating_sum = COALESCE((SELECT SUM(r.rating) FROM reviews r WHERE r.centre_id = c.id), 0),
      rating_count = (SELECT COUNT(*) FROM reviews r WHERE r.centre_id = c.id),
      booking_count = (SELECT COUNT(*) FROM bookings b WHERE b.centre_id = c.id AND b.status = 'completed')
    WHERE c.id IN (${ids})`;
  await tx.$executeRaw`
    UPDATE services s SET
      rating_sum = COALESCE(agg.rating_sum, 0),
      rating_count = COALESCE(agg.rating_count, 0),
      booking_count = COALESCE(agg.booking_count, 0)
    FROM services s2
    LEFT JOIN (
      SELECT per_booking.service_id,
             COUNT(*) AS booking_count,
             SUM(r.rating) AS rating_sum,
             COUNT(r.id) AS rating_count
      FROM (
        SELECT DISTINCT bi.service_id, bi.booking_id
        FROM booking_items bi
        JOIN bookings b ON b.id = bi.booking_id AND b.status = 'completed' AND b.centre_id IN (${ids})
      ) per_booking
      LEFT JOIN reviews r ON r.booking_id = per_booking.booking_id
      GROUP BY per_booking.service_id
    ) agg ON agg.service_id = s2.id
    WHERE s.id = s2.id AND s2.centre_id IN (${ids})`;
}
