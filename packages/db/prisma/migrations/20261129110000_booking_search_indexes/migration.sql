-- A centre's booking search (packages/api/src/modules/booking/booking-search.service.ts): a vehicle number as a
-- key of letters and digits ("dl 3c ab 1234" finds DL3CAB1234, and so does "AB1234") and the contact number's
-- digits (a suffix: the last 4+ digits), both matched with LIKE '%...%', which trigram indexes serve (pg_trgm,
-- created by search_text_indexes). Expression indexes: the queries repeat these expressions exactly. The booking
-- code is found by its unique index.
CREATE INDEX "bookings_vehicle_key_trgm_idx" ON "bookings" USING gin (
  (regexp_replace(upper(vehicle_number), '[^A-Z0-9]', '', 'g')) gin_trgm_ops);

CREATE INDEX "bookings_contact_digits_trgm_idx" ON "bookings" USING gin (
  (regexp_replace(contact_mobile, '[^0-9]', '', 'g')) gin_trgm_ops);
