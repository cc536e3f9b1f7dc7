import { EmptyState, ErrorState, LoadingState } from "@chamak/ui";
import { Card, Pagination, Table } from "@mantine/core";
import type { ReactNode } from "react";

type Page<T> = { items: readonly T[]; total: number; page: number; pageSize: number };

type QueryTableProps<T> = {
  /** A TanStack query of a page of rows, or of all of them. */
  query: {
    isPending: boolean;
    isError: boolean;
    data: Page<T> | readonly T[] | undefined;
    error: { message: string } | null;
    refetch: () => unknown;
  };
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

/** A console list: loading, error with retry, empty, or the table with its pages. */
export function QueryTable<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  minWidth,
  columns,
  row,
  onPage,
  caption,
}: QueryTableProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || !query.data) {
    return (
      <ErrorState title={errorTitle} message={query.error?.message} onRetry={() => void query.refetch()} />
    );
  }
  const page: Page<T> = Array.isArray(query.data)
    ? { items: query.data, total: query.data.length, page: 1, pageSize: query.data.length }
    : (query.data as Page<T>);
  if (page.items.length === 0) {
    return (
      <Card withBorder>
        <EmptyState title={empty.title} description={empty.description} />
      </Card>
    );
  }
  return (
    <>
      {caption?.(page.total)}
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>{columns}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{page.items.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {onPage && page.total > page.pageSize ? (
        <Pagination
          total={Math.ceil(page.total / page.pageSize)}
          value={page.page}
          onChange={onPage}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      ) : null}
    </>
  );
}
