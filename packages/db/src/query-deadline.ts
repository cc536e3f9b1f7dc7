import { constants } from "node:os";
import type pg from "pg";

/** What pg's Client keeps of the query it is running (pg 8's `_activeQuery`; its public getter is deprecated). */
interface ClientInternals {
  _activeQuery: object | null;
  connection: { stream: { destroy(error?: Error): void } };
}

/**
 * Shaped as the socket read timeout it stands for (code ETIMEDOUT, as Node's system errors): Prisma's pg adapter
 * then reports it as a SocketTimeout, and callers treat it as they treat any database that stopped answering
 * (the api's isDatabaseUnavailable: 503, try again shortly).
 */
class QueryDeadlineError extends Error {
  override readonly name = "QueryDeadlineError";
  readonly code = "ETIMEDOUT";
  readonly syscall = "read";
  readonly errno = -constants.errno.ETIMEDOUT;
}

/**
 * Fails a query that has had no answer for `deadlineMs` by ending its connection: pg then fails it (and any
 * queued behind it) with this error, and the pool replaces the connection. This is what pg's own
 * `query_timeout` is for, without its cost: that option arms a timer per query whose closure holds the query,
 * its rows and its caller, and `pnpm --filter @chamak/bench gc-survival` measured it making each query's
 * objects outlive V8's young-generation collections about four times as much (bench-results/findings.md),
 * which makes those collections longer and the full ones more frequent. Here one timer per pool looks at each
 * connection's running query a few times per deadline; a query seen running across a whole deadline is
 * failed, so one fails between `deadlineMs` and `deadlineMs` plus one look (a quarter of the deadline, at
 * most a second).
 *
 * Returns the function that stops watching (call it before ending the pool).
 */
export function watchQueryDeadline(pool: pg.Pool, deadlineMs: number): () => void {
  const lookEveryMs = Math.min(1000, Math.max(10, Math.floor(deadlineMs / 4)));
  // Each connection, with the query it was running at the last look and since when it has been seen running.
  const connections = new Map<ClientInternals, { query: object | null; since: number }>();
  pool.on("connect", (client) =>
    connections.set(client as unknown as ClientInternals, { query: null, since: 0 }),
  );
  pool.on("remove", (client) => connections.delete(client as unknown as ClientInternals));
  const look = () => {
    const now = performance.now();
    for (const [client, seen] of connections) {
      const query = client._activeQuery;
      if (query !== seen.query) {
        seen.query = query;
        seen.since = now;
      } else if (query && now - seen.since >= deadlineMs) {
        seen.query = null;
        client.connection.stream.destroy(
          new QueryDeadlineError(`No answer from PostgreSQL within ${deadlineMs} ms`),
        );
      }
    }
  };
  const timer = setInterval(look, lookEveryMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    connections.clear();
  };
}
