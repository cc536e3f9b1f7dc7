import type { CentreCalendar } from "@chamak/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** The centre's calendar, and what every change does with its answer: the calendar as it now is. */
export function useCalendar() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const calendar = useQuery(trpc.vendor.calendar.get.queryOptions());
  const replace = (next: CentreCalendar) =>
    queryClient.setQueryData(trpc.vendor.calendar.get.queryKey(), next);
  return { calendar, replace };
}
