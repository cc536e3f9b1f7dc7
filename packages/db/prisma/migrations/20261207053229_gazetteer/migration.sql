-- The gazetteer (api modules/places): India Post's PIN codes and post offices and the demo cities' localities and
-- landmarks, with coordinates, loaded by the places module from data shipped with the code (no online lookup).
-- CreateTable
CREATE TABLE "places" (
    "id" SERIAL NOT NULL,
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_hi" TEXT,
    "search_name" TEXT NOT NULL,
    "search_name_hi" TEXT,
    "pin" TEXT NOT NULL,
    "city" TEXT,
    "district" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "precision" TEXT NOT NULL,

    CONSTRAINT "places_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "places_kind_check" CHECK ("kind" IN ('pin', 'post_office', 'locality', 'landmark')),
    CONSTRAINT "places_precision_check" CHECK ("precision" IN ('pin', 'pin_area', 'exact')),
    CONSTRAINT "places_pin_check" CHECK ("pin" ~ '^[1-9][0-9]{5}$'),
    CONSTRAINT "places_coordinates_check" CHECK ("latitude" BETWEEN 6 AND 38 AND "longitude" BETWEEN 68 AND 98)
);

-- CreateTable
CREATE TABLE "place_sources" (
    "source" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "loaded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "place_sources_pkey" PRIMARY KEY ("source")
);

-- CreateIndex
CREATE INDEX "places_search_name_idx" ON "places"("search_name");

-- CreateIndex
CREATE INDEX "places_search_name_hi_idx" ON "places"("search_name_hi");

-- CreateIndex
CREATE INDEX "places_pin_idx" ON "places"("pin");
