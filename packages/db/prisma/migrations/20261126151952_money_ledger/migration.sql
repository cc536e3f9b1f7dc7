-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('service_charge', 'driver_fee', 'coupon_discount', 'payment_captured', 'cash_collected', 'refund_requested', 'refund_processed', 'refund_failed');

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'partially_refunded';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "reconcile_after" TIMESTAMP(3),
ADD COLUMN     "reconcile_attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reconcile_error" TEXT;

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "failure_reason" TEXT;

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "payment_id" INTEGER,
    "refund_id" INTEGER,
    "razorpay_id" TEXT,
    "actor_id" INTEGER,
    "actor_role" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ledger_entries_booking_id_idx" ON "ledger_entries"("booking_id");

-- CreateIndex
CREATE INDEX "ledger_entries_kind_created_at_idx" ON "ledger_entries"("kind", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_kind_reference_key" ON "ledger_entries"("kind", "reference");

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Amounts are positive; the kind says which way the money moved.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_positive" CHECK ("amount_paise" > 0);

-- Append-only: a correction is a new entry, never an edit.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- The money already recorded in bookings, payments and refunds, as entries.
INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "actor_role", "created_at")
SELECT "id", 'service_charge', "subtotal_paise", 'booking:' || "id", 'migration', "created_at"
FROM "bookings" WHERE "subtotal_paise" > 0;

INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "actor_role", "created_at")
SELECT "id", 'driver_fee', "driver_fee_paise", 'booking:' || "id", 'migration', "created_at"
FROM "bookings" WHERE "driver_fee_paise" > 0;

INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "actor_role", "created_at")
SELECT "id", 'coupon_discount', "discount_paise", 'booking:' || "id", 'migration', "created_at"
FROM "bookings" WHERE "discount_paise" > 0;

INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "payment_id", "razorpay_id", "actor_role", "created_at")
SELECT "booking_id", CASE WHEN "method" = 'cash' THEN 'cash_collected' ELSE 'payment_captured' END::"LedgerKind",
  "amount_paise", 'payment:' || "id", "id", "razorpay_payment_id", 'migration', coalesce("captured_at", "updated_at")
FROM "payments" WHERE "state" IN ('captured', 'refunded') AND "amount_paise" > 0;

INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "payment_id", "refund_id", "actor_id", "actor_role", "created_at")
SELECT "booking_id", 'refund_requested', "amount_paise", 'refund:' || "id", "payment_id", "id", "requested_by_id", 'migration', "created_at"
FROM "refunds" WHERE "amount_paise" > 0;

INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_paise", "reference", "payment_id", "refund_id", "razorpay_id", "actor_role", "created_at")
SELECT "booking_id", CASE WHEN "status" = 'processed' THEN 'refund_processed' ELSE 'refund_failed' END::"LedgerKind",
  "amount_paise", 'refund:' || "id", "payment_id", "id", "razorpay_refund_id", 'migration', coalesce("processed_at", "updated_at")
FROM "refunds" WHERE "status" IN ('processed', 'failed') AND "amount_paise" > 0;
