import { httpStatusOf } from "@chamak/web-client";
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
  // A booking that does not exist is the not-found page; other failures the page's designed error state.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(context.trpc.admin.bookings.get.queryOptions({ bookingId: params.bookingId }))
      .catch((error: unknown) => {
        if (httpStatusOf(error) === 404) throw notFound();
      }),
  component: function AdminBookingRoute() {
    const { bookingId } = Route.useParams();
    return <BookingDetailPage bookingId={bookingId} />;
  },
});
