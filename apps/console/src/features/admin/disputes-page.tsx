import { formatIndiaDateTime } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Badge, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";

/** Disputes across bookings, open ones first; each is handled on its booking's page. */
export function DisputesPage() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<"open" | "resolved" | "all">("open");
  const [page, setPage] = useState(1);
  const disputes = useQuery({
    ...trpc.admin.disputes.list.queryOptions({ ...(status === "all" ? {} : { status }), page, pageSize: 25 }),
    placeholderData: keepPreviousData,
  });
  const _data = disputes.data;
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
      <QueryTable
        query={disputes}
        loadingLabel="Loading disputes…"
        errorTitle="Disputes could not load"
        empty={{
          title: status === "open" ? "No open disputes" : "No disputes",
          description: "Open a dispute from a booking's page when a customer or centre complains.",
        }}
        minWidth={640}
        columns={
          <>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Dispute</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Status</Table.Th>
          </>
        }
        row={(dispute) => (
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
              <Text size="sm">{formatIndiaDateTime(dispute.createdAt)}</Text>
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
        )}
        onPage={setPage}
      />
    </Stack>
  );
}
