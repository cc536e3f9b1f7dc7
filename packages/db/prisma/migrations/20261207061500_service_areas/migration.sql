-- Service areas: a centre goes for doorstep and pick & drop within a radius of itself (8 km unless it says
-- otherwise) and to the PIN codes it lists; a booking for an address outside is refused (api booking/reach.ts).
ALTER TABLE "centres" ADD COLUMN "doorstep_radius_km" INTEGER NOT NULL DEFAULT 8,
ADD COLUMN "pick_drop_radius_km" INTEGER NOT NULL DEFAULT 8,
ADD COLUMN "service_pins" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD CONSTRAINT "centres_doorstep_radius_km_check" CHECK ("doorstep_radius_km" BETWEEN 1 AND 50),
ADD CONSTRAINT "centres_pick_drop_radius_km_check" CHECK ("pick_drop_radius_km" BETWEEN 1 AND 50),
ADD CONSTRAINT "centres_service_pins_check" CHECK (array_to_string("service_pins", ',') ~ '^([1-9][0-9]{5}(,|$))*$');
