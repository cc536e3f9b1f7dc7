import { createFileRoute, notFound } from "@tanstack/react-router";
import { JobCardPage } from "../../../features/job-card/job-card-page";

export const Route = createFileRoute("/vendor/jobs/$bookingId")({
  params: {
    parse: ({ bookingId }) => {
      const id = Number(bookingId);
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { bookingId: id };
    },
    stringify: ({ bookingId }) => ({ bookingId: String(bookingId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      context.trpc.jobCard.get.queryOptions({ bookingId: params.bookingId }),
    ),
  component: function VendorJobCardRoute() {
    const { bookingId } = Route.useParams();
    return <JobCardPage bookingId={bookingId} />;
  },
});
