import { createFileRoute } from "@tanstack/react-router";
import { TeamPage } from "../../features/team/team-page";

export const Route = createFileRoute("/vendor/team")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.team.list.queryOptions()),
  component: TeamPage,
});
