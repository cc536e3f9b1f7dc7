import { ActionIcon, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { StackedTable } from "../shared/stacked-table";

interface Column<Entry> {
  label: string;
  cell: (entry: Entry) => ReactNode;
}

/** A calendar card's entries: a table (cards on a phone) with a remove button on each row, or a line when empty. */
export function CalendarEntries<Entry extends { id: number }>({
  entries,
  columns,
  minWidth,
  empty,
  removeLabel,
  onRemove,
  removingId,
  disabled,
}: {
  entries: readonly Entry[];
  columns: readonly Column<Entry>[];
  minWidth: number;
  empty: string;
  removeLabel: (entry: Entry) => string;
  onRemove: (entry: Entry) => void;
  /** The entry being removed now, whose button spins. */
  removingId: number | undefined;
  disabled: boolean;
}) {
  if (entries.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <StackedTable minWidth={minWidth} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label}>{column.label}</Table.Th>
          ))}
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            {columns.map((column) => (
              <Table.Td key={column.label} data-label={column.label}>
                {column.cell(entry)}
              </Table.Td>
            ))}
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={removeLabel(entry)}
                loading={removingId === entry.id}
                disabled={disabled}
                onClick={() => onRemove(entry)}
              >
                ✕
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
