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
