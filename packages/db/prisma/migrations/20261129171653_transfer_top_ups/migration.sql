-- DropIndex
DROP INDEX "transfers_payment_id_key";

-- CreateIndex
CREATE INDEX "transfers_payment_id_idx" ON "transfers"("payment_id");
