import type { Profile, Role } from "@chamak/contracts";
import { clearSessionToken, httpStatusOf, readSessionToken } from "@chamak/web-client";
import { redirect } from "@tanstack/react-router";
import type { RouterContext } from "../../lib/router-context";

/** Where each role starts. */
export function homeFor(role: Role): "/vendor" | "/admin" | "/sign-in" {
  if (role === "vendor") return "/vendor";
  if (role === "admin") return "/admin";
  return "/sign-in";
}

/** The signed-in account, or null when there is no token or it no longer works. */
export async function loadSession(context: RouterContext): Promise<Profile | null> {
  if (!readSessionToken()) return null;
  try {
    return await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
  } catch (error) {
    if (httpStatusOf(error) === 401 || httpStatusOf(error) === 403) {
      clearSessionToken();
      context.queryClient.clear();
      return null;
    }
    throw error;
  }
}

/** beforeLoad of a guarded layout: signed in with this role, or off to the sign-in page (or the own home). */
export async function requireRole(context: RouterContext, role: Role, href: string): Promise<Profile> {
  const me = await loadSession(context);
  if (!me) throw redirect({ to: "/sign-in", search: { redirect: href } });
  if (me.role !== role) throw redirect({ to: homeFor(me.role) });
  return me;
}
