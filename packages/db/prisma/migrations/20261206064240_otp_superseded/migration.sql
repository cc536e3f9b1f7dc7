-- AlterTable
ALTER TABLE "otp_challenges" ADD COLUMN     "superseded_at" TIMESTAMP(3);
