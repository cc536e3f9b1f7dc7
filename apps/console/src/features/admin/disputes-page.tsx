import { EmptyState, ErrorState, LoadingState } from "@chamak/ui";
import { Badge, Card, Pagination, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { AnchorLink } from "../layout/router-links";
import { PageHeader } from "../shared/page-header";

/** Disputes across bookings, open ones first; each is handled on its booking's page. */
export function DisputesPage() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<"open" | "resolved" | "all">("open");
  const [page, setPage] = useState(1);
  const disputes = useQuery({
    ...trpc.admin.disputes.list.queryOptions({ ...(status === "all" ? {} : { status }), page, pageSize: 25 }),
    placeholderData: keepPreviousData,
  });
  const data = disputes.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Disputes"
        description="Complaints about bookings. Open a booking to resolve its dispute."
      />
      <SegmentedControl
        aria-label="Dispute status"
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as typeof status);
          setPage(1);
        }}
        data={[
          { value: "open", label: "Open" },
          { value: "resolved", label: "Resolved" },
          { value: "all", label: "All" },
        ]}
      />
      {disputes.isPending ? (
        <LoadingState label="Loading disputes…" />
      ) : disputes.isError || !data ? (
        <ErrorState title="Disputes could not load" onRetry={() => void disputes.refetch()} />
      ) : data.items.length === 0 ? (
        <Card withBorder>
          <EmptyState
            title={status === "open" ? "No open disputes" : "No disputes"}
            description="Open a dispute from a booking's page when a customer or centre complains."
          />
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Dispute</Table.Th>
                  <Table.Th>Opened</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((dispute) => (
                  <Table.Tr key={dispute.id}>
                    <Table.Td>
                      <AnchorLink
                        to="/admin/bookings/$bookingId"
                        params={{ bookingId: dispute.bookingId }}
                        ff="monospace"
                        fw={700}
                      >
                        {dispute.bookingCode}
                      </AnchorLink>
                      <Text size="xs" c="dimmed">
                        {dispute.centreName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dispute.reason}</Text>
                      {dispute.resolution ? (
                        <Text size="xs" c="dimmed">
                          Resolution: {dispute.resolution}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(dispute.createdAt)}</Text>
                      <Text size="xs" c="dimmed">
                        by {dispute.raisedBy.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={dispute.status === "open" ? "orange" : "teal"} variant="light">
                        {dispute.status === "open" ? "Open" : "Resolved"}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
