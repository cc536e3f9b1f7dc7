import { messageOf } from "@chamak/web-client";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FailedRefund } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

/** Refunds a failed refund's money again, after a confirmation; its error stays beside the button. */
export function RetryRefund({
  refund,
  onRetried,
}: {
  refund: FailedRefund;
  onRetried: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // A retry never takes more than the booking still holds.
  const amountPaise = Math.min(refund.amountPaise, refund.refundablePaise);
  const retry = useMutation(
    trpc.admin.bookings.refund.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        onRetried(
          `Refund of ${formatRupees(amountPaise)} for ${refund.booking.code} requested again. It is processed in the background.`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
      },
    }),
  );

  if (retry.isSuccess) {
    return (
      <Text size="sm" c="teal.8" fw={600}>
        Retry requested
      </Text>
    );
  }
  if (!confirming) {
    return (
      <Button size="xs" variant="light" color="orange" onClick={() => setConfirming(true)}>
        Retry refund
      </Button>
    );
  }
  return (
    <Stack gap={6} align="flex-end" maw={360}>
      <Text size="sm" ta="right">
        Refund {formatRupees(amountPaise)} to the customer again through Razorpay?
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button
          size="xs"
          variant="default"
          disabled={retry.isPending}
          onClick={() => {
            setConfirming(false);
            retry.reset();
          }}
        >
          Cancel
        </Button>
        <Button
          size="xs"
          color="orange"
          loading={retry.isPending}
          data-autofocus
          onClick={() =>
            retry.mutate({
              bookingId: refund.booking.id,
              amountPaise,
              reason: `Retry of refund #${refund.refundId}`,
            })
          }
        >
          Yes, refund {formatRupees(amountPaise)}
        </Button>
      </Group>
      {retry.isError ? (
        <Text size="sm" c="red.8" role="alert" ta="right">
          {messageOf(retry.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
