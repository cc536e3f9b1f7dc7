/**
 * For transactions that queue on a row lock (a centre's bays, a booking): under a burst they wait their
 * turn instead of failing after Prisma's default 2 s wait for a connection.
 */
export const LOCKING_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };
