-- Field crew: washers and drivers as capacity (api modules/crew). A doorstep booking holds a washer, a pick & drop
-- a driver for each drive; a hold runs from leaving the previous stop to the end of the work.

-- CreateEnum
CREATE TYPE "CrewKind" AS ENUM ('washer', 'driver');

-- CreateEnum
CREATE TYPE "CrewLeg" AS ENUM ('doorstep', 'pickup', 'return');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "crew_members" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kinds" "CrewKind"[],
    "shift_start" INTEGER NOT NULL,
    "shift_end" INTEGER NOT NULL,
    "days_off" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "vehicle_type_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "base_latitude" DOUBLE PRECISION,
    "base_longitude" DOUBLE PRECISION,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "crew_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crew_holds" (
    "booking_id" INTEGER NOT NULL,
    "leg" "CrewLeg" NOT NULL,
    "crew_member_id" INTEGER NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "travel_start" TIMESTAMP(3) NOT NULL,
    "work_start" TIMESTAMP(3) NOT NULL,
    "work_end" TIMESTAMP(3) NOT NULL,
    "from_latitude" DOUBLE PRECISION NOT NULL,
    "from_longitude" DOUBLE PRECISION NOT NULL,
    "to_latitude" DOUBLE PRECISION NOT NULL,
    "to_longitude" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "crew_holds_pkey" PRIMARY KEY ("booking_id","leg")
);

-- CreateIndex
CREATE UNIQUE INDEX "crew_members_centre_id_user_id_key" ON "crew_members"("centre_id", "user_id");

-- CreateIndex
CREATE INDEX "crew_holds_centre_id_work_start_idx" ON "crew_holds"("centre_id", "work_start");

-- AddForeignKey
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_centre_id_user_id_fkey" FOREIGN KEY ("centre_id", "user_id") REFERENCES "centre_members"("centre_id", "user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_holds" ADD CONSTRAINT "crew_holds_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_holds" ADD CONSTRAINT "crew_holds_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crew_holds" ADD CONSTRAINT "crew_holds_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Written by hand: Prisma's schema cannot express these. One person is never in two places: no two holds of a
-- crew member overlap, travel included (the same GiST expression as bay_reservations).
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_shift_check"
  CHECK ("shift_start" >= 0 AND "shift_end" <= 1440 AND "shift_end" > "shift_start");
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_kinds_check" CHECK (cardinality("kinds") > 0);
ALTER TABLE "crew_holds" ADD CONSTRAINT "crew_holds_times_check"
  CHECK ("travel_start" <= "work_start" AND "work_start" < "work_end");
ALTER TABLE "crew_holds" ADD CONSTRAINT "crew_holds_no_overlap"
  EXCLUDE USING gist ("crew_member_id" WITH =, tsrange("travel_start", "work_end") WITH &&);
