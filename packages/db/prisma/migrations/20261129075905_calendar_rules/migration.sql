-- CreateTable
CREATE TABLE "centre_day_rules" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL,
    "opens_at" INTEGER,
    "closes_at" INTEGER,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "centre_day_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "centre_breaks" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "weekday" INTEGER,
    "starts_at" INTEGER NOT NULL,
    "ends_at" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "centre_breaks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bay_blocks" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "bay" INTEGER NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bay_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "centre_day_rules_centre_id_date_key" ON "centre_day_rules"("centre_id", "date");

-- CreateIndex
CREATE INDEX "centre_breaks_centre_id_idx" ON "centre_breaks"("centre_id");

-- CreateIndex
CREATE INDEX "bay_blocks_centre_id_ends_at_idx" ON "bay_blocks"("centre_id", "ends_at");

-- AddForeignKey
ALTER TABLE "centre_day_rules" ADD CONSTRAINT "centre_day_rules_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "centre_breaks" ADD CONSTRAINT "centre_breaks_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bay_blocks" ADD CONSTRAINT "bay_blocks_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the schema language cannot say.
ALTER TABLE "centre_day_rules" ADD CONSTRAINT "centre_day_rules_hours_check"
  CHECK (closed OR (opens_at IS NOT NULL AND closes_at IS NOT NULL AND opens_at >= 0 AND opens_at < closes_at AND closes_at <= 1440));
ALTER TABLE "centre_breaks" ADD CONSTRAINT "centre_breaks_range_check"
  CHECK (starts_at >= 0 AND starts_at < ends_at AND ends_at <= 1440 AND (weekday IS NULL OR weekday BETWEEN 0 AND 6));
ALTER TABLE "bay_blocks" ADD CONSTRAINT "bay_blocks_range_check" CHECK (bay >= 1 AND starts_at < ends_at);
-- One block at a time per bay (as bay_reservations: the same GiST expression).
ALTER TABLE "bay_blocks" ADD CONSTRAINT "bay_blocks_no_overlap"
  EXCLUDE USING gist (centre_id WITH =, bay WITH =, tsrange(starts_at, ends_at) WITH &&);
