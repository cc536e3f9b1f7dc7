import { type AdminBookingExportInput, indiaToInstant } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { likeLiteral } from "../../lib/like-literal";

/** The shortest typed text matched against vehicle numbers with their spaces left out ("DL3C" finds "DL 3C AB 1234"). */
const MIN_VEHICLE_TEXT = 3;

/** Indian mobile digits typed with or without the country code. */
function mobileDigits(text: string): string | null {
  const digits = text.replace(/\D/g, "");
  if (digits.length < 3 || digits.length !== text.replace(/[\s+()-]/g, "").length) return null;
  return digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
}

/**
 * Bookings whose vehicle number holds the text, spaces ignored on both sides (customers type the same number
 * with any spacing, and it is stored as typed).
 */
async function bookingIdsByVehicle(db: Db, text: string): Promise<number[]> {
  const compact = text.toUpperCase().replace(/[\s-]+/g, "");
  if (compact.length < MIN_VEHICLE_TEXT) return [];
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM bookings
    WHERE replace(vehicle_number, ' ', '') LIKE ${`%${likeLiteral(compact)}%`}`;
  return rows.map((row) => row.id);
}

/** The admin's filters of the bookings list (search and CSV export) as a where clause on bookings. */
export async function adminBookingWhere(
  db: Db,
  filters: AdminBookingExportInput,
): Promise<Prisma.BookingWhereInput> {
  const q = filters.q?.trim();
  const code = filters.code?.trim().toUpperCase();
  const email = filters.customerEmail?.trim().toLowerCase();
  const centre = filters.centre?.trim();
  const slotStart: Prisma.DateTimeFilter = {
    ...(filters.from ? { gte: indiaToInstant(filters.from, 0) } : {}),
    ...(filters.to ? { lt: indiaToInstant(filters.to, 24 * 60) } : {}),
  };
  const anyOf: Prisma.BookingWhereInput[] = [];
  if (q) {
    const text = likeLiteral(q);
    const digits = mobileDigits(q);
    const vehicleIds = await bookingIdsByVehicle(db, q);
    anyOf.push(
      { code: { startsWith: likeLiteral(q.toUpperCase()) } },
      { customer: { name: { contains: text, mode: "insensitive" } } },
      { customer: { email: { contains: text, mode: "insensitive" } } },
      ...(digits
        ? [{ contactMobile: { contains: digits } }, { customer: { mobile: { contains: digits } } }]
        : []),
      ...(vehicleIds.length > 0 ? [{ id: { in: vehicleIds } }] : []),
    );
  }
  return {
    ...(anyOf.length > 0 ? { OR: anyOf } : {}),
    ...(code ? { code: { startsWith: likeLiteral(code) } } : {}),
    ...(email ? { customer: { email: { contains: likeLiteral(email), mode: "insensitive" } } } : {}),
    ...(centre
      ? /^\d+$/.test(centre)
        ? { centreId: Number(centre) }
        : { centre: { name: { contains: likeLiteral(centre), mode: "insensitive" } } }
      : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from || filters.to ? { slotStart } : {}),
  };
}
