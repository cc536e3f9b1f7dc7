import type { Context, SessionUser } from "@chamak/api";
import type { Role } from "@chamak/contracts";
import type { z } from "zod";

export type RouteAuth = "public" | "signed-in" | Role;

export interface LegacyContext extends Context {
  /** The caller, on routes that are not public. */
  user: SessionUser | null;
}

export interface LegacyRoute<Body extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  method: "GET" | "POST";
  /** Path under /api, exactly as the legacy client calls it. */
  path: string;
  summary: string;
  auth: RouteAuth;
  /** The JSON body; on a GET route, the query string (values arrive as text). */
  body?: Body;
  /** Handler results are parsed with it, so nothing beyond the documented fields ever leaves. */
  response: Response;
  /** HTTP status of a successful answer, when not 200. */
  successStatus?: number;
  handler(args: { body: z.output<Body>; ctx: LegacyContext }): Promise<z.input<Response>>;
}

/** Keeps each route's body and response types tied together while the list stays heterogeneous. */
export function defineRoute<Body extends z.ZodType, Response extends z.ZodType>(
  route: LegacyRoute<Body, Response>,
): LegacyRoute {
  return route as unknown as LegacyRoute;
}

/** The signed-in caller of a protected route (the route table guarantees one). */
export function callerOf(ctx: LegacyContext): SessionUser {
  if (!ctx.user) throw new Error("callerOf used on a public route");
  return ctx.user;
}
