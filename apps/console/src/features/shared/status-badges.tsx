import type { BookingView, CentreStatus } from "@chamak/contracts";
import { Badge } from "@mantine/core";
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  CENTRE_STATUS_COLORS,
  CENTRE_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from "./labels";

export function BookingStatusBadge({ status }: { status: BookingView["status"] }) {
  return (
    <Badge color={BOOKING_STATUS_COLORS[status]} variant="light">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * What the payment badge beside a booking's status says, from the same booking: the ledger's derivation already
 * counts its status in (a cancelled, expired or no-show booking owes nothing), so "Payment pending" and "Cash
 * due" show only while something is still to pay, and an expired or cancelled booking never reads as waiting
 * for money. Null when there is nothing to say about its money.
 */
export function paymentBadgeOf(
  booking: Pick<BookingView, "paymentStatus" | "money">,
): BookingView["paymentStatus"] | null {
  const waiting = booking.paymentStatus === "pending" || booking.paymentStatus === "cash_due";
  return waiting && booking.money.outstandingPaise === 0 ? null : booking.paymentStatus;
}

/** A booking's status and payment badges, which never contradict each other: derived together, here. */
export function BookingBadges({
  booking,
}: {
  booking: Pick<BookingView, "status" | "paymentStatus" | "money">;
}) {
  const payment = paymentBadgeOf(booking);
  return (
    <>
      <BookingStatusBadge status={booking.status} />
      {payment ? <PaymentStatusBadge status={payment} /> : null}
    </>
  );
}

export function PaymentStatusBadge({ status }: { status: BookingView["paymentStatus"] }) {
  const tone =
    status === "cash_due" || status === "refund_pending" ? "orange" : status === "failed" ? "red" : "gray";
  return (
    <Badge color={tone} variant="outline">
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CentreStatusBadge({ status }: { status: CentreStatus }) {
  return (
    <Badge color={CENTRE_STATUS_COLORS[status]} variant="light">
      {CENTRE_STATUS_LABELS[status]}
    </Badge>
  );
}
