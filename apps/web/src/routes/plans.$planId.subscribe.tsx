import { createFileRoute } from "@tanstack/react-router";
import { SubscribePage } from "../features/plans/subscribe/subscribe-page";
import { planSubscribeSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/plans/$planId/subscribe")({
  // ?centre=<id>: the centre whose page offered the plan (its plans on offer are where the plan is read).
  validateSearch: planSubscribeSearch,
  // Only the texts: the page asks for the plan and the saved cars and addresses itself and shows its own
  // states, and a loader is in every page's entry (the home page's weight budget). The profile's texts are its
  // vehicle and address forms', "booking" its site details', "auth" the sign-in's.
  loader: () => loadTexts("plans", "profile", "booking", "catalog", "auth", "errors"),
  component: function SubscribeRoute() {
    const { planId } = Route.useParams();
    const { centre } = Route.useSearch();
    return <SubscribePage planId={Number(planId)} centreId={centre} />;
  },
});
