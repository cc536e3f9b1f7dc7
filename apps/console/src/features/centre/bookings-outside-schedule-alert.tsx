import {
  type BookingOutsideSchedule,
  formatIndiaWeekdayDate as formatDate,
  formatIndiaTime as formatTime,
  instantToIndia,
} from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Alert, List, Text } from "@mantine/core";

const REASONS: Record<BookingOutsideSchedule["reasons"][number], string> = {
  outside_hours: "outside your opening hours",
  closed_date: "on a date you are closed",
  in_break: "across a break",
  beyond_bays: "on a bay you no longer have",
  bay_blocked: "on a bay you blocked",
};

/**
 * Shown beside a schedule form's save button after saving: the upcoming bookings the new hours or bay count
 * leave out. Saving never moves a booking, so the vendor has to serve these as booked or agree another time.
 */
export function BookingsOutsideScheduleAlert({
  bookings,
  onClose,
}: {
  bookings: readonly BookingOutsideSchedule[];
  onClose: () => void;
}) {
  if (bookings.length === 0) return null;
  const count = bookings.length === 1 ? "1 upcoming booking is" : `${bookings.length} upcoming bookings are`;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={
        // The light variant's orange is too pale for text on its background; the title keeps the alert's hue.
        <Text span inherit c="orange.9">
          Saved. {count} outside your new schedule
        </Text>
      }
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Text size="sm" mb="xs">
        These keep their times and bays. Serve them as booked, or move or cancel them: the customer is told.
      </Text>
      <OutsideBookings bookings={bookings} />
    </Alert>
  );
}

/** The bookings, one a line: code, day, time, bay and why. */
export function OutsideBookings({ bookings }: { bookings: readonly BookingOutsideSchedule[] }) {
  return (
    <List size="sm" spacing={4}>
      {bookings.map((booking) => (
        <List.Item key={booking.id}>
          <Text span ff="monospace" fw={700}>
            {booking.code}
          </Text>{" "}
          {formatDate(booking.slotStart)}, {formatTime(booking.slotStart)} – {formatTime(booking.slotEnd)},
          bay {booking.bay}: {booking.reasons.map((reason) => REASONS[reason]).join(" and ")}.{" "}
          <AnchorLink
            to="/vendor/today"
            search={{ date: instantToIndia(booking.slotStart).date }}
            inherit
            aria-label={`Move or cancel ${booking.code}`}
          >
            Move or cancel
          </AnchorLink>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The calendar page's standing list: the upcoming bookings the schedule leaves out, until each is served, moved
 * or cancelled on its day's Today page (which tells the customer and refunds by the policy).
 */
export function BookingsOutsideScheduleList({ bookings }: { bookings: readonly BookingOutsideSchedule[] }) {
  if (bookings.length === 0) return null;
  const count = bookings.length === 1 ? "1 upcoming booking is" : `${bookings.length} upcoming bookings are`;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={
        <Text span inherit c="orange.9">
          {count} outside your schedule
        </Text>
      }
    >
      <Text size="sm" mb="xs">
        Serve them as booked, or move or cancel them on their day: the customer is told either way, and a
        cancelled booking is refunded by the policy.
      </Text>
      <OutsideBookings bookings={bookings} />
    </Alert>
  );
}
