-- "Use my location" (api modules/places/place-near.ts): the nearest PIN centre or locality to a position, found
-- through a bounding box on this index instead of reading all 174,000 places (32 ms a lookup on PostgreSQL 15
-- without it, 0.5 ms with it). Partial: post offices sit at their PIN's centre and are never the answer, so the
-- index holds the PINs and localities only (about 19,000 rows). Written here: Prisma's schema cannot state a WHERE.
CREATE INDEX "places_near_idx" ON "places" ("latitude", "longitude") WHERE "kind" IN ('pin', 'locality');
