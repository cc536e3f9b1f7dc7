-- AlterEnum
ALTER TYPE "OtpPurpose" ADD VALUE 'payout_bank';

-- AlterTable
ALTER TABLE "payout_accounts" ADD COLUMN     "hold_until" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "payout_bank_changes" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "changed_by_id" INTEGER NOT NULL,
    "bank_name" TEXT NOT NULL,
    "ifsc" TEXT NOT NULL,
    "account_last4" TEXT NOT NULL,
    "beneficiary_name" TEXT NOT NULL,
    "previous_ifsc" TEXT,
    "previous_last4" TEXT,
    "hold_until" TIMESTAMP(3),
    "report_token_hash" TEXT NOT NULL,
    "reported_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payout_bank_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payout_bank_changes_report_token_hash_key" ON "payout_bank_changes"("report_token_hash");

-- CreateIndex
CREATE INDEX "payout_bank_changes_centre_id_created_at_idx" ON "payout_bank_changes"("centre_id", "created_at");

-- AddForeignKey
ALTER TABLE "payout_bank_changes" ADD CONSTRAINT "payout_bank_changes_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
