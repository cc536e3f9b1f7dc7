-- CreateTable
CREATE TABLE "centre_schedule_versions" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "effective_from" TEXT NOT NULL,
    "bays" INTEGER NOT NULL,
    "slot_minutes" INTEGER NOT NULL,
    "hours" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "centre_schedule_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "centre_schedule_versions_centre_id_effective_from_key" ON "centre_schedule_versions"("centre_id", "effective_from");

-- AddForeignKey
ALTER TABLE "centre_schedule_versions" ADD CONSTRAINT "centre_schedule_versions_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What each centre's schedule is now stands for all the days before its first change (nothing older is known).
INSERT INTO "centre_schedule_versions" ("centre_id", "effective_from", "bays", "slot_minutes", "hours")
SELECT c."id", '1970-01-01', c."bays", c."slot_minutes",
  coalesce((SELECT json_agg(json_build_object('weekday', h."weekday", 'opensAt', h."opens_at",
              'closesAt', h."closes_at", 'closed', h."closed") ORDER BY h."weekday")
            FROM "opening_hours" h WHERE h."centre_id" = c."id"), '[]'::json)::jsonb
FROM "centres" c;
