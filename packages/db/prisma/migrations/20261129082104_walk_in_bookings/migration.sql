-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "walk_in" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "razorpay_qr_code_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "payments_razorpay_qr_code_id_key" ON "payments"("razorpay_qr_code_id");
