import { MEDIA_PATH_PREFIX } from "@chamak/contracts";
import { Prisma } from "@chamak/db";
import type { ServiceCardRow } from "./catalog.mapper";

/** One row per approved centre; hours, photos and services (with category and prices) as JSON built by the database. */
export interface CentreDetailRow {
  id: number;
  name: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  zip: string;
  gstin: string;
  mobile: string;
  description: string | null;
  profile_image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  rating_sum: number;
  rating_count: number;
  booking_count: number;
  slot_minutes: number;
  bays: number;
  offers_pick_drop: boolean;
  offers_doorstep: boolean;
  pick_drop_fee_paise: number | null;
  doorstep_needs_water: boolean;
  doorstep_needs_power: boolean;
  opening_hours: { weekday: number; opensAt: number; closesAt: number; closed: boolean }[];
  photos: { id: number; url: string; thumbUrl: string; caption: string | null; isCover: boolean }[];
  /** Active services in category order, then id; each shaped as the service card mapper expects. */
  services: ServiceCardRow[];
}

/**
 * A service `s` of category `sc` as a ServiceCardRow, prices and their vehicle types included (only the given
 * vehicle type's price when there is one).
 */
export function serviceCardJson(vehicleTypeId: number | null = null): Prisma.Sql {
  const onlyVehicle =
    vehicleTypeId === null ? Prisma.empty : Prisma.sql`AND p.vehicle_type_id = ${vehicleTypeId}::int`;
  return Prisma.sql`json_build_object(
    'id', s.id, 'categoryId', s.category_id, 'subCategoryName', s.sub_category_name,
    'description', s.description, 'durationMinutes', s.duration_minutes, 'driverFeePaise', s.driver_fee_paise,
    'ratingSum', s.rating_sum, 'ratingCount', s.rating_count, 'bookingCount', s.booking_count,
    'category', json_build_object('name', sc.name, 'slug', sc.slug),
    'prices', (SELECT coalesce(json_agg(json_build_object('vehicleTypeId', p.vehicle_type_id,
        'pricePaise', p.price_paise,
        'vehicleType', json_build_object('slug', vt.slug, 'name', vt.name, 'position', vt.position))), '[]'::json)
      FROM service_prices p JOIN vehicle_types vt ON vt.id = p.vehicle_type_id
      WHERE p.service_id = s.id ${onlyVehicle}))`;
}

/**
 * Everything the centre details page shows in one statement: the nested Prisma read it replaces took seven
 * sequential round trips (centre, hours, photos, services, categories, prices, vehicle types), which under
 * load cost more than the queries themselves.
 */
export function centreDetailStatement(id: number): Prisma.Sql {
  return Prisma.sql`
    SELECT c.id, c.name, c.address, c.locality, c.city, c.state, c.zip, c.gstin, c.mobile, c.description,
      c.profile_image_url, c.latitude, c.longitude, c.rating_sum, c.rating_count, c.booking_count,
      c.slot_minutes, c.bays, c.offers_pick_drop, c.offers_doorstep, c.pick_drop_fee_paise,
      c.doorstep_needs_water, c.doorstep_needs_power,
      (SELECT coalesce(json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at,
          'closesAt', h.closes_at, 'closed', h.closed) ORDER BY h.weekday), '[]'::json)
        FROM opening_hours h WHERE h.centre_id = c.id) AS opening_hours,
      (SELECT coalesce(json_agg(json_build_object('id', ph.id, 'url', ph.url,
          'thumbUrl', coalesce(${MEDIA_PATH_PREFIX}::text || m.key_thumb, ph.url), 'caption', ph.caption,
          'isCover', ph.is_cover) ORDER BY ph.is_cover DESC, ph.position, ph.id), '[]'::json)
        FROM centre_photos ph LEFT JOIN media m ON m.id = ph.media_id WHERE ph.centre_id = c.id) AS photos,
      (SELECT coalesce(json_agg(${serviceCardJson()} ORDER BY sc.position, s.id), '[]'::json)
        FROM services s JOIN service_categories sc ON sc.id = s.category_id
        WHERE s.centre_id = c.id AND s.deleted_at IS NULL) AS services
    FROM centres c
    WHERE c.id = ${id}::int AND c.status = 'approved'`;
}
