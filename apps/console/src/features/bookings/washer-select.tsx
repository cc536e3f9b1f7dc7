import { messageOf } from "@chamak/web-client";
import { Select, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CentreBooking } from "../../lib/api-types";
import { useTRPC } from "../../lib/trpc";

const NOBODY = "none";

/** Who washes the booking: any member of the centre's team, or nobody yet (centreBookings.assignWasher). */
export function WasherSelect({ booking }: { booking: CentreBooking }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useQuery(trpc.team.list.queryOptions());
  const [washer, setWasher] = useState(booking.washer);
  const assign = useMutation(
    trpc.centreBookings.assignWasher.mutationOptions({
      onSuccess: (result) => {
        setWasher(result.washer);
        void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.queryKey() });
      },
    }),
  );
  const members = team.data?.members ?? (washer ? [{ userId: washer.id, name: washer.name }] : []);
  return (
    <div>
      <Select
        label="Washer"
        placeholder="Not assigned"
        allowDeselect={false}
        disabled={assign.isPending || team.isPending}
        value={washer ? String(washer.id) : NOBODY}
        data={[
          { value: NOBODY, label: "Not assigned" },
          ...members.map((member) => ({ value: String(member.userId), label: member.name || "(no name)" })),
        ]}
        onChange={(value) =>
          assign.mutate({
            bookingId: booking.id,
            washerId: !value || value === NOBODY ? null : Number(value),
          })
        }
      />
      {assign.isError ? (
        <Text size="sm" c="red" role="alert" mt={4}>
          {messageOf(assign.error)}
        </Text>
      ) : null}
    </div>
  );
}
