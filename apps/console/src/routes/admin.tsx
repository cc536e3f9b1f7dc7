import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../features/auth/session";
import { AdminLayout } from "../features/layout/admin-layout";

/** Chamak staff only. */
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context, location }) => ({ me: await requireRole(context, "admin", location.href) }),
  component: AdminLayout,
});
