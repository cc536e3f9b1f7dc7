import type { Role } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "./errors";
import { resolveSession, type SessionUser } from "./modules/accounts/session.service";
import { suspendedAccountError } from "./modules/accounts/suspension";
import { publicProcedure } from "./trpc";

export { publicProcedure };

/** Resolves the bearer token; suspended accounts are refused everywhere. */
export async function requireUser(ctx: { db: Db; token: string | null }): Promise<SessionUser> {
  const user = await resolveSession(ctx.db, ctx.token);
  if (!user) throw new DomainError("UNAUTHENTICATED", "signIn");
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  return user;
}

export function requireRole(user: SessionUser, role: Role): void {
  if (user.role !== role) {
    const only = ({ user: "onlyCustomers", vendor: "onlyCentres", admin: "onlyAdmins" } as const)[role];
    throw new DomainError("FORBIDDEN", only);
  }
}

/** Any signed-in, active account. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, user: await requireUser(ctx) } }),
);

function roleProcedure(role: Role) {
  return authedProcedure.use(({ ctx, next }) => {
    requireRole(ctx.user, role);
    return next();
  });
}

export const customerProcedure = roleProcedure("user");
export const adminProcedure = roleProcedure("admin");

/** The centre a vendor account owns: the only one it may touch. */
export async function requireOwnCentre(db: Db, user: SessionUser) {
  requireRole(user, "vendor");
  const centre = await db.centre.findUnique({
    where: { ownerId: user.id },
    select: { id: true, status: true, statusReason: true },
  });
  if (!centre) throw new DomainError("FORBIDDEN", "noCentre");
  return centre;
}

/** A centre's staff; ctx.centre is the caller's own centre. */
export const vendorProcedure = authedProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, centre: await requireOwnCentre(ctx.db, ctx.user) } }),
);
