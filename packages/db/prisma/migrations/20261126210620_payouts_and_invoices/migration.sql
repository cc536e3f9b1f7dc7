-- CreateEnum
CREATE TYPE "RateKind" AS ENUM ('commission', 'tcs');

-- CreateEnum
CREATE TYPE "TransferState" AS ENUM ('waiting', 'on_hold', 'released', 'failed');

-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('tax_invoice', 'bill_of_supply', 'commission');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerKind" ADD VALUE 'commission';
ALTER TYPE "LedgerKind" ADD VALUE 'commission_reversed';
ALTER TYPE "LedgerKind" ADD VALUE 'tcs_withheld';
ALTER TYPE "LedgerKind" ADD VALUE 'tcs_reversed';
ALTER TYPE "LedgerKind" ADD VALUE 'transfer_created';
ALTER TYPE "LedgerKind" ADD VALUE 'transfer_reversed';

-- AlterTable
ALTER TABLE "ledger_entries" ADD COLUMN     "transfer_id" INTEGER;

-- CreateTable
CREATE TABLE "rate_schedule" (
    "id" SERIAL NOT NULL,
    "kind" "RateKind" NOT NULL,
    "centre_id" INTEGER,
    "basis_points" INTEGER NOT NULL,
    "effective_from" TIMESTAMP(3) NOT NULL,
    "note" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payout_accounts" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "razorpay_account_id" TEXT NOT NULL,
    "razorpay_product_id" TEXT,
    "activation_status" TEXT NOT NULL,
    "requirements" JSONB NOT NULL DEFAULT '[]',
    "beneficiary_name" TEXT,
    "account_last4" TEXT,
    "ifsc" TEXT,
    "payouts_paused" BOOLEAN NOT NULL DEFAULT false,
    "paused_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payout_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfers" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "state" "TransferState" NOT NULL DEFAULT 'waiting',
    "razorpay_transfer_id" TEXT,
    "reason" TEXT,
    "released_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_series" (
    "key" TEXT NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_series_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "kind" "InvoiceKind" NOT NULL,
    "number" TEXT NOT NULL,
    "series_key" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "booking_id" INTEGER,
    "period" TEXT,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "place_of_supply" TEXT NOT NULL,
    "supplier" JSONB NOT NULL,
    "recipient" JSONB NOT NULL,
    "lines" JSONB NOT NULL,
    "taxable_paise" INTEGER NOT NULL,
    "cgst_paise" INTEGER NOT NULL DEFAULT 0,
    "sgst_paise" INTEGER NOT NULL DEFAULT 0,
    "igst_paise" INTEGER NOT NULL DEFAULT 0,
    "total_paise" INTEGER NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "rate_schedule_kind_centre_id_effective_from_idx" ON "rate_schedule"("kind", "centre_id", "effective_from");

-- CreateIndex
CREATE UNIQUE INDEX "payout_accounts_centre_id_key" ON "payout_accounts"("centre_id");

-- CreateIndex
CREATE UNIQUE INDEX "payout_accounts_razorpay_account_id_key" ON "payout_accounts"("razorpay_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_payment_id_key" ON "transfers"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_razorpay_transfer_id_key" ON "transfers"("razorpay_transfer_id");

-- CreateIndex
CREATE INDEX "transfers_centre_id_state_idx" ON "transfers"("centre_id", "state");

-- CreateIndex
CREATE INDEX "transfers_booking_id_idx" ON "transfers"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices"("number");

-- CreateIndex
CREATE INDEX "invoices_centre_id_issued_at_idx" ON "invoices"("centre_id", "issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_series_key_sequence_key" ON "invoices"("series_key", "sequence");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_kind_booking_id_key" ON "invoices"("kind", "booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_kind_centre_id_period_key" ON "invoices"("kind", "centre_id", "period");

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_fkey" FOREIGN KEY ("transfer_id") REFERENCES "transfers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_schedule" ADD CONSTRAINT "rate_schedule_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The platform's rates in force from the start (admins add later rows; nothing edits these).
INSERT INTO "rate_schedule" ("kind", "centre_id", "basis_points", "effective_from", "note") VALUES
  ('commission', NULL, 1000, '2026-01-01T00:00:00+05:30', 'Platform default commission: 10% of the service value'),
  ('tcs', NULL, 50, '2024-07-10T00:00:00+05:30', 'TCS under GST section 52: 0.5% of the net taxable value, from 10 July 2024');
