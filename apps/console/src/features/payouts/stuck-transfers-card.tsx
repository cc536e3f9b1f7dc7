import { formatIndiaDateTime } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Badge, Card, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

/** Centres' shares that are not moving (refused by Razorpay, or waiting over a day), each with why. */
export function StuckTransfersCard() {
  const trpc = useTRPC();
  const stuck = useQuery(trpc.payouts.admin.stuck.queryOptions());
  const rows = stuck.data ?? [];
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Stuck transfers
        </Title>
        {stuck.isPending ? <Text size="sm">Loading stuck transfers…</Text> : null}
        {stuck.isError ? (
          <Text size="sm" c="red" role="alert">
            Stuck transfers could not load: {stuck.error.message}
          </Text>
        ) : null}
        {stuck.isSuccess && rows.length === 0 ? (
          <Text size="sm">No transfer has failed or waited more than a day.</Text>
        ) : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th>Since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.transferId}>
                    <Table.Td ff="monospace">
                      <AnchorLink to="/admin/bookings/$bookingId" params={{ bookingId: row.bookingId }}>
                        {row.bookingCode}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{row.centreName}</Table.Td>
                    <Table.Td ta="right">{formatRupees(row.amountPaise)}</Table.Td>
                    <Table.Td>
                      <Badge color={row.state === "failed" ? "red" : "orange"} variant="light">
                        {row.state}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.reason ?? "—"}</Table.Td>
                    <Table.Td>{formatIndiaDateTime(row.since)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
