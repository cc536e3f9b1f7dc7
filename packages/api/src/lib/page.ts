/** Which page of a list to read: 1-based, as every list input in the contracts carries it. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows a page skips and takes: Prisma's `skip`/`take`, or OFFSET/LIMIT in SQL. */
export function pageWindow({ page, pageSize }: PageRequest): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** A page of a list as the contracts' `pagedOutput` describes it: its items, how many in all, which page. */
export function pageOf<Item>(
  { page, pageSize }: PageRequest,
  items: Item[],
  total: number,
): { items: Item[]; total: number; page: number; pageSize: number } {
  return { items, total, page, pageSize };
}
