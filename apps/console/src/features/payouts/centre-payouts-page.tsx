import { indiaDate, statementPdfPath } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Alert, Card, Stack, Text } from "@mantine/core";
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
import { StatementTable } from "./statement-table";

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
            <StatementTable statement={statement.data} />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
