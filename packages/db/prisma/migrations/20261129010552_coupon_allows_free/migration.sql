-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "allows_free" BOOLEAN NOT NULL DEFAULT false;
