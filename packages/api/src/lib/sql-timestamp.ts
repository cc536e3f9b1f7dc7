import { Prisma } from "@chamak/db";

/** Columns are TIMESTAMP(3) holding UTC, as Prisma writes them; an ISO string cast to timestamp keeps UTC. */
export const utcTimestamp = (date: Date) => Prisma.sql`${date.toISOString()}::timestamp(3)`;
