import { Prisma } from "@chamak/db";

/** A unique-constraint violation (P2002) on the named model or column. */
export function isUniqueViolation(error: unknown, modelOrField: string): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes(modelOrField)
  );
}
