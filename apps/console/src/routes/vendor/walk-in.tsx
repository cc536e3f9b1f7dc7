import { createFileRoute } from "@tanstack/react-router";
import { WalkInPage } from "../../features/walk-in/walk-in-page";

export const Route = createFileRoute("/vendor/walk-in")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.vendor.services.list.queryOptions()),
  component: WalkInPage,
});
