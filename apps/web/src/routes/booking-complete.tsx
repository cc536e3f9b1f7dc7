import { createFileRoute } from "@tanstack/react-router";
import { BookingCompletePage } from "../features/booking/booking-complete-page";

export const Route = createFileRoute("/booking-complete")({
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === "string" && search.code.length <= 40 ? { code: search.code } : {},
  component: function BookingCompleteRoute() {
    const { code } = Route.useSearch();
    return <BookingCompletePage code={code} />;
  },
});
