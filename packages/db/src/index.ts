import type { Prisma, PrismaClient } from "./generated/prisma/client";

export type { DbKind, PoolStats } from "./adapter";
export { type CreateDbOptions, createDb, type DbHandle, pingDb } from "./client";
export { assertPoolValues, type DirectQuery, poolQueryOf } from "./direct-query";
export * from "./generated/prisma/client";
export { type DeployResult, migrateDeploy } from "./migrate/deploy";
export { migratedSnapshot } from "./migrate/migrated-snapshot";
export type { MigrateOptions } from "./migrate/session";
export { hashPassword, verifyPassword } from "./passwords";

export type Db = PrismaClient;
export type DbTx = Prisma.TransactionClient;
export { DEMO_LOGINS, type DemoLogin } from "./seed/accounts-data";
export { type SeedOptions, type SeedSummary, seedDemoData } from "./seed/seed";
