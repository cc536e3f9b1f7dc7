import { EmptyState, ErrorState, LoadingState } from "@chamak/ui";
import { Card, Pagination } from "@mantine/core";
import type { ReactNode } from "react";

export type Page<T> = { items: readonly T[]; total: number; page: number; pageSize: number };

export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: Page<T> | readonly T[] | undefined;
  error: { message: string } | null;
  refetch: () => unknown;
};

type QueryStatesProps<T> = {
  /** A TanStack query of a page of rows, or of all of them. */
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; description: string };
  /** The rows, once there are some. */
  children: (page: Page<T>) => ReactNode;
  onPage?: ((page: number) => void) | undefined;
};

/** A console list's states: loading, error with retry, empty, or its rows with their pages. */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
  onPage,
}: QueryStatesProps<T>) {
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
      {children(page)}
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
