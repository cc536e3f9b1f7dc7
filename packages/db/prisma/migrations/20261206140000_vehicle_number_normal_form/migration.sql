-- Vehicle numbers in their one normal form (packages/contracts/src/vehicle-number.ts, the same patterns):
-- upper case, grouped as the plate is read, one space between groups: "hr26dk8337" becomes "HR 26 DK 8337",
-- "DL-3C-AB-1234" becomes "DL 3C AB 1234", "22bh1234aa" becomes "22 BH 1234 AA". A number matching none of
-- the patterns is only trimmed, upper-cased and single-spaced. Saved vehicles' number_key (letters and digits
-- alone) is unchanged by this. `c` is the number's letters and digits alone, upper case.
UPDATE "bookings" AS target SET "vehicle_number" = normal.number
FROM (
  SELECT id, CASE
      WHEN c ~ '^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$'
        THEN regexp_replace(c, '^([0-9]{2})BH([0-9]{4})([A-Z]{1,2})$', '\1 BH \2 \3')
      WHEN c ~ '^DL[0-9]{1,2}[A-Z][A-Z]{0,2}[0-9]{1,4}$'
        THEN regexp_replace(regexp_replace(c, '^DL([0-9]{1,2}[A-Z])([A-Z]{0,2})([0-9]{1,4})$', 'DL \1 \2 \3'), ' +', ' ', 'g')
      WHEN c ~ '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}$'
        THEN regexp_replace(
          regexp_replace(c, '^([A-Z]{2})([0-9]{1,2})([A-Z]{0,3})([0-9]{1,4})$', '\1 \2 \3 \4'), ' +', ' ', 'g')
      ELSE regexp_replace(upper(btrim(typed)), '[[:space:]-]+', ' ', 'g')
    END AS number
  FROM (SELECT id, "vehicle_number" AS typed, upper(regexp_replace("vehicle_number", '[^A-Za-z0-9]', '', 'g')) AS c
        FROM "bookings") AS typed_numbers
) AS normal
WHERE target.id = normal.id AND target."vehicle_number" <> normal.number;

UPDATE "saved_vehicles" AS target SET "vehicle_number" = normal.number
FROM (
  SELECT id, CASE
      WHEN c ~ '^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$'
        THEN regexp_replace(c, '^([0-9]{2})BH([0-9]{4})([A-Z]{1,2})$', '\1 BH \2 \3')
      WHEN c ~ '^DL[0-9]{1,2}[A-Z][A-Z]{0,2}[0-9]{1,4}$'
        THEN regexp_replace(regexp_replace(c, '^DL([0-9]{1,2}[A-Z])([A-Z]{0,2})([0-9]{1,4})$', 'DL \1 \2 \3'), ' +', ' ', 'g')
      WHEN c ~ '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}$'
        THEN regexp_replace(
          regexp_replace(c, '^([A-Z]{2})([0-9]{1,2})([A-Z]{0,3})([0-9]{1,4})$', '\1 \2 \3 \4'), ' +', ' ', 'g')
      ELSE regexp_replace(upper(btrim(typed)), '[[:space:]-]+', ' ', 'g')
    END AS number
  FROM (SELECT id, "vehicle_number" AS typed, upper(regexp_replace("vehicle_number", '[^A-Za-z0-9]', '', 'g')) AS c
        FROM "saved_vehicles") AS typed_numbers
) AS normal
WHERE target.id = normal.id AND target."vehicle_number" <> normal.number;
