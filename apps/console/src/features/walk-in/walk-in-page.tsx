import { indiaDate, type WalkIn } from "@chamak/contracts";
import { Stack } from "@mantine/core";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { CounterScreen } from "./counter-screen";
import { WalkInForm } from "./walk-in-form";

/** Walk-in and phone bookings at the counter: the form, then the counter screen for the booking made. */
export function WalkInPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const services = useSuspenseQuery(trpc.vendor.services.list.queryOptions());
  const [made, setMade] = useState<WalkIn | null>(null);
  const create = useMutation(
    trpc.walkIns.create.mutationOptions({
      onSuccess: (walkIn) => {
        setMade(walkIn);
        void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.queryKey() });
      },
    }),
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title="Walk-in"
        description="Book a customer at the counter or on the phone; paid in cash or by UPI QR."
      />
      {made ? (
        <CounterScreen
          first={made}
          onNext={() => {
            create.reset();
            setMade(null);
          }}
        />
      ) : (
        <WalkInForm
          services={services.data}
          today={indiaDate()}
          onSubmit={(input) => create.mutate(input)}
          submitting={create.isPending}
          error={create.error}
        />
      )}
    </Stack>
  );
}
