-- CreateIndex
CREATE INDEX "refunds_status_updated_at_idx" ON "refunds"("status", "updated_at");
