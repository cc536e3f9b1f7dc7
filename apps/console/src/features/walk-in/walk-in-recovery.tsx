import type { BookingView } from "@chamak/contracts";
import { ButtonLink, messageOf } from "@chamak/web-client";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTakeCash } from "./use-take-cash";

type Waiting = Pick<BookingView, "id" | "status" | "paymentMethod"> & { walkIn: boolean };

/** A walk-in still waiting for its UPI QR to be paid, wherever the centre finds it (the booking's panel). */
export const waitsForUpi = (booking: Waiting) =>
  booking.walkIn && booking.status === "pending_payment" && booking.paymentMethod === "upi";

/** In the booking's panel: show the walk-in's QR again on the counter screen, or take cash instead. */
export function WalkInRecovery({ booking }: { booking: Waiting }) {
  const takeCash = useTakeCash();
  if (!waitsForUpi(booking)) return null;
  return (
    <Stack gap={6}>
      <Text size="sm">Made at the counter and waiting for the customer's UPI payment.</Text>
      <Group gap="xs">
        <ButtonLink to="/vendor/walk-in" search={{ booking: booking.id }} size="xs">
          Show QR again
        </ButtonLink>
        <Button
          size="xs"
          variant="default"
          loading={takeCash.isPending}
          onClick={() => takeCash.mutate({ bookingId: booking.id })}
        >
          Take cash instead
        </Button>
      </Group>
      {takeCash.error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {messageOf(takeCash.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
