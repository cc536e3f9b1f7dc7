-- Search (packages/api/src/modules/catalog/search-text.sql.ts): full-text search over a centre's name, locality,
-- city, PIN and address and over each service's name and description, plus trigram similarity (pg_trgm) for
-- typos and words run together. Expression indexes: the queries repeat these expressions exactly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "centres_search_tsv_idx" ON "centres" USING gin (
  to_tsvector('simple'::regconfig, name || ' ' || locality || ' ' || city || ' ' || zip || ' ' || address));

CREATE INDEX "centres_search_trgm_idx" ON "centres" USING gin ((name || ' ' || locality || ' ' || address) gin_trgm_ops);

-- The name and locality with the spaces taken out, for words typed run together ("jetspray" for Jet Spray).
CREATE INDEX "centres_search_joined_trgm_idx" ON "centres" USING gin ((replace(name || locality, ' ', '')) gin_trgm_ops);

CREATE INDEX "services_search_tsv_idx" ON "services" USING gin (
  to_tsvector('simple'::regconfig, sub_category_name || ' ' || description));

CREATE INDEX "services_sub_category_name_trgm_idx" ON "services" USING gin (sub_category_name gin_trgm_ops);
