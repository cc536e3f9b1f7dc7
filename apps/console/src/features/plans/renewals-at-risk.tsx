import { formatIndiaDateTime, type PlanInsights } from "@chamak/contracts";
import { Badge, Card, Stack, Table, Text, Title } from "@mantine/core";
import { formatDay } from "../../lib/format";
import { type ListQuery, QueryStates } from "../shared/query-states";
import { StackedTable } from "../shared/stacked-table";
import { CustomerCell } from "./customer-cell";
import { renewalRiskWords, riskColor } from "./insight-words";
import { BILLING_LABELS } from "./subscriber-labels";

type Risk = PlanInsights["renewalsAtRisk"][number];

/**
 * The subscriptions that may not renew: halted, an AutoPay debit failing, or a month ending within 3 days with
 * the next not open yet. Halted first, then failing, then the months running out, soonest first.
 */
export function RenewalsAtRisk({ query }: { query: ListQuery<Risk> }) {
  return (
    <Stack gap="xs" component="section" aria-label="Renewals at risk">
      <div>
        <Title order={2} size="h4">
          Renewals at risk{query.data && Array.isArray(query.data) ? ` (${query.data.length})` : ""}
        </Title>
        <Text size="sm" c="dimmed">
          Plans that may not go on: halted, an AutoPay debit failing, or a month ending within 3 days with the
          next one not open yet. A call now can keep them.
        </Text>
      </div>
      <QueryStates
        query={query}
        loadingLabel="Looking for renewals at risk…"
        errorTitle="The renewals at risk could not load"
        empty={{
          title: "No renewals at risk",
          description: "Every live plan is paid beyond the next 3 days, and no AutoPay debit is failing.",
        }}
      >
        {({ items }) => (
          <Card withBorder padding={0}>
            <StackedTable minWidth={760} verticalSpacing="sm" aria-label="Renewals at risk">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Pays by</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th>Paid until</Table.Th>
                  <Table.Th>Failing since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.subscriptionId}>
                    <CustomerCell name={row.customerName} vehicleNumber={row.vehicleNumber} />
                    <Table.Td data-label="Plan">{row.planName}</Table.Td>
                    <Table.Td data-label="Pays by">{BILLING_LABELS[row.billing]}</Table.Td>
                    <Table.Td data-label="Why">
                      <Badge variant="light" color={riskColor(row.reason)} style={{ whiteSpace: "normal" }}>
                        {renewalRiskWords(row.reason, row.billing)}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-label="Paid until" style={{ whiteSpace: "nowrap" }}>
                      {row.paidUntil ? formatDay(row.paidUntil) : "No month paid"}
                    </Table.Td>
                    <Table.Td data-label="Failing since" style={{ whiteSpace: "nowrap" }}>
                      {row.failingSince ? formatIndiaDateTime(row.failingSince) : "—"}
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
