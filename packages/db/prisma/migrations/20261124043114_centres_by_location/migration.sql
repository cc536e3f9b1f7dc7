-- CreateIndex
CREATE INDEX "centres_latitude_longitude_idx" ON "centres"("latitude", "longitude");
