import { contactEmail } from "@chamak/contracts";
import { type BookingViewSource, bookingViewInclude, toBookingView } from "./booking-view";

/** What a booking on a centre's board (and in its search) reads besides the booking's own view. */
export const centreBoardInclude = {
  ...bookingViewInclude,
  customer: { select: { name: true, email: true, mobile: true } },
  washer: { select: { id: true, name: true } },
} as const;

type CentreBoardRow = BookingViewSource & {
  walkIn: boolean;
  customer: { name: string; email: string; mobile: string | null };
  washer: { id: number; name: string } | null;
};

/** A booking as the centre's board shows it: its view, the customer, the washer and whether it was a walk-in. */
export const toCentreBoardItem = (row: CentreBoardRow, now?: Date) => ({
  ...toBookingView(row, "centre", null, now),
  customer: { ...row.customer, email: contactEmail(row.customer.email) },
  washer: row.washer,
  walkIn: row.walkIn,
});
