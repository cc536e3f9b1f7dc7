import { createHash } from "node:crypto";
import { type Db, type DbTx, Prisma } from "@chamak/db";
import type pg from "pg";
import { registerDirectQuery } from "./workspace-code";

// Stand-ins that let the baseline call the booking, crew and places modules' own statements and planning code on
// a plain pg pool, with no Prisma in between: the app's hot-path statements run either "on the pool"
// (lib/plain-rows.ts, `{ pool: db }`) or in a transaction (`{ tx }`, Prisma's transaction client), and these
// answer exactly those two ways. Anything else of Prisma's client is absent, so a service that came to use it
// would fail loudly here instead of being measured wrongly. Statements are named, so each connection prepares a
// text once and PostgreSQL plans it as it plans the stack's (createDb prepares its statements the same way,
// packages/db/src/adapter.ts); unnamed, every request parsed and planned each of them again, and the baseline
// spent six times the stack's PostgreSQL CPU on doorstep availability.

const names = new Map<string, string>();

/** A prepared statement's name: the same text always gets the same name, on any connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `bench_${createHash("sha1").update(text).digest("base64url")}`;
    names.set(text, name);
  }
  return name;
}

const utcText = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map(utcText) : value;

const run = (queryable: pg.Pool | pg.ClientBase, text: string, values: readonly unknown[]) =>
  queryable.query({ name: nameOf(text), text, values: values.map(utcText) });

/**
 * A client whose `{ pool: db }` statements go straight to `queryable`: the direct query createDb registers for
 * its own pg pool (packages/db/src/direct-query.ts, which also sends Dates as UTC text), on the baseline's pool.
 */
export function rawPoolDb(queryable: pg.Pool | pg.ClientBase): Db {
  const client = {};
  registerDirectQuery(client, async (text, values) => (await run(queryable, text, values)).rows, undefined);
  return client as Db;
}

/**
 * Prisma's transaction client as the app's statements use it, on a pg client inside BEGIN ... COMMIT: `$queryRaw`
 * and `$executeRaw`, given a Prisma.Sql (queryPlainRows, queryJsonRows) or used as a tagged template (the crew
 * module's lock and holds), run the statement's text and values as they are.
 */
export function rawTransaction(client: pg.ClientBase): DbTx {
  const execute = (query: TemplateStringsArray | Prisma.Sql, values: unknown[]) => {
    const statement =
      query instanceof Prisma.Sql ? query : Prisma.sql(query, ...(values as Prisma.Sql["values"]));
    return run(client, statement.text, statement.values);
  };
  const tx = {
    $queryRaw: async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) =>
      (await execute(query, values)).rows,
    $executeRaw: async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) =>
      (await execute(query, values)).rowCount ?? 0,
  };
  return tx as unknown as DbTx;
}
