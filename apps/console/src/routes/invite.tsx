import { createFileRoute } from "@tanstack/react-router";
import { AcceptInvitePage } from "../features/team/accept-invite-page";

/** An invitation's link: `/console/invite?token=...` (TEAM_INVITE_PATH). */
export const Route = createFileRoute("/invite")({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === "string" ? search.token : "",
  }),
  component: function InviteRoute() {
    return <AcceptInvitePage token={Route.useSearch().token} />;
  },
});
