import { httpStatusOf } from "@chamak/web-client";
import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../features/auth/session";
import { VendorLayout } from "../features/layout/vendor-layout";
import { readActiveCentreId, storeActiveCentreId } from "../lib/active-centre";
import type { RouterContext } from "../lib/router-context";

/**
 * The header's view of the centre the console works on. A branch chosen earlier that the account is no longer
 * a member of is forgotten (the server then answers for the account's first centre).
 */
async function loadCentre(context: RouterContext) {
  const options = context.trpc.dashboard.me.queryOptions();
  try {
    return await context.queryClient.ensureQueryData(options);
  } catch (error) {
    if (httpStatusOf(error) !== 403 || readActiveCentreId() === null) throw error;
    storeActiveCentreId(null);
    context.queryClient.clear();
    return context.queryClient.ensureQueryData(options);
  }
}

/** Centre accounts only; everything below is the centre the console works on (one of the account's). */
export const Route = createFileRoute("/vendor")({
  beforeLoad: async ({ context, location }) => {
    const me = await requireRole(context, "vendor", location.href);
    return { me, centre: await loadCentre(context) };
  },
  component: VendorLayout,
});
