-- CreateEnum
CREATE TYPE "MediaPurpose" AS ENUM ('centre_photo', 'review_photo', 'job_card_photo');

-- AlterTable
ALTER TABLE "centre_photos" ADD COLUMN     "is_cover" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "media_id" INTEGER;

-- CreateTable
CREATE TABLE "media" (
    "id" SERIAL NOT NULL,
    "purpose" "MediaPurpose" NOT NULL,
    "owner_kind" TEXT,
    "owner_id" INTEGER,
    "key_large" TEXT NOT NULL,
    "key_thumb" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "media_owner_kind_owner_id_idx" ON "media"("owner_kind", "owner_id");

-- CreateIndex
CREATE INDEX "media_uploaded_by_id_created_at_idx" ON "media"("uploaded_by_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "centre_photos_media_id_key" ON "centre_photos"("media_id");

-- AddForeignKey
ALTER TABLE "centre_photos" ADD CONSTRAINT "centre_photos_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: an image is attached to one thing or to nothing yet, to a kind we know.
ALTER TABLE "media" ADD CONSTRAINT "media_owner_check" CHECK (
  (owner_kind IS NULL AND owner_id IS NULL)
  OR (owner_kind IN ('centre', 'review', 'booking') AND owner_id IS NOT NULL)
);
ALTER TABLE "media" ADD CONSTRAINT "media_size_check" CHECK (width > 0 AND height > 0 AND bytes > 0);

-- At most one cover photo per centre.
CREATE UNIQUE INDEX "centre_photos_one_cover" ON "centre_photos"("centre_id") WHERE "is_cover";
