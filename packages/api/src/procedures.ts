import { type CentreRoleAction, isCentreRoleAction, type Role } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "./errors";
import { resolveSession, type SessionUser } from "./modules/accounts/session.service";
import { suspendedAccountError } from "./modules/accounts/suspension";
import { resolveCentreAccess } from "./modules/centre/centre-access";
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
/** A signed-in vendor account, about no centre in particular (its invites, its list of branches). */
export const vendorAccountProcedure = roleProcedure("vendor");

/**
 * The centre a vendor account may do `action` at (the one the request names, else its first membership),
 * outside tRPC: the REST adapter and the PDF downloads.
 */
export async function requireOwnCentre(
  db: Db,
  user: SessionUser,
  action: CentreRoleAction,
  requestedCentreId: number | null = null,
) {
  requireRole(user, "vendor");
  return resolveCentreAccess(db, user.id, requestedCentreId, action);
}

/** The meta of every centre-scoped procedure: `centreAction` is what the caller's role must be allowed. */
export interface CentreMeta {
  centreScoped: true;
  centreAction?: CentreRoleAction;
}

/**
 * A centre's members; ctx.centre is the centre the request names (`x-centre-id`) with the caller's role there.
 * Fails CLOSED: a procedure that declares no action of the role table is refused to everyone.
 */
const centreMemberProcedure = authedProcedure
  .meta({ centreScoped: true } satisfies CentreMeta)
  .use(async ({ ctx, meta, next }) => {
    requireRole(ctx.user, "vendor");
    const action = (meta as Partial<CentreMeta> | undefined)?.centreAction;
    if (!isCentreRoleAction(action)) throw new DomainError("FORBIDDEN", "centreRoleMayNot");
    const centre = await resolveCentreAccess(ctx.db, ctx.user.id, ctx.centreId, action);
    return next({ ctx: { ...ctx, centre } });
  });

/** A procedure of a centre that its members whose role may do `action` (contracts/centre-roles.ts) may call. */
export function centreProcedure(action: CentreRoleAction) {
  return centreMemberProcedure.meta({ centreScoped: true, centreAction: action } satisfies CentreMeta);
}
