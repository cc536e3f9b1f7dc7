import { createFileRoute } from "@tanstack/react-router";
import { CalendarPage } from "../../features/calendar/calendar-page";

export const Route = createFileRoute("/vendor/calendar")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.calendar.get.queryOptions()),
  component: CalendarPage,
});
