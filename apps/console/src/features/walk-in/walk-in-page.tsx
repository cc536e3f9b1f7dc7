import { indiaDate, type WalkIn } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Button, Group, Loader, Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { CounterScreen } from "./counter-screen";
import { WaitingWalkIns } from "./waiting-walk-ins";
import { WalkInForm } from "./walk-in-form";

type WalkInPageProps = {
  /** A walk-in made earlier whose counter screen to show again (`?booking=`, "Show QR again"). */
  showBookingId?: number | undefined;
  /** The walk-in asked for is on screen (the route drops `?booking=`). */
  onShown?: () => void;
};

/**
 * Walk-in and phone bookings at the counter: the form (with the walk-ins still waiting for UPI), then the counter
 * screen for the booking made or found again.
 */
export function WalkInPage({ showBookingId, onShown }: WalkInPageProps = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const services = useSuspenseQuery(trpc.vendor.services.list.queryOptions());
  const [made, setMade] = useState<WalkIn | null>(null);
  const [showing, setShowing] = useState<number | null>(showBookingId ?? null);
  const create = useMutation(
    trpc.walkIns.create.mutationOptions({
      onSuccess: (walkIn) => {
        setMade(walkIn);
        void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.queryKey() });
      },
    }),
  );
  const next = () => {
    create.reset();
    setMade(null);
    setShowing(null);
    onShown?.();
    void queryClient.invalidateQueries({ queryKey: trpc.walkIns.waiting.queryKey() });
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Walk-in"
        description="Book a customer at the counter or on the phone; paid in cash or by UPI QR."
      />
      {made ? (
        <CounterScreen first={made} onNext={next} />
      ) : showing !== null ? (
        <ShownWalkIn bookingId={showing} onNext={next} />
      ) : (
        <>
          <WaitingWalkIns onShow={(walkIn) => setShowing(walkIn.booking.id)} />
          <WalkInForm
            services={services.data}
            today={indiaDate()}
            onSubmit={(input) => create.mutate(input)}
            submitting={create.isPending}
            error={create.error}
          />
        </>
      )}
    </Stack>
  );
}

/** A walk-in made earlier, read afresh (its QR as Razorpay has it now), on its counter screen. */
function ShownWalkIn({ bookingId, onNext }: { bookingId: number; onNext: () => void }) {
  const trpc = useTRPC();
  const status = useQuery(trpc.walkIns.status.queryOptions({ bookingId }));
  if (status.data) return <CounterScreen first={status.data} onNext={onNext} />;
  if (status.isError) {
    return (
      <Stack gap="sm" maw={640}>
        <Alert color="red" variant="light" role="alert">
          {messageOf(status.error)}
        </Alert>
        <Group>
          <Button onClick={onNext}>New walk-in</Button>
        </Group>
      </Stack>
    );
  }
  return <Loader aria-label="Loading the walk-in" />;
}
