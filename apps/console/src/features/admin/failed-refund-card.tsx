import { formatIndiaDateTime } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Card, Group, Stack, Text } from "@mantine/core";
import type { FailedRefund } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { DetailField } from "../shared/detail-field";
import { BookingStatusBadge } from "../shared/status-badges";
import { RetryRefund } from "./retry-refund";

/** One refund that did not reach the customer: which booking, how much, why, and a retry. */
export function FailedRefundCard({
  refund,
  onRetried,
}: {
  refund: FailedRefund;
  onRetried: (text: string) => void;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`Failed refund #${refund.refundId}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <AnchorLink
              to="/admin/bookings/$bookingId"
              params={{ bookingId: refund.booking.id }}
              ff="monospace"
              fw={700}
            >
              {refund.booking.code}
            </AnchorLink>
            <BookingStatusBadge status={refund.booking.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {refund.booking.centreName}
          </Text>
        </Stack>
        <Text fw={700} size="lg" style={{ flexShrink: 0 }}>
          {formatRupees(refund.amountPaise)}
        </Text>
      </Group>
      <Stack gap={4}>
        <DetailField label="Razorpay says">
          <Text span inherit c="red.8" fw={600}>
            {refund.failureReason ?? "No reason given"}
          </Text>
        </DetailField>
        <DetailField label="Failed">{formatIndiaDateTime(refund.failedAt)}</DetailField>
        <DetailField label="Refund for">{refund.reason}</DetailField>
        <DetailField label="Refundable now">{formatRupees(refund.refundablePaise)}</DetailField>
      </Stack>
      <Group justify="flex-end" mt="sm">
        <RetryRefund refund={refund} onRetried={onRetried} />
      </Group>
    </Card>
  );
}
