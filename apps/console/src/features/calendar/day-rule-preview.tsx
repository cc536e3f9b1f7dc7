import type { BookingOutsideSchedule, DayRuleInput } from "@chamak/contracts";
import { Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatLongDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { OutsideBookings } from "../centre/bookings-outside-schedule-alert";
import { ConfirmModal } from "../shared/confirm-modal";

type Asking = { input: DayRuleInput; bookings: readonly BookingOutsideSchedule[]; save: () => void };

/**
 * Before a date's hours are saved, the bookings of that date they would leave out (not those already begun):
 * none, and it saves at once; some, and the owner sees them first and saves anyway or not.
 */
export function useDayRulePreview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [checking, setChecking] = useState(false);

  /** Saves through `save` once the owner has seen what it leaves out. */
  const check = async (input: DayRuleInput, save: () => void) => {
    setChecking(true);
    try {
      const bookings = await queryClient.fetchQuery({
        ...trpc.vendor.calendar.previewDay.queryOptions(input),
        staleTime: 0,
      });
      if (bookings.length === 0) save();
      else setAsking({ input, bookings, save });
    } catch {
      // Refused (a field is wrong) or unanswered: the save says why, beside the field or the button.
      save();
    } finally {
      setChecking(false);
    }
  };

  const dialog = (
    <ConfirmModal
      opened={asking !== null}
      onClose={() => setAsking(null)}
      title={
        asking?.input.closed
          ? `Close on ${formatLongDay(asking.input.date)}?`
          : `Change the hours on ${formatLongDay(asking?.input.date ?? "")}?`
      }
      confirmLabel={asking?.input.closed ? "Close anyway" : "Save anyway"}
      color="orange"
      onConfirm={() => {
        asking?.save();
        setAsking(null);
      }}
    >
      <Text size="sm" mb="xs">
        {asking?.bookings.length === 1
          ? "1 booking on this date falls outside the new hours."
          : `${asking?.bookings.length ?? 0} bookings on this date fall outside the new hours.`}{" "}
        Saving does not move or cancel them: serve them as booked, or move or cancel them on their day (the
        customer is told).
      </Text>
      {asking ? <OutsideBookings bookings={asking.bookings} /> : null}
    </ConfirmModal>
  );
  return { check, checking, dialog };
}
