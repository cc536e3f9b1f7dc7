import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { TeamPage } from "../../features/team/team-page";

export const Route = createFileRoute("/vendor/team")({
  beforeLoad: ({ context }) => requireCentreAction(context, "team.view"),
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.team.list.queryOptions()),
  component: TeamPage,
});
