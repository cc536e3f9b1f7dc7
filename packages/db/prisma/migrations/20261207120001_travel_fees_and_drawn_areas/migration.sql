-- Travel fees and drawn service areas. A centre may charge for coming further (bands of distance from it, each
-- with its fee: contracts travel-fee.ts) and may draw the area it serves by its corners instead of a radius
-- (api booking/reach.ts). The fee is a ledger entry of its own and, as the driver fee does, passes to the centre.
ALTER TYPE "LedgerKind" ADD VALUE 'travel_fee';

ALTER TABLE "bookings" ADD COLUMN "travel_fee_paise" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "bookings_travel_fee_paise_check" CHECK ("travel_fee_paise" >= 0);

-- x is the longitude and y the latitude of each corner; PostgreSQL's own polygon type answers "is this address
-- inside" (@>) on PGlite and on PostgreSQL alike, with no extension.
ALTER TABLE "centres" ADD COLUMN "service_area" polygon,
ADD COLUMN "travel_fee_bands" JSONB NOT NULL DEFAULT '[]',
ADD CONSTRAINT "centres_travel_fee_bands_check" CHECK (jsonb_typeof("travel_fee_bands") = 'array');
