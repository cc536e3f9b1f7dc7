-- "Near me" searches (packages/api/src/modules/catalog/search.sql.ts) pick a page of approved centres in a
-- bounding box from this index alone: it holds every column the pick reads, so no centre's row is visited for
-- its status, rating or bookings (1,800 of them within 8 km in central Delhi at 25x); only the page's rows are.
-- Partial (approved centres only), written here: Prisma's schema states neither INCLUDE nor a WHERE.
CREATE INDEX "centres_approved_location_idx" ON "centres" ("latitude", "longitude")
  INCLUDE ("id", "rating_sum", "rating_count", "booking_count")
  WHERE "status" = 'approved';

-- The plain (latitude, longitude) index it replaces.
DROP INDEX "centres_latitude_longitude_idx";
