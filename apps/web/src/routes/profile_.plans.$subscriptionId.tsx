import { createFileRoute, redirect } from "@tanstack/react-router";
import { AccessRouteError } from "../features/auth/access-route-error";
import { isSignedIn } from "../features/auth/session-store";
import { PlanPage } from "../features/plans/my-plan/plan-page";
import { loadTexts } from "../lib/i18n";

/** /profile/plans/<id>: one of the customer's wash plans (beside the profile, not inside its tabs). */
export const Route = createFileRoute("/profile_/plans/$subscriptionId")({
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: "/login" });
  },
  // Only the texts (a loader is in every page's entry): the page asks for the plan and shows its own states.
  loader: () => loadTexts("plans", "catalog", "errors", "profile"),
  errorComponent: AccessRouteError,
  component: function PlanRoute() {
    const { subscriptionId } = Route.useParams();
    return <PlanPage subscriptionId={Number(subscriptionId)} />;
  },
});
