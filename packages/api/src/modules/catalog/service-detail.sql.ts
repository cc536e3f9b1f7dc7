import { Prisma } from "@chamak/db";
import type { CentreSummaryRow, ServiceCardRow } from "./catalog.mapper";
import { serviceCardJson } from "./centre-detail.sql";

export interface ServiceDetailRow {
  service: ServiceCardRow;
  centre: CentreSummaryRow;
}

/** A centre `c` as a CentreSummaryRow. */
export const centreSummaryJson = Prisma.sql`json_build_object('id', c.id, 'name', c.name,
  'locality', c.locality, 'address', c.address, 'city', c.city, 'state', c.state,
  'profileImageUrl', coalesce(c.cover_image_url, c.profile_image_url), 'ratingSum', c.rating_sum, 'ratingCount', c.rating_count,
  'bookingCount', c.booking_count, 'offersPickDrop', c.offers_pick_drop, 'offersDoorstep', c.offers_doorstep,
  'pickDropFeePaise', c.pick_drop_fee_paise)`;

/**
 * A listed service (not deleted, its centre approved) with its card and its centre's summary, in one statement
 * (the relation read took five queries: service, category, prices, vehicle types, centre).
 */
export function serviceDetailStatement(id: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${serviceCardJson()} AS service,
      ${centreSummaryJson} AS centre
    FROM services s
    JOIN service_categories sc ON sc.id = s.category_id
    JOIN centres c ON c.id = s.centre_id
    WHERE s.id = ${id}::int AND s.deleted_at IS NULL AND c.status = 'approved'`;
}
