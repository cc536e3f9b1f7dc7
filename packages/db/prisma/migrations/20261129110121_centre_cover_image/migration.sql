-- AlterTable
ALTER TABLE "centres" ADD COLUMN     "cover_image_url" TEXT;
