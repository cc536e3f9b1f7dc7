-- Near-me search without visiting each centre's row or its services (packages/api/src/modules/catalog/search.sql.ts).
-- At 25x, 1,650-1,800 approved centres lie within 8 km of a point in central Delhi: their rows were read for status,
-- rating and bookings, and services were probed once per centre for "has a service to book".

-- How many live (not deleted) services each centre lists, kept by a trigger on services in the same transaction
-- as the change; the app never writes it.
ALTER TABLE "centres" ADD COLUMN "live_services" INTEGER NOT NULL DEFAULT 0;

UPDATE "centres" c SET "live_services" = (
  SELECT count(*) FROM "services" s WHERE s."centre_id" = c."id" AND s."deleted_at" IS NULL);

CREATE FUNCTION "services_count_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL THEN
    UPDATE "centres" SET "live_services" = "live_services" - 1 WHERE "id" = OLD."centre_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL THEN
    UPDATE "centres" SET "live_services" = "live_services" + 1 WHERE "id" = NEW."centre_id";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "services_count_live" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "centre_id" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_count_live"();

ALTER TABLE "centres" ADD CONSTRAINT "centres_live_services_not_negative" CHECK ("live_services" >= 0);

-- A near-me page is picked from this index alone: it holds every column the pick reads (the box, distances, the
-- count, the sort), and only the page's rows are read for their cards. Partial (approved centres only), written
-- here: Prisma's schema states neither INCLUDE nor a WHERE. It replaces the plain (latitude, longitude) index.
CREATE INDEX "centres_approved_location_idx" ON "centres" ("latitude", "longitude")
  INCLUDE ("id", "rating_sum", "rating_count", "booking_count", "live_services")
  WHERE "status" = 'approved';

DROP INDEX "centres_latitude_longitude_idx";
