import type { PlanInsights } from "@chamak/contracts";
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatPercent, formatRupees } from "../../lib/format";
import { type ListQuery, QueryStates } from "../shared/query-states";
import { PHONE_QUERY, StackedTable } from "../shared/stacked-table";
import { formatMonth } from "./insight-words";

type Month = PlanInsights["months"][number];

/**
 * The last 6 calendar months, newest first: subscriptions started, ended and live at the month's start, the
 * churn, and the money of the plan months starting in it, as their ledgers say.
 */
export function PlanMonthsTable({ query }: { query: ListQuery<Month> }) {
  // Figures line up on the right in a table; on a phone each month is a card whose figures flow after its name.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const number = phone ? {} : ({ ta: "right" } as const);
  const money = { ...number, style: { whiteSpace: "nowrap" } } as const;
  return (
    <Stack gap="xs" component="section" aria-label="Months">
      <div>
        <Title order={2} size="h4">
          Months
        </Title>
        <Text size="sm" c="dimmed">
          Churn is the plans that ended in a month out of those live at its start. The money is that of the
          plan months starting in it: the price billed, the credited washes taken off, what they earned after
          them and your share of that after commission and TCS.
        </Text>
      </div>
      <QueryStates
        query={query}
        loadingLabel="Counting the months…"
        errorTitle="The months could not load"
        empty={{ title: "No months yet", description: "Months show here once plans are on sale." }}
      >
        {({ items }) => (
          <Card withBorder padding={phone ? "xs" : 0}>
            <StackedTable minWidth={900} verticalSpacing="sm" aria-label="Months" flow>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th ta="right">New</Table.Th>
                  <Table.Th ta="right">Ended</Table.Th>
                  <Table.Th ta="right">Live at start</Table.Th>
                  <Table.Th ta="right">Churn</Table.Th>
                  <Table.Th ta="right">Plan months</Table.Th>
                  <Table.Th ta="right">Billed</Table.Th>
                  <Table.Th ta="right">Credited</Table.Th>
                  <Table.Th ta="right">Earned</Table.Th>
                  <Table.Th ta="right">Your share</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Td data-fill style={phone ? { flexBasis: "100%" } : undefined}>
                      <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
                        {formatMonth(row.month)}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="New" {...number}>
                      {row.newSubscriptions}
                    </Table.Td>
                    <Table.Td data-label="Ended" {...number}>
                      {row.ended}
                    </Table.Td>
                    <Table.Td data-label="Live at start" {...number}>
                      {row.liveAtStart}
                    </Table.Td>
                    <Table.Td data-label="Churn" {...number}>
                      {formatPercent(row.churn)}
                    </Table.Td>
                    <Table.Td data-label="Plan months" {...number}>
                      {row.planMonths}
                    </Table.Td>
                    <Table.Td data-label="Billed" {...money}>
                      {formatRupees(row.billedPaise)}
                    </Table.Td>
                    <Table.Td data-label="Credited" {...money}>
                      {formatRupees(row.creditedPaise)}
                    </Table.Td>
                    <Table.Td data-label="Earned" {...money}>
                      {formatRupees(row.earnedPaise)}
                    </Table.Td>
                    <Table.Td data-label="Your share" {...money}>
                      {formatRupees(row.centreSharePaise)}
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
