-- The SUV's name was seeded as "Suv"; the seed now says "SUV" (packages/contracts VEHICLE_TYPES), and a database
-- seeded before is put right here.
UPDATE "vehicle_types" SET "name" = 'SUV' WHERE "slug" = 'suv' AND "name" = 'Suv';
