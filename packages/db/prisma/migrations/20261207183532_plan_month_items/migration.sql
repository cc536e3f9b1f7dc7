-- AlterTable
ALTER TABLE "booking_items" ALTER COLUMN "service_id" DROP NOT NULL;
