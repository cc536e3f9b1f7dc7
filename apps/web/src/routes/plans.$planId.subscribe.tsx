import { createFileRoute, notFound } from "@tanstack/react-router";
import { isSignedIn } from "../features/auth/session-store";
import { SubscribePage } from "../features/plans/subscribe/subscribe-page";
import { planSubscribeSearch } from "../features/search-params/search-params";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/plans/$planId/subscribe")({
  // ?centre=<id>: the centre whose page offered the plan (its plans on offer are where the plan is read).
  validateSearch: planSubscribeSearch,
  loaderDeps: ({ search }) => ({ centre: search.centre }),
  // The plan, and when signed in the saved cars and addresses, warmed; the page shows its own states. The
  // profile's texts are its vehicle and address forms', "booking" its site details', "auth" the sign-in's.
  loader: async ({ context: { queryClient, trpc }, params, deps }) => {
    const planId = Number(params.planId);
    if (!Number.isInteger(planId) || planId <= 0) throw notFound();
    const warm = [
      deps.centre
        ? queryClient.ensureQueryData(trpc.washPlans.onOffer.queryOptions({ centreId: deps.centre }))
        : null,
      isSignedIn() ? queryClient.ensureQueryData(trpc.accounts.saved.vehicles.list.queryOptions()) : null,
      isSignedIn() ? queryClient.ensureQueryData(trpc.accounts.saved.addresses.list.queryOptions()) : null,
    ];
    await Promise.all([
      loadTexts("plans", "profile", "booking", "catalog", "auth", "errors"),
      Promise.all(warm).catch(() => undefined),
    ]);
  },
  component: function SubscribeRoute() {
    const { planId } = Route.useParams();
    const { centre } = Route.useSearch();
    return <SubscribePage planId={Number(planId)} centreId={centre} />;
  },
});
