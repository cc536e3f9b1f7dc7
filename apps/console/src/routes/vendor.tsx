import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../features/auth/session";
import { VendorLayout } from "../features/layout/vendor-layout";

/** Centre accounts only; everything below is the caller's own centre. */
export const Route = createFileRoute("/vendor")({
  beforeLoad: async ({ context, location }) => ({ me: await requireRole(context, "vendor", location.href) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.dashboard.me.queryOptions()),
  component: VendorLayout,
});
