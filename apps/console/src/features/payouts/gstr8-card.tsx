import { indiaDate } from "@chamak/contracts";
import { Card, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { MonthCsvHeading } from "./month-csv-heading";
import { monthLabel, monthsUpTo } from "./months";
import { gstr8Csv } from "./report-csv";

/** The marketplace's TCS return (GSTR-8) for a month: its totals here, a line per supplier GSTIN as CSV. */
export function Gstr8Card() {
  const trpc = useTRPC();
  const months = monthsUpTo(0);
  const [month, setMonth] = useState(indiaDate().slice(0, 7));
  const report = useQuery(trpc.payouts.admin.gstr8.queryOptions({ month }));
  const rows = report.data ?? [];
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <MonthCsvHeading
          title="TCS return (GSTR-8)"
          months={months}
          month={month}
          onMonth={setMonth}
          csv={rows.length > 0 ? gstr8Csv(rows) : null}
          fileName={`gstr8-${month}.csv`}
        />
        <Text size="sm" c={report.isError ? "red" : undefined}>
          {report.isPending
            ? "Loading the month's TCS…"
            : report.isError
              ? `The TCS return could not load: ${report.error.message}`
              : rows.length === 0
                ? `No online supplies by registered centres in ${monthLabel(month)}.`
                : `${rows.length} supplier${rows.length === 1 ? "" : "s"}: net ${formatRupees(sum((r) => r.netPaise))}, TCS ${formatRupees(sum((r) => r.igstPaise + r.cgstPaise + r.sgstPaise))} (IGST ${formatRupees(sum((r) => r.igstPaise))}, CGST ${formatRupees(sum((r) => r.cgstPaise))}, SGST ${formatRupees(sum((r) => r.sgstPaise))}).`}
        </Text>
      </Stack>
    </Card>
  );
}
