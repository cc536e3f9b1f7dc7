import { ACTIVE_STATUSES, formatIndiaTime, type TimelineBooking } from "@chamak/contracts";
import { Badge, Group, Text } from "@mantine/core";
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../shared/labels";

/** Bookings the centre may still move (the server's rule: a live booking). */
export const isMovable = (booking: TimelineBooking) => ACTIVE_STATUSES.includes(booking.status);

/** The team member assigned to wash it (assigned from the booking's drawer), when one is. */
export function WasherSlot({ name }: { name: string | null }) {
  return name ? (
    <Text size="xs" c="dimmed" truncate data-slot="washer">
      Washer: {name}
    </Text>
  ) : null;
}

const WalkInBadge = () => (
  <Badge size="xs" color="cyan" variant="filled" style={{ flexShrink: 0 }}>
    Walk-in
  </Badge>
);

/**
 * What a booking's block says, in the phone list and on a wide block of the grid: times, walk-in, customer and
 * vehicle, services, code, status and payment.
 */
export function BookingBlockText({ booking }: { booking: TimelineBooking }) {
  return (
    <>
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="xs" fw={700} truncate>
          {formatIndiaTime(booking.slotStart)}–{formatIndiaTime(booking.slotEnd)}
        </Text>
        {booking.walkIn ? <WalkInBadge /> : null}
      </Group>
      <Text size="sm" fw={700} truncate>
        {booking.customerFirstName} · {booking.vehicleNumber}
      </Text>
      <Text size="xs" truncate>
        {booking.services}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        <span style={{ fontFamily: "monospace" }}>{booking.code}</span> ·{" "}
        {BOOKING_STATUS_LABELS[booking.status]} · {PAYMENT_STATUS_LABELS[booking.paymentStatus]}
      </Text>
      <WasherSlot name={booking.washerName} />
    </>
  );
}

/** A narrow block (a short job): the start, the customer, the vehicle, and walk-in or the status. */
export function NarrowBlockText({ booking }: { booking: TimelineBooking }) {
  return (
    <>
      <Text size="xs" fw={700} truncate>
        {formatIndiaTime(booking.slotStart)}
      </Text>
      <Text size="sm" fw={700} truncate>
        {booking.customerFirstName}
      </Text>
      <Text size="xs" truncate>
        {booking.vehicleNumber}
      </Text>
      {booking.walkIn ? (
        <WalkInBadge />
      ) : (
        <Text size="xs" c="dimmed" truncate>
          {BOOKING_STATUS_LABELS[booking.status]}
        </Text>
      )}
      <WasherSlot name={booking.washerName} />
    </>
  );
}

/** The block's colour: its status's, as the board's badges use. */
export const blockColor = (booking: TimelineBooking) => BOOKING_STATUS_COLORS[booking.status];
