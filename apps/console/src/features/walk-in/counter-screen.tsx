import { formatIndiaTime, type WalkIn } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { UpiQr } from "./upi-qr";
import { useTakeCash } from "./use-take-cash";

/** How often the counter asks whether the QR was paid (the server also asks Razorpay each time). */
const POLL_MS = 3000;

const ended = (walkIn: WalkIn) => walkIn.paid || ["cancelled", "expired"].includes(walkIn.booking.status);

/**
 * What the counter shows once a walk-in is booked: the QR and the amount while it waits for the customer's UPI
 * app, then "Paid ✓". It polls until paid, cancelled or expired.
 */
export function CounterScreen({ first, onNext }: { first: WalkIn; onNext: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const statusOptions = trpc.walkIns.status.queryOptions({ bookingId: first.booking.id });
  const status = useQuery({
    ...statusOptions,
    initialData: first,
    refetchInterval: (query) => (query.state.data && ended(query.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
  const cancel = useMutation(
    trpc.walkIns.cancel.mutationOptions({
      onSuccess: (walkIn) => {
        queryClient.setQueryData(statusOptions.queryKey, walkIn);
        void queryClient.invalidateQueries({ queryKey: trpc.walkIns.waiting.queryKey() });
      },
    }),
  );
  const takeCash = useTakeCash();
  const walkIn = status.data;
  const { booking } = walkIn;
  const qr = walkIn.qr ?? first.qr;
  const cancelled = booking.status === "cancelled" || booking.status === "expired";

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="sm" align="stretch">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text c="dimmed" size="sm">
              Booking {booking.code}
            </Text>
            <Title order={2} size="h3">
              {walkIn.customer.name || "Customer"} · {booking.vehicleNumber}
            </Title>
            <Text size="sm">
              {formatIndiaTime(booking.slotStart)} ·{" "}
              {booking.items.map((item) => item.subCategoryName).join(", ")}
            </Text>
          </Stack>
          <Text fw={700} size="xl" data-testid="walk-in-amount">
            {formatRupees(booking.totalPaise)}
          </Text>
        </Group>

        {walkIn.paid ? (
          <Alert color="green" variant="filled" role="status" title="Paid ✓">
            {booking.paymentMethod === "cash" ? "Cash collected." : "The UPI payment has arrived."} The
            booking is on your board.
          </Alert>
        ) : cancelled ? (
          <Alert color="gray" variant="light" role="status" title={`Booking ${booking.status}`}>
            The QR code is closed.
          </Alert>
        ) : (
          <Stack align="center" gap="xs" data-qr-id={qr?.id}>
            {qr ? (
              <UpiQr
                content={qr.imageContent}
                imageUrl={qr.imageUrl}
                label={`UPI QR for ${formatRupees(qr.amountPaise)}`}
              />
            ) : null}
            <Group gap="xs" role="status" wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm">Waiting for payment · scan with any UPI app</Text>
            </Group>
            <Badge variant="light">Pay {formatRupees(booking.totalPaise)} exactly</Badge>
          </Stack>
        )}
        {status.isError ? (
          <Alert color="orange" variant="light">
            {messageOf(status.error)} Still checking…
          </Alert>
        ) : null}
        {cancel.isError || takeCash.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(cancel.error ?? takeCash.error)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {!walkIn.paid && !cancelled ? (
            <Group gap="xs">
              {booking.paymentMethod === "upi" ? (
                <Button
                  variant="light"
                  loading={takeCash.isPending}
                  disabled={cancel.isPending}
                  onClick={() => takeCash.mutate({ bookingId: booking.id })}
                >
                  Take cash instead
                </Button>
              ) : null}
              <Button
                variant="default"
                color="red"
                loading={cancel.isPending}
                disabled={takeCash.isPending}
                onClick={() => cancel.mutate({ bookingId: booking.id })}
              >
                Cancel walk-in
              </Button>
            </Group>
          ) : (
            <Button component={Link} to="/vendor/bookings" variant="default">
              Open bookings board
            </Button>
          )}
          <Button onClick={onNext}>Next walk-in</Button>
        </Group>
      </Stack>
    </Card>
  );
}
