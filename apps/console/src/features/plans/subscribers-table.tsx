import type { PlanSubscriberRow } from "@chamak/contracts";
import { Badge, Card, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { QueryStates } from "../shared/query-states";
import { StackedTable } from "../shared/stacked-table";
import { CustomerCell } from "./customer-cell";
import { BILLING_LABELS, SUBSCRIPTION_STATES } from "./subscriber-labels";

/** "Green Meadows, Tower B"; "—" when the customer gave no society. */
const placeOf = (row: PlanSubscriberRow) => [row.society, row.tower].filter(Boolean).join(", ") || "—";

/** Who is on the centre's plans: live subscriptions first, then those that ended. */
export function SubscribersTable() {
  const trpc = useTRPC();
  const subscribers = useQuery(trpc.planSubscribers.list.queryOptions());
  return (
    <Stack gap="xs" component="section" aria-label="Subscribers">
      <Title order={2} size="h4">
        Subscribers{subscribers.data ? ` (${subscribers.data.length})` : ""}
      </Title>
      <QueryStates
        query={subscribers}
        loadingLabel="Loading subscribers…"
        errorTitle="The subscribers could not load"
        empty={{
          title: "No subscribers yet",
          description:
            "When customers subscribe to a plan that is on sale, they are listed here with their society, tower, washer and how they pay.",
        }}
      >
        {({ items }) => (
          <Card withBorder padding={0}>
            <StackedTable minWidth={760} verticalSpacing="sm" aria-label="Subscribers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Society</Table.Th>
                  <Table.Th>Washer</Table.Th>
                  <Table.Th>Pays by</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.id}>
                    <CustomerCell name={row.customerName} vehicleNumber={row.vehicleNumber} />
                    <Table.Td data-label="Plan">{row.planName}</Table.Td>
                    <Table.Td data-label="Society">{placeOf(row)}</Table.Td>
                    <Table.Td data-label="Washer">{row.washerName ?? "Not given yet"}</Table.Td>
                    <Table.Td data-label="Pays by">{BILLING_LABELS[row.billing]}</Table.Td>
                    <Table.Td data-label="Since" style={{ whiteSpace: "nowrap" }}>
                      {formatDay(row.startDate)}
                    </Table.Td>
                    <Table.Td data-label="State">
                      <Badge variant="light" color={SUBSCRIPTION_STATES[row.state].color}>
                        {SUBSCRIPTION_STATES[row.state].label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
