import { createFileRoute } from "@tanstack/react-router";
import { CalendarPage } from "../../features/calendar/calendar-page";
import { requireCentreAction } from "../../features/layout/centre-may";

export const Route = createFileRoute("/vendor/calendar")({
  beforeLoad: ({ context }) => requireCentreAction(context, "calendar.view"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.calendar.get.queryOptions()),
  component: CalendarPage,
});
