import type { BookingView } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatRupees } from "../../lib/format";
import { DetailField } from "../shared/detail-field";
import { BookingStatusBadge } from "../shared/status-badges";

/**
 * One item of the admin's "Money needing attention" queue: its booking (a link, its status, optionally its
 * centre), the amount at stake, what went wrong in red, the details below it and, optionally, actions.
 */
export function MoneyAttentionCard({
  label,
  booking,
  centreName,
  amountPaise,
  problem,
  children,
  actions,
}: {
  label: string;
  booking: { id: number; code: string; status: BookingView["status"] };
  centreName?: string;
  amountPaise: number;
  problem: { label: string; text: ReactNode };
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <AnchorLink
              to="/admin/bookings/$bookingId"
              params={{ bookingId: booking.id }}
              ff="monospace"
              fw={700}
            >
              {booking.code}
            </AnchorLink>
            <BookingStatusBadge status={booking.status} />
          </Group>
          {centreName ? (
            <Text size="sm" c="dimmed">
              {centreName}
            </Text>
          ) : null}
        </Stack>
        <Text fw={700} size="lg" style={{ flexShrink: 0 }}>
          {formatRupees(amountPaise)}
        </Text>
      </Group>
      <Stack gap={4}>
        <DetailField label={problem.label}>
          <Text span inherit c="red.8" fw={600}>
            {problem.text}
          </Text>
        </DetailField>
        {children}
      </Stack>
      {actions ? (
        <Group justify="flex-end" mt="sm">
          {actions}
        </Group>
      ) : null}
    </Card>
  );
}
