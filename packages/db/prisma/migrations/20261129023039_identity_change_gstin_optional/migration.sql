-- AlterTable
ALTER TABLE "centre_identity_changes" ALTER COLUMN "gstin" DROP NOT NULL;
