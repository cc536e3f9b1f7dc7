import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export interface SpaAppsOptions {
  webDist: string;
  consoleDist: string;
}

const API_PREFIXES = ["/api/", "/trpc/", "/webhooks/"];

/**
 * Pages apps/web's build prerendered or gave their own copy of index.html (`{ "/": "prerendered/home.html",
 * "/car-wash-details/*": "prerendered/car-wash-details.html" }`): sent instead of the plain index.html, so
 * the page paints before its script has loaded, or its route's code is fetched with the entry. A key ending
 * in `/*` matches that prefix plus one non-empty path segment; other keys match exactly.
 */
export function readPrerendered(webDist: string): (path: string) => string | undefined {
  const file = join(webDist, "prerendered", "routes.json");
  if (!existsSync(file)) return () => undefined;
  const routes = Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
  const exact = new Map(routes.filter(([key]) => !key.endsWith("/*")));
  const prefixes = routes
    .filter(([key]) => key.endsWith("/*"))
    .map(([key, page]) => [key.slice(0, -1), page] as const);
  return (path) => {
    const page = exact.get(path);
    if (page) return page;
    for (const [prefix, prefixPage] of prefixes) {
      const rest = path.slice(prefix.length);
      if (path.startsWith(prefix) && rest !== "" && !rest.includes("/")) return prefixPage;
    }
    return undefined;
  };
}

/**
 * Hashed assets are immutable; pages and the service worker must be revalidated so a deploy is picked up at once.
 * `path` is the file sent, which is `index.html.br` when the precompressed copy goes out.
 */
function cacheHeaders(reply: FastifyReply, path: string) {
  const file = path.replace(/\.(br|gz)$/, "");
  // The service worker (the console's sw.js) is not hashed: like a page, it must be checked on every load.
  const page = file.endsWith(".html") || file.endsWith("/sw.js");
  reply.header("cache-control", page ? "no-cache" : "public, max-age=31536000, immutable");
}

/**
 * Serves the customer site at / and the console at /console/. Paths without a file extension fall back
 * to the app's index.html (client-side routes); a missing asset stays a 404 rather than HTML.
 */
export async function spaApps(app: FastifyInstance, options: SpaAppsOptions) {
  const roots = { web: options.webDist, console: options.consoleDist };
  const built = {
    web: existsSync(join(roots.web, "index.html")),
    console: existsSync(join(roots.console, "index.html")),
  };

  // The build writes .br and .gz beside each asset; they are sent to browsers that accept them.
  const files = { setHeaders: cacheHeaders, preCompressed: true };
  const prerendered = readPrerendered(roots.web);
  // index: false: / is answered below like every page (it may be prerendered).
  await app.register(fastifyStatic, { root: roots.web, prefix: "/", index: false, ...files });
  await app.register(fastifyStatic, {
    root: roots.console,
    prefix: "/console/",
    decorateReply: false,
    ...files,
  });
  app.get("/console", (_req, reply) => reply.redirect("/console/", 301));

  const sendIndex = (reply: FastifyReply, which: "web" | "console", path: string) => {
    if (!built[which]) {
      return reply
        .code(503)
        .type("text/plain")
        .send(`The ${which === "web" ? "customer site" : "console"} is not built yet: run pnpm build.`);
    }
    reply.header("cache-control", "no-cache");
    const page =
      (which === "web" && prerendered(path)) ||
      // The washer's phone page is the console's second, smaller app (apps/console/my-day.html).
      (which === "console" && /^\/console\/my-day\/?$/.test(path) && "my-day.html") ||
      "index.html";
    return reply.sendFile(page, roots[which]);
  };

  app.get("/", (_req, reply) => sendIndex(reply, "web", "/"));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !API_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      extname(path) === "";
    if (!isPage) {
      return reply
        .code(404)
        .send({ status: false, message: `Not found: ${request.method} ${path}`, requestId: request.id });
    }
    return sendIndex(reply, path.startsWith("/console/") ? "console" : "web", path);
  });
}
