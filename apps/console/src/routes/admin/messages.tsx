import { createFileRoute } from "@tanstack/react-router";
import { MessagesPage } from "../../features/admin/messages-page";

export const Route = createFileRoute("/admin/messages")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.messaging.standinMessages.queryOptions()),
  component: MessagesPage,
});
