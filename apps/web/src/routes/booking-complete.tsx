import { createFileRoute } from "@tanstack/react-router";
import { BookingCompletePage } from "../features/booking/booking-complete-page";
import { bookingCompleteSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/booking-complete")({
  validateSearch: bookingCompleteSearch,
  loader: () => loadTexts("booking"),
  component: function BookingCompleteRoute() {
    const { code } = Route.useSearch();
    return <BookingCompletePage code={code} />;
  },
});
