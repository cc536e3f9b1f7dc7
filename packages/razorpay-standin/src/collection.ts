import { badRequest } from "./api-error";

/**
 * A page of a list answer as Razorpay gives it: newest first, `count` (default 10, at most 100) after `skip`.
 * The SDK's `all()` always sends both.
 */
export function collectionPage<T extends { created_at: number }>(
  items: T[],
  query: Record<string, unknown>,
): { entity: "collection"; count: number; items: T[] } {
  const count = queryInteger(query, "count", 10);
  const skip = queryInteger(query, "skip", 0);
  if (count < 1 || count > 100) throw badRequest("The count must be between 1 and 100.", "count");
  // Newest first; among equal timestamps the later created (later in the list) first.
  const newestFirst = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created_at - a.item.created_at || b.index - a.index)
    .map(({ item }) => item);
  const page = newestFirst.slice(skip, skip + count);
  return { entity: "collection", count: page.length, items: page };
}

function queryInteger(query: Record<string, unknown>, key: string, fallback: number): number {
  const value = query[key];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw badRequest(`The ${key} must be an integer.`, key);
  return number;
}
