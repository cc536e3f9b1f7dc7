import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { QueryStates } from "../shared/query-states";
import { FailedRefundCard } from "./failed-refund-card";
import { reconcileErrorsInput } from "./money-queue-query";
import { ReconcileErrorCard } from "./reconcile-error-card";

type SectionTitleProps = { id: string; title: string; count: number | undefined; description: string };

function SectionTitle({ id, title, count, description }: SectionTitleProps) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {count ? (
          <Badge color="red" variant="light" aria-label={`${count} waiting`}>
            {count}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

/** Money that needs an admin: refunds customers are still owed, and UPI orders nobody could settle. */
export function MoneyQueuePage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = useQuery(trpc.admin.bookings.failedRefunds.queryOptions());
  const unsettled = useQuery({
    ...trpc.admin.bookings.reconcileErrors.queryOptions(reconcileErrorsInput(page)),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xl">
      <PageHeader
        title="Money needing attention"
        description="Refunds that did not reach customers, and UPI orders that could not be settled."
      />
      <Stack gap="sm" component="section" aria-labelledby="failed-refunds">
        <SectionTitle
          id="failed-refunds"
          title="Failed refunds still owed"
          count={failed.data?.length}
          description="Razorpay refused these or the bank sent them back; the customer has not got the money. Oldest first."
        />
        <Notice text={notice} onClose={() => setNotice(null)} />
        <QueryStates
          query={failed}
          loadingLabel="Loading failed refunds…"
          errorTitle="Failed refunds could not load"
          empty={{
            title: "No failed refunds",
            description: "Every refund asked of Razorpay has gone through or is still on its way.",
          }}
        >
          {({ items }) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {items.map((refund) => (
                <FailedRefundCard key={refund.refundId} refund={refund} onRetried={setNotice} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="unsettled-orders">
        <SectionTitle
          id="unsettled-orders"
          title="Unsettled UPI orders"
          count={unsettled.data?.total}
          description="Open orders reconciliation could not settle with Razorpay. Each is tried again at its next try; most tried first."
        />
        <QueryStates
          query={unsettled}
          loadingLabel="Loading unsettled orders…"
          errorTitle="Unsettled orders could not load"
          empty={{
            title: "No unsettled orders",
            description: "Reconciliation has settled every open UPI order it checked.",
          }}
          onPage={setPage}
        >
          {({ items }) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {items.map((order) => (
                <ReconcileErrorCard key={order.paymentId} order={order} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
      </Stack>
    </Stack>
  );
}
