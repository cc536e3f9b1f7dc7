import { walkInBookingInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { WalkInPage } from "../../features/walk-in/walk-in-page";

/** `?booking=` opens the counter screen of a walk-in made earlier ("Show QR again"). */
const walkInSearch = searchResolver({ booking: walkInBookingInput.shape.bookingId });

export const Route = createFileRoute("/vendor/walk-in")({
  validateSearch: (search: Record<string, unknown>) => walkInSearch(search),
  beforeLoad: ({ context }) => requireCentreAction(context, "walkIns.create"),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.services.list.queryOptions()),
  component: function VendorWalkInRoute() {
    const { booking } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <WalkInPage showBookingId={booking} onShown={() => void navigate({ search: {}, replace: true })} />
    );
  },
});
