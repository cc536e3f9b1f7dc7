-- Search (packages/api/src/modules/catalog/search-text.sql.ts) matches stored documents through GIN indexes and
-- corrects misspelt words against the catalogue's own words, so a free-text search reads the rows it finds,
-- never every service. Everything here is derived from centres, services and service_categories and kept true by
-- triggers in the same transaction as the change; the app never writes these columns or search_words.

-- A service's words (name and description), for the services a result card counts.
ALTER TABLE "services" ADD COLUMN "search_doc" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "sub_category_name" || ' ' || "description")) STORED;
-- Live services only, the only ones search reads (partial: Prisma's schema cannot state it, so it is written here).
CREATE INDEX "services_search_doc_idx" ON "services" USING gin ("search_doc") WHERE "deleted_at" IS NULL;
DROP INDEX "services_search_tsv_idx";

-- The words of a centre's live services (names, descriptions, category names), each once at weight D, a
-- `category=<slug>` word per category it serves and a `vehicle=<slug>` word per vehicle type it prices a live
-- service for: kept by the triggers below.
ALTER TABLE "centres" ADD COLUMN "search_services" tsvector;
-- Only its generated column below reads it: out of line, so search_doc fits in the row (a document in the TOAST
-- table cost a lookup there for every centre a search looked at: 4 ms against 1 ms to count 1,700 at 1x).
ALTER TABLE "centres" ALTER COLUMN "search_services" SET STORAGE EXTERNAL;

-- A centre's own text: its name (weight A), locality (B), city, PIN and address (C).
ALTER TABLE "centres" ADD COLUMN "search_own" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, "name"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "locality"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "city" || ' ' || "zip" || ' ' || "address"), 'C')) STORED;

-- A centre's whole document: its own text and its services' words (D). "Every word matches" is one GIN lookup.
ALTER TABLE "centres" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, "name"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "locality"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "city" || ' ' || "zip" || ' ' || "address"), 'C')
  || coalesce("search_services", ''::tsvector)) STORED;
ALTER TABLE "centres" ALTER COLUMN "search_doc" SET STORAGE MAIN;

-- Words run together are read from the dictionary now (search_words), not by similarity to the joined name.
DROP INDEX "centres_search_joined_trgm_idx";

CREATE FUNCTION "centres_refresh_search_services"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "centres" c SET "search_services" = d.doc
  FROM (
    SELECT i.id, (
      -- Each word once, at weight D: a position each, so a search for a centre's own words (weights A-C) is
      -- not answered by its services' (a lexeme without positions matches any weight).
      SELECT setweight(to_tsvector('simple'::regconfig, string_agg(w.word, ' ')), 'D')
        || array_to_tsvector(array_agg(DISTINCT w.tag) FILTER (WHERE w.tag IS NOT NULL))
      FROM (
        SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
            s."sub_category_name" || ' ' || s."description" || ' ' || sc."name"))) AS word, NULL AS tag
        FROM "services" s JOIN "service_categories" sc ON sc."id" = s."category_id"
        WHERE s."centre_id" = i.id AND s."deleted_at" IS NULL
        UNION ALL
        SELECT NULL, 'category=' || sc."slug"
        FROM "services" s JOIN "service_categories" sc ON sc."id" = s."category_id"
        WHERE s."centre_id" = i.id AND s."deleted_at" IS NULL
        UNION ALL
        SELECT NULL, 'vehicle=' || vt."slug"
        FROM "services" s JOIN "service_prices" p ON p."service_id" = s."id"
        JOIN "vehicle_types" vt ON vt."id" = p."vehicle_type_id"
        WHERE s."centre_id" = i.id AND s."deleted_at" IS NULL) w) AS doc
    FROM (SELECT DISTINCT unnest(ids) AS id) i) d
  WHERE c."id" = d.id AND c."search_services" IS DISTINCT FROM d.doc
$$;

-- The catalogue's words, for correcting misspelt ones: every word of approved or not centres' names,
-- localities, cities, PINs and addresses and of services' names, descriptions and categories (as to_tsvector
-- reads them), and, with `spaced`, two adjacent words of a name or locality run together ("karolbagh" ->
-- "karol bagh"). Only added to: a word no longer used matches nothing, so it is never shown as a correction.
CREATE TABLE "search_words" (
  "word" TEXT COLLATE "C" NOT NULL,
  "spaced" TEXT,
  CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);
