-- CreateIndex
CREATE INDEX "disputes_booking_id_idx" ON "disputes"("booking_id");
