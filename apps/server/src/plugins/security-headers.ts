import { bearerToken } from "@chamak/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * helmet's security headers on every answer, its middleware built once at start-up. (@fastify/helmet builds
 * it again for every request, parsing the CSP directives each time: about 6% of the CPU of a cached catalog
 * answer in `pnpm bench`.) Answers that are one person's own also get `Cache-Control: no-store`
 * (`isPrivateAnswer`), so no browser, proxy or CDN keeps them.
 */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    if (isPrivateAnswer(request)) reply.header("cache-control", "no-store");
    apply(request.raw, reply.raw, (error) => done(error === undefined ? undefined : (error as Error)));
  });
}

/** The tRPC procedures and legacy routes whose answer carries a new session's token. */
const SIGN_IN_PROCEDURES = new Set(["accounts.login", "accounts.register", "accounts.registerSeller"]);
const SIGN_IN_ROUTES = new Set(["/api/login", "/api/register"]);

/**
 * An API answer for a signed-in caller (a bearer token on /trpc or /api, whatever the procedure: even a
 * public one may differ by caller), or one that signs someone in. The public catalog's answers to anonymous
 * callers are left to their own caching.
 */
export function isPrivateAnswer(request: FastifyRequest): boolean {
  const end = request.url.indexOf("?");
  const path = end < 0 ? request.url : request.url.slice(0, end);
  const trpc = path.startsWith("/trpc/");
  if (!trpc && !path.startsWith("/api/")) return false;
  if (bearerToken(request.headers.authorization) !== null) return true;
  if (!trpc) return SIGN_IN_ROUTES.has(path.replace(/\/+$/, ""));
  return path
    .slice("/trpc/".length)
    .replaceAll("%2C", ",")
    .replaceAll("%2c", ",")
    .split(",")
    .some((procedure) => SIGN_IN_PROCEDURES.has(procedure));
}
