import { createFileRoute } from "@tanstack/react-router";
import { MoneyQueuePage } from "../../features/admin/money-queue-page";
import { reconcileErrorsInput } from "../../features/admin/money-queue-query";

export const Route = createFileRoute("/admin/refunds")({
  // Each section shows its own error state, so a failed load does not fail the page.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.admin.bookings.failedRefunds.queryOptions()),
      context.queryClient.ensureQueryData(
        context.trpc.admin.bookings.reconcileErrors.queryOptions(reconcileErrorsInput(1)),
      ),
    ]).catch(() => undefined),
  component: MoneyQueuePage,
});