-- "C": a word and every word beginning with it are one range of the primary key ("wa" .. "wa~").
-- The nearest words to a misspelt one, by trigram distance (KNN over GiST: no similarity threshold to tune).
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);

CREATE FUNCTION "search_words_add"(texts text[], pairs text[]) RETURNS void LANGUAGE sql AS $$
  -- Sorted, so two transactions adding words take their row locks in the same order.
  INSERT INTO "search_words" ("word", "spaced")
  SELECT w, NULL FROM (
    SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, t))) AS w FROM unnest(texts) t) x
  WHERE length(w) BETWEEN 2 AND 40
  ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "spaced" = NULL WHERE "search_words"."spaced" IS NOT NULL;
  INSERT INTO "search_words" ("word", "spaced")
  SELECT DISTINCT ON (joined) joined, spaced FROM (
    SELECT a[i] || a[i + 1] AS joined, a[i] || ' ' || a[i + 1] AS spaced
    FROM (SELECT regexp_split_to_array(trim(regexp_replace(lower(p), '[^a-z0-9]+', ' ', 'g')), ' ') AS a
          FROM unnest(pairs) p) x
    CROSS JOIN generate_series(1, cardinality(a) - 1) i
    WHERE a[i] <> '' AND a[i + 1] <> '') y
  WHERE length(joined) <= 40
  ORDER BY joined
  ON CONFLICT ("word") DO NOTHING;
$$;

-- services: a new, edited, moved or deleted service refreshes its centre's document; new words join the dictionary.
-- Inserts as statement triggers with a transition table (a bulk insert refreshes each centre once); edits as row
-- triggers on the columns the document reads only, so a booking's count on a service costs nothing here.
CREATE FUNCTION "services_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "centres_refresh_search_services"(ARRAY(SELECT DISTINCT "centre_id" FROM new_rows));
  PERFORM "search_words_add"(
    ARRAY(SELECT DISTINCT "sub_category_name" || ' ' || "description" FROM new_rows), '{}'::text[]);
  RETURN NULL;
END $$;

CREATE TRIGGER "services_search_inserted" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "services_search_inserted"();

