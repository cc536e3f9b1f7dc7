-- No two live services of a centre share a name (ignoring case and surrounding spaces): customers could not
-- tell them apart. An exclusion constraint, as Prisma's schema cannot express a partial expression index
-- (see packages/db/src/migrate/unmodelled-constraints.ts); with `=` on a btree it works as a unique index.

-- Names already repeated keep their first service as is; the others get their id appended to stay live.
UPDATE "services" AS s
SET "sub_category_name" = left(s."sub_category_name", 70) || ' (#' || s."id" || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "centre_id", lower(btrim("sub_category_name")) ORDER BY "id"
  ) AS position
  FROM "services"
  WHERE "deleted_at" IS NULL
) AS repeated
WHERE s."id" = repeated."id" AND repeated.position > 1;

ALTER TABLE "services" ADD CONSTRAINT "services_live_name_unique"
  EXCLUDE USING btree ("centre_id" WITH =, lower(btrim("sub_category_name")) WITH =)
  WHERE ("deleted_at" IS NULL);
