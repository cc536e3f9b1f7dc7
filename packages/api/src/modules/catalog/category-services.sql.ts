import { Prisma } from "@chamak/db";
import type { CentreSummaryRow, ServiceCardRow } from "./catalog.mapper";
import { serviceCardJson } from "./centre-detail.sql";
import { centreSummaryJson } from "./service-detail.sql";

export interface CategoryServicesRow {
  /** Null when no category has this slug. */
  category: { id: number; slug: string; name: string; description: string | null } | null;
  total: number;
  items: { service: ServiceCardRow; centre: CentreSummaryRow }[];
}

/**
 * A category and one page of its listed services (not deleted, centre approved), most booked first, each with
 * its centre's summary; with a vehicle type, only services priced for it and only that price. One statement
 * (the relation read took seven queries).
 */
export function categoryServicesStatement(
  slug: string,
  vehicleTypeId: number | null,
  page: { limit: number; offset: number },
): Prisma.Sql {
  const priced =
    vehicleTypeId === null
      ? Prisma.empty
      : Prisma.sql`AND EXISTS (SELECT 1 FROM service_prices p
          WHERE p.service_id = s.id AND p.vehicle_type_id = ${vehicleTypeId}::int)`;
  return Prisma.sql`
    WITH category AS (
      SELECT id, slug, name, description FROM service_categories WHERE slug = ${slug}::text),
    listed AS (
      SELECT s.id, s.booking_count FROM services s JOIN centres c ON c.id = s.centre_id
      WHERE s.category_id = (SELECT id FROM category) AND s.deleted_at IS NULL AND c.status = 'approved' ${priced}),
    page AS (
      SELECT id, booking_count FROM listed ORDER BY booking_count DESC, id
      LIMIT ${page.limit}::int OFFSET ${page.offset}::int)
    SELECT (SELECT row_to_json(category) FROM category) AS category,
      (SELECT count(*)::int FROM listed) AS total,
      (SELECT coalesce(json_agg(json_build_object('service', ${serviceCardJson(vehicleTypeId)},
          'centre', ${centreSummaryJson}) ORDER BY page.booking_count DESC, page.id), '[]'::json)
        FROM page JOIN services s ON s.id = page.id
        JOIN service_categories sc ON sc.id = s.category_id JOIN centres c ON c.id = s.centre_id) AS items`;
}
