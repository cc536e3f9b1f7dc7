-- CreateEnum
CREATE TYPE "FieldVisitState" AS ENUM ('on_the_way', 'arrived', 'not_accessible');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "site_details" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "centres" ADD COLUMN     "doorstep_needs_power" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "doorstep_needs_water" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "no_show_grace_minutes" INTEGER NOT NULL DEFAULT 15;

-- AlterTable
ALTER TABLE "saved_addresses" ADD COLUMN     "site_details" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "field_visits" (
    "booking_id" INTEGER NOT NULL,
    "leg" "CrewLeg" NOT NULL,
    "state" "FieldVisitState" NOT NULL,
    "user_id" INTEGER NOT NULL,
    "set_out_at" TIMESTAMP(3) NOT NULL,
    "eta_at" TIMESTAMP(3) NOT NULL,
    "arrived_at" TIMESTAMP(3),
    "not_accessible_at" TIMESTAMP(3),
    "not_accessible_media_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "field_visits_pkey" PRIMARY KEY ("booking_id","leg")
);

-- CreateTable
CREATE TABLE "field_visit_actions" (
    "client_action_id" TEXT NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "tapped_at" TIMESTAMP(3) NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answer" JSONB NOT NULL,

    CONSTRAINT "field_visit_actions_pkey" PRIMARY KEY ("client_action_id")
);

-- CreateIndex
CREATE INDEX "field_visit_actions_booking_id_received_at_idx" ON "field_visit_actions"("booking_id", "received_at");

-- AddForeignKey
ALTER TABLE "field_visits" ADD CONSTRAINT "field_visits_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A centre cannot promise less than 15 minutes' grace after the arrival window (issue: the no-show guarantee).
ALTER TABLE "centres" ADD CONSTRAINT "centres_no_show_grace_at_least_15" CHECK ("no_show_grace_minutes" >= 15);
