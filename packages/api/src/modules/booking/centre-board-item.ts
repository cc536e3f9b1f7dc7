import { contactEmail } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { withBookingViews } from "./booking-view";

/** What a booking on a centre's board (and in its search) reads besides the booking's own view. */
export const centreBoardSelect = {
  id: true,
  walkIn: true,
  customer: { select: { name: true, email: true, mobile: true } },
  washer: { select: { id: true, name: true } },
} as const;

type CentreBoardRow = {
  id: number;
  walkIn: boolean;
  customer: { name: string; email: string; mobile: string | null };
  washer: { id: number; name: string } | null;
};

/** Bookings as the centre's board shows them: each view, its customer, its washer and whether it was a walk-in. */
export async function centreBoardItems(db: Db, rows: readonly CentreBoardRow[], now?: Date) {
  const items = await withBookingViews({ pool: db }, rows, "centre", now);
  return items.map(({ row, view }) => ({
    ...view,
    customer: { ...row.customer, email: contactEmail(row.customer.email) },
    washer: row.washer,
    walkIn: row.walkIn,
  }));
}
