import { Card, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { type ListQuery, QueryStates } from "./query-states";
import { StackedTable } from "./stacked-table";

type QueryTableProps<T> = {
  /** A TanStack query of a page of rows, or of all of them. */
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; description: string };
  minWidth: number;
  /** The header cells. */
  columns: ReactNode;
  /** One <Table.Tr> per row. */
  row: (item: T) => ReactNode;
  onPage?: (page: number) => void;
  /** Above the table, e.g. how many rows matched. */
  caption?: (total: number) => ReactNode;
};

/** A console list: loading, error with retry, empty, or the table (rows as cards on a phone) with its pages. */
export function QueryTable<T>({ minWidth, columns, row, caption, ...states }: QueryTableProps<T>) {
  return (
    <QueryStates {...states}>
      {(page) => (
        <>
          {caption?.(page.total)}
          <Card withBorder padding={0}>
            <StackedTable minWidth={minWidth} verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>{columns}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{page.items.map(row)}</Table.Tbody>
            </StackedTable>
          </Card>
        </>
      )}
    </QueryStates>
  );
}
