-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "hidden_at" TIMESTAMP(3),
ADD COLUMN     "hidden_by_id" INTEGER,
ADD COLUMN     "hidden_reason" TEXT,
ADD COLUMN     "replied_at" TIMESTAMP(3),
ADD COLUMN     "replied_by_id" INTEGER,
ADD COLUMN     "reply" TEXT;
