import {
  formatIndiaWeekdayDate,
  indiaDate,
  type StatementRow,
  statementPdfPath,
  statementSettledAs,
} from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Alert, Badge, Card, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { readActiveCentreId } from "../../lib/active-centre";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { MonthCsvHeading } from "./month-csv-heading";
import { monthLabel, monthsUpTo } from "./months";
import { PayoutAccountCard } from "./payout-account-card";
import { statementCsv } from "./report-csv";

const TRANSFER_COLORS: Record<string, string> = {
  waiting: "orange",
  on_hold: "blue",
  released: "teal",
  failed: "red",
};

/** How one booking's money reached the centre: cash in hand, or its transfer, less what paid cash commission. */
function SettledAs({ row }: { row: StatementRow }) {
  if (row.paymentMethod === "cash") return <Text size="sm">{statementSettledAs(row)}</Text>;
  return (
    <Stack gap={2}>
      {row.transferState ? (
        <Badge color={TRANSFER_COLORS[row.transferState] ?? "gray"} variant="light">
          {statementSettledAs(row)}
        </Badge>
      ) : (
        "—"
      )}
      {row.offsetPaise > 0 ? (
        <Text size="xs" c="dimmed">
          {formatRupees(row.offsetPaise)} kept for commission on cash bookings
        </Text>
      ) : null}
    </Stack>
  );
}

/** The centre's payouts: its terms and bank account, and a monthly statement (on screen and as CSV). */
export function CentrePayoutsPage() {
  const trpc = useTRPC();
  // Next month too: bookings are paid ahead of their slot.
  const months = monthsUpTo(1);
  const [month, setMonth] = useState(indiaDate().slice(0, 7));
  const terms = useQuery(trpc.payouts.centre.terms.queryOptions());
  const statement = useQuery(trpc.payouts.centre.statement.queryOptions({ month }));
  return (
    <Stack gap="md">
      <PageHeader
        title="Payouts"
        description="What customers pay online reaches your bank through Razorpay Route, less commission and TCS."
      />
      {terms.isPending ? <LoadingState label="Loading your payout terms…" /> : null}
      {terms.isError ? (
        <ErrorState
          title="Payout terms could not load"
          message={terms.error.message}
          onRetry={() => void terms.refetch()}
        />
      ) : null}
      {terms.data ? <PayoutAccountCard terms={terms.data} /> : null}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <MonthCsvHeading
            title="Statement"
            months={months}
            month={month}
            onMonth={setMonth}
            csv={statement.data && statement.data.rows.length > 0 ? statementCsv(statement.data) : null}
            fileName={`chamak-statement-${month}.csv`}
            pdfPath={statementPdfPath(month, readActiveCentreId() ?? undefined)}
          />
          {statement.data && statement.data.receivablePaise > 0 ? (
            <Alert color="orange" variant="light" title="Commission owed on cash bookings">
              You owe {formatRupees(statement.data.receivablePaise)} commission on bookings paid in cash. It
              is kept back from your next online payouts.
            </Alert>
          ) : null}
          {statement.isPending ? <LoadingState label="Loading the statement…" /> : null}
          {statement.isError ? (
            <ErrorState
              title="The statement could not load"
              message={statement.error.message}
              onRetry={() => void statement.refetch()}
            />
          ) : null}
          {statement.data && statement.data.rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              No paid bookings in {monthLabel(month)}.
            </Text>
          ) : null}
          {statement.data && statement.data.rows.length > 0 ? (
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped miw={900} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Booking</Table.Th>
                    <Table.Th>Slot</Table.Th>
                    <Table.Th ta="right">Paid</Table.Th>
                    <Table.Th ta="right">Refunded</Table.Th>
                    <Table.Th ta="right">Commission</Table.Th>
                    <Table.Th ta="right">TCS</Table.Th>
                    <Table.Th ta="right">Net to you</Table.Th>
                    <Table.Th>How it reached you</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {statement.data.rows.map((row) => (
                    <Table.Tr key={row.bookingId}>
                      <Table.Td ff="monospace">{row.code}</Table.Td>
                      <Table.Td>{formatIndiaWeekdayDate(row.slotStart)}</Table.Td>
                      <Table.Td ta="right">
                        {formatRupees(row.paidPaise)} {row.paymentMethod === "cash" ? "(cash)" : ""}
                      </Table.Td>
                      <Table.Td ta="right">{formatRupees(row.refundedPaise)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(row.commissionPaise)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(row.tcsPaise)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(row.netPaise)}</Table.Td>
                      <Table.Td>
                        <SettledAs row={row} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Td colSpan={2}>Total ({statement.data.totals.bookings})</Table.Td>
                    <Table.Td ta="right">{formatRupees(statement.data.totals.paidPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(statement.data.totals.refundedPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(statement.data.totals.commissionPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(statement.data.totals.tcsPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(statement.data.totals.netPaise)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ScrollArea>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