CREATE FUNCTION "services_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "centres_refresh_search_services"(ARRAY[OLD."centre_id"]);
    RETURN NULL;
  END IF;
  PERFORM "centres_refresh_search_services"(ARRAY[OLD."centre_id", NEW."centre_id"]);
  IF (OLD."sub_category_name", OLD."description") IS DISTINCT FROM (NEW."sub_category_name", NEW."description") THEN
    PERFORM "search_words_add"(ARRAY[NEW."sub_category_name" || ' ' || NEW."description"], '{}'::text[]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "services_search_updated"
  AFTER UPDATE OF "sub_category_name", "description", "category_id", "deleted_at", "centre_id" ON "services"
  FOR EACH ROW
  WHEN ((OLD."sub_category_name", OLD."description", OLD."category_id", OLD."deleted_at", OLD."centre_id")
    IS DISTINCT FROM (NEW."sub_category_name", NEW."description", NEW."category_id", NEW."deleted_at", NEW."centre_id"))
  EXECUTE FUNCTION "services_search_changed"();
CREATE TRIGGER "services_search_deleted" AFTER DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_search_changed"();

-- service_prices: the vehicle types a centre prices a live service for.
CREATE FUNCTION "service_prices_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "centres_refresh_search_services"(ARRAY(
      SELECT DISTINCT s."centre_id" FROM "services" s WHERE s."id" IN (SELECT "service_id" FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM "centres_refresh_search_services"(ARRAY(
      SELECT DISTINCT s."centre_id" FROM "services" s WHERE s."id" IN (SELECT "service_id" FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "service_prices_search_inserted" AFTER INSERT ON "service_prices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_prices_search_changed"();
CREATE TRIGGER "service_prices_search_updated" AFTER UPDATE ON "service_prices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_prices_search_changed"();
CREATE TRIGGER "service_prices_search_deleted" AFTER DELETE ON "service_prices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "service_prices_search_changed"();

-- vehicle_types: a new slug for a type renames its word in every centre pricing it (an admin's rare change).
CREATE FUNCTION "vehicle_types_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "centres_refresh_search_services"(ARRAY(
    SELECT DISTINCT s."centre_id" FROM "services" s JOIN "service_prices" p ON p."service_id" = s."id"
    WHERE p."vehicle_type_id" = NEW."id"));
  RETURN NULL;
END $$;

CREATE TRIGGER "vehicle_types_search_changed" AFTER UPDATE OF "slug" ON "vehicle_types"
  FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "vehicle_types_search_changed"();

-- centres: the words of a new or renamed centre join the dictionary.
CREATE FUNCTION "centres_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(
    ARRAY(SELECT "name" || ' ' || "locality" || ' ' || "city" || ' ' || "zip" || ' ' || "address" FROM new_rows),
    ARRAY(SELECT "name" FROM new_rows UNION SELECT "locality" FROM new_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER "centres_search_inserted" AFTER INSERT ON "centres" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "centres_search_inserted"();

CREATE FUNCTION "centres_search_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(
    ARRAY[NEW."name" || ' ' || NEW."locality" || ' ' || NEW."city" || ' ' || NEW."zip" || ' ' || NEW."address"],
    ARRAY[NEW."name", NEW."locality"]);
  RETURN NULL;
END $$;

CREATE TRIGGER "centres_search_renamed" AFTER UPDATE OF "name", "locality", "city", "zip", "address" ON "centres"
  FOR EACH ROW
  WHEN ((OLD."name", OLD."locality", OLD."city", OLD."zip", OLD."address")
    IS DISTINCT FROM (NEW."name", NEW."locality", NEW."city", NEW."zip", NEW."address"))
  EXECUTE FUNCTION "centres_search_renamed"();

-- service_categories: a renamed category changes its centres' documents; its words join the dictionary.
CREATE FUNCTION "service_categories_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(ARRAY[NEW."name"], '{}'::text[]);
  IF TG_OP = 'UPDATE' THEN
    PERFORM "centres_refresh_search_services"(
      ARRAY(SELECT DISTINCT "centre_id" FROM "services" WHERE "category_id" = NEW."id"));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "service_categories_search_changed" AFTER INSERT OR UPDATE OF "name", "slug" ON "service_categories"
  FOR EACH ROW EXECUTE FUNCTION "service_categories_search_changed"();

-- Every derived search column and the dictionary rebuilt from the rows: what is there already, now; and what a
-- bulk load (the benchmark's) runs once after its inserts instead of these triggers per batch.
CREATE FUNCTION "search_documents_rebuild"() RETURNS void LANGUAGE sql AS $$
  SELECT "centres_refresh_search_services"(ARRAY(SELECT "id" FROM "centres"));
  SELECT "search_words_add"(
    ARRAY(SELECT "name" || ' ' || "locality" || ' ' || "city" || ' ' || "zip" || ' ' || "address" FROM "centres"
      UNION ALL SELECT DISTINCT "sub_category_name" || ' ' || "description" FROM "services"
      UNION ALL SELECT "name" FROM "service_categories"),
    ARRAY(SELECT "name" FROM "centres" UNION SELECT "locality" FROM "centres"));
$$;

SELECT "search_documents_rebuild"();

-- Search reads approved centres with a live service only. Partial indexes (Prisma's schema cannot state them):
-- "every word matches" and "its own text matches a word" as GIN lookups (a count needs no row: no recheck, no
-- other condition), and the order of the centres matched through their services alone (rating, then popularity),
-- so a word most centres match reads the first page's worth of them, not all.
CREATE INDEX "centres_search_doc_idx" ON "centres" USING gin ("search_doc")
  WHERE "status" = 'approved' AND "live_services" > 0;
CREATE INDEX "centres_search_own_idx" ON "centres" USING gin ("search_own")
  WHERE "status" = 'approved' AND "live_services" > 0;
CREATE INDEX "centres_search_rank_idx" ON "centres"
  (("rating_sum"::float8 / NULLIF("rating_count", 0)) DESC NULLS LAST, "rating_count" DESC, "booking_count" DESC, "id")
  WHERE "status" = 'approved' AND "live_services" > 0;
