import { BOOKING_SEARCH_LIMIT, vehicleNumberKey } from "@chamak/contracts";
import { type Db, Prisma } from "@chamak/db";
import { centreBoardItems, centreBoardSelect } from "./centre-board-item";

/** Indian mobile numbers have 10 digits; +91 or a leading 0 in front of them are not part of the number. */
const MOBILE_DIGITS = 10;

/**
 * The digits of a typed phone number, without +91 or a leading 0, or null when the query is not a phone number
 * (letters in it) or too short to mean one (fewer than 4 digits): "+91 98765 43210", "098765-43210" and
 * "9876543210" give 9876543210, "+91 98765" gives 98765, "3210" gives 3210.
 */
export function phoneDigits(query: string): string | null {
  const typed = query.trim();
  if (!/^[+\d\s().-]+$/.test(typed)) return null;
  let digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+91") || (digits.startsWith("91") && digits.length > MOBILE_DIGITS))
    digits = digits.slice(2);
  else if (digits.startsWith("0") && digits.length > MOBILE_DIGITS) digits = digits.slice(1);
  return digits.length < 4 ? null : digits;
}

// The expressions of the trigram indexes of migration booking_search_indexes, repeated exactly so they are used.
const VEHICLE_KEY = Prisma.raw(`regexp_replace(upper(b.vehicle_number), '[^A-Z0-9]', '', 'g')`);
const MOBILE_KEY = Prisma.raw(`regexp_replace(b.contact_mobile, '[^0-9]', '', 'g')`);
const accountDigits = (column: string) =>
  Prisma.raw(`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`);

/**
 * A centre's own bookings found by booking code (CHK7K2Q9M, any case), phone (the booking's contact number or
 * the customer's, in any format, or 4+ of its digits: its start or its end) or vehicle number (any case, spacing or hyphens, or a
 * part of it): the most recent slots first, at most BOOKING_SEARCH_LIMIT.
 */
export async function searchCentreBookings(db: Db, centreId: number, query: string) {
  const key = vehicleNumberKey(query);
  const digits = phoneDigits(query);
  const byPhone = digits
    ? Prisma.sql`OR ${MOBILE_KEY} LIKE ${`%${digits}%`}
        OR ${accountDigits("u.phone")} LIKE ${`%${digits}%`} OR ${accountDigits("u.mobile")} LIKE ${`%${digits}%`}`
    : Prisma.empty;
  const matches =
    key.length === 0 && !digits
      ? []
      : await db.$queryRaw<{ id: number }[]>`
          SELECT b.id FROM bookings b JOIN users u ON u.id = b.customer_id
          WHERE b.centre_id = ${centreId}::int
            AND (b.code = ${key} OR b.code LIKE ${`${key}%`} OR ${VEHICLE_KEY} LIKE ${`%${key}%`} ${byPhone})
          ORDER BY b.slot_start DESC, b.id DESC
          LIMIT ${BOOKING_SEARCH_LIMIT}::int`;
  const ids = matches.map((row) => row.id);
  const rows = await db.booking.findMany({
    where: { id: { in: ids } },
    select: centreBoardSelect,
  });
  const order = new Map(ids.map((id, index) => [id, index]));
  return centreBoardItems(
    db,
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
  );
}
