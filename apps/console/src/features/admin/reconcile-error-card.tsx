import { formatIndiaDateTime } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Card, Group, Stack, Text } from "@mantine/core";
import type { ReconcileError } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { DetailField } from "../shared/detail-field";
import { BookingStatusBadge } from "../shared/status-badges";

/** One open UPI order reconciliation could not settle: its booking, how often it was tried, and why it failed. */
export function ReconcileErrorCard({ order }: { order: ReconcileError }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`Unsettled order of ${order.booking.code}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <AnchorLink
            to="/admin/bookings/$bookingId"
            params={{ bookingId: order.booking.id }}
            ff="monospace"
            fw={700}
          >
            {order.booking.code}
          </AnchorLink>
          <BookingStatusBadge status={order.booking.status} />
        </Group>
        <Text fw={700} size="lg" style={{ flexShrink: 0 }}>
          {formatRupees(order.amountPaise)}
        </Text>
      </Group>
      <Stack gap={4}>
        <DetailField label="Last error">
          <Text span inherit c="red.8" fw={600}>
            {order.error}
          </Text>
        </DetailField>
        <DetailField label="Attempts">{order.attempts}</DetailField>
        <DetailField label="Next try">
          {order.nextAttemptAt ? formatIndiaDateTime(order.nextAttemptAt) : "Not scheduled"}
        </DetailField>
        <DetailField label="Order">
          <Text span inherit ff="monospace">
            {order.razorpayOrderId ?? "Not created"}
          </Text>{" "}
          · opened {formatIndiaDateTime(order.paymentCreatedAt)}
        </DetailField>
      </Stack>
    </Card>
  );
}
