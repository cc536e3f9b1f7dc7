-- AlterTable
ALTER TABLE "centres" ADD COLUMN     "gst_declaration_at" TIMESTAMP(3),
ADD COLUMN     "gst_registered_at" TIMESTAMP(3),
ALTER COLUMN "gstin" DROP NOT NULL;

-- A centre without a GSTIN was an empty string (of which the unique index allowed only one); now it is NULL.
UPDATE "centres" SET "gstin" = NULL WHERE btrim("gstin") = '';
