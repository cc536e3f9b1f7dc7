import { createFileRoute, notFound } from "@tanstack/react-router";
import { BookingDetailPage } from "../../../features/admin/booking-detail-page";

export const Route = createFileRoute("/admin/bookings/$bookingId")({
  params: {
    parse: (params) => {
      const bookingId = Number(params.bookingId);
      if (!Number.isInteger(bookingId) || bookingId <= 0) throw notFound();
      return { bookingId };
    },
    stringify: (params) => ({ bookingId: String(params.bookingId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(context.trpc.admin.bookings.get.queryOptions({ bookingId: params.bookingId }))
      .catch(() => undefined), // the page shows a designed error state
  component: function AdminBookingRoute() {
    const { bookingId } = Route.useParams();
    return <BookingDetailPage bookingId={bookingId} />;
  },
});
