import { createFileRoute } from "@tanstack/react-router";
import { BookingCompletePage } from "../features/booking/booking-complete-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/booking-complete")({
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === "string" && search.code.length <= 40 ? { code: search.code } : {},
  loader: () => loadTexts("booking"),
  component: function BookingCompleteRoute() {
    const { code } = Route.useSearch();
    return <BookingCompletePage code={code} />;
  },
});
