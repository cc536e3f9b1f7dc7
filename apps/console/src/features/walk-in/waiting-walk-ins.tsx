import { formatIndiaTime, type WalkIn } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useTakeCash } from "./use-take-cash";

/**
 * Walk-ins still waiting for their UPI QR to be paid, found again after the counter screen was left: show the
 * QR again, or take cash instead (the QR is closed first).
 */
export function WaitingWalkIns({ onShow }: { onShow: (walkIn: WalkIn) => void }) {
  const trpc = useTRPC();
  const waiting = useQuery(trpc.walkIns.waiting.queryOptions());
  const takeCash = useTakeCash(onShow);
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <Card withBorder padding="md" maw={640} component="section" aria-label="Waiting for UPI">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Waiting for UPI
        </Title>
        {waiting.data.map(({ booking, customer }) => (
          <Group key={booking.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>
                {customer.name || "Customer"} · {booking.vehicleNumber}
              </Text>
              <Text size="sm" c="dimmed">
                {booking.code} · {formatIndiaTime(booking.slotStart)} · {formatRupees(booking.totalPaise)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => onShow({ booking, customer, qr: null, paid: false })}
              >
                Show QR again
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={takeCash.isPending && takeCash.variables?.bookingId === booking.id}
                onClick={() => takeCash.mutate({ bookingId: booking.id })}
              >
                Take cash instead
              </Button>
            </Group>
          </Group>
        ))}
        {takeCash.error ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(takeCash.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
