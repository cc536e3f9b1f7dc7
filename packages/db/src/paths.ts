import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const srcDir = dirname(fileURLToPath(import.meta.url));

export const packageDir = resolve(srcDir, "..");
export const repoRoot = resolve(packageDir, "../..");
export const defaultSchemaPath = join(packageDir, "prisma/schema.prisma");
export const defaultMigrationsDir = join(packageDir, "prisma/migrations");
export const defaultPgliteDir = join(repoRoot, ".data/pglite");
