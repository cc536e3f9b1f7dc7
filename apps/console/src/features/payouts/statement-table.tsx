import {
  formatIndiaWeekdayDate,
  type Statement,
  type StatementRow,
  statementSettledAs,
} from "@chamak/contracts";
import { Badge, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatRupees } from "../../lib/format";
import { PHONE_QUERY, StackedTable } from "../shared/stacked-table";

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

/**
 * A month's statement, a row per booking: a table on wider screens; on a phone each booking is a card with every
 * amount labelled (Commission, TCS and Net to you included), as the console's other tables.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // Amounts line up on the right in columns; in a card they follow their label.
  const amount = phone ? undefined : "right";
  const { rows, totals } = statement;
  return (
    <StackedTable minWidth={900} striped verticalSpacing="xs">
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
        {rows.map((row) => (
          <Table.Tr key={row.bookingId}>
            <Table.Td ff="monospace" fw={phone ? 700 : undefined}>
              {row.code}
            </Table.Td>
            <Table.Td data-label="Slot">{formatIndiaWeekdayDate(row.slotStart)}</Table.Td>
            <Table.Td data-label="Paid" ta={amount}>
              {formatRupees(row.paidPaise)} {row.paymentMethod === "cash" ? "(cash)" : ""}
            </Table.Td>
            <Table.Td data-label="Refunded" ta={amount}>
              {formatRupees(row.refundedPaise)}
            </Table.Td>
            <Table.Td data-label="Commission" ta={amount}>
              {formatRupees(row.commissionPaise)}
            </Table.Td>
            <Table.Td data-label="TCS" ta={amount}>
              {formatRupees(row.tcsPaise)}
            </Table.Td>
            <Table.Td data-label="Net to you" ta={amount}>
              {formatRupees(row.netPaise)}
            </Table.Td>
            <Table.Td data-label="How it reached you">
              <SettledAs row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={phone ? undefined : 2}>Total ({totals.bookings})</Table.Td>
          <Table.Td data-label="Paid" ta={amount}>
            {formatRupees(totals.paidPaise)}
          </Table.Td>
          <Table.Td data-label="Refunded" ta={amount}>
            {formatRupees(totals.refundedPaise)}
          </Table.Td>
          <Table.Td data-label="Commission" ta={amount}>
            {formatRupees(totals.commissionPaise)}
          </Table.Td>
          <Table.Td data-label="TCS" ta={amount}>
            {formatRupees(totals.tcsPaise)}
          </Table.Td>
          <Table.Td data-label="Net to you" ta={amount}>
            {formatRupees(totals.netPaise)}
          </Table.Td>
          {phone ? null : <Table.Td />}
        </Table.Tr>
      </Table.Tfoot>
    </StackedTable>
  );
}
