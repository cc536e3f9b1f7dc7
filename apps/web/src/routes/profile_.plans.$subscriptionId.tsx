import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { AccessRouteError } from "../features/auth/access-route-error";
import { isSignedIn } from "../features/auth/session-store";
import { PlanPage } from "../features/plans/my-plan/plan-page";
import { loadTexts } from "../lib/i18n";

/** /profile/plans/<id>: one of the customer's wash plans (beside the profile, not inside its tabs). */
export const Route = createFileRoute("/profile_/plans/$subscriptionId")({
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: "/login" });
  },
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const subscriptionId = Number(params.subscriptionId);
    if (!Number.isInteger(subscriptionId) || subscriptionId <= 0) throw notFound();
    await Promise.all([
      loadTexts("plans", "catalog", "errors"),
      queryClient
        .ensureQueryData(trpc.planSubscriptions.get.queryOptions({ subscriptionId }))
        .catch(() => undefined),
    ]);
  },
  errorComponent: AccessRouteError,
  component: function PlanRoute() {
    const { subscriptionId } = Route.useParams();
    return <PlanPage subscriptionId={Number(subscriptionId)} />;
  },
});
