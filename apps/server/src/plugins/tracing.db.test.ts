import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDeploy } from "@chamak/db";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killNode, pollUntil, type ServerNode, startNode, waitUntilReady } from "../multinode/cluster";
import { migratedThrowawayDatabase, type ThrowawayDatabase } from "../multinode/fixtures";
import { startTracing } from "./tracing";

/** A span as OTLP/HTTP's JSON carries it (the fields this test reads). */
interface ExportedSpan {
  name: string;
  traceId: string;
  /** 2 server, 3 client. */
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** A tiny OTLP/HTTP receiver: what a collector would get, kept in memory. */
const received: ExportedSpan[] = [];
const services = new Set<string>();
const receiver = Fastify();
receiver.post("/v1/traces", async (request) => {
  const body = request.body as {
    resourceSpans: {
      resource: { attributes: ExportedSpan["attributes"] };
      scopeSpans: { spans: ExportedSpan[] }[];
    }[];
  };
  for (const resourceSpans of body.resourceSpans) {
    const service = resourceSpans.resource.attributes.find((a) => a.key === "service.name");
    if (service?.value.stringValue) services.add(service.value.stringValue);
    for (const scope of resourceSpans.scopeSpans) received.push(...scope.spans);
  }
  return {};
});

const onPostgres = Boolean(process.env.DATABASE_URL);
let node: ServerNode;
let database: ThrowawayDatabase | null = null;
let pgliteDir: string | null = null;

beforeAll(async () => {
  await receiver.listen({ host: "127.0.0.1", port: 0 });
  const address = receiver.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const where: Record<string, string> = {};
  if (onPostgres) {
    database = await migratedThrowawayDatabase(process.env.DATABASE_URL as string);
    where.DATABASE_URL = database.url;
  } else {
    pgliteDir = mkdtempSync(join(tmpdir(), "chamak-tracing-"));
    await migrateDeploy({ pgliteDir });
    where.PGLITE_DIR = pgliteDir;
  }
  // The production entry point, as `node dist/main.js` or `pnpm start` runs it.
  node = await startNode("traced", {
    ...where,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: "chamak-tracing-test",
    // Export every 100 ms rather than every 5 s.
    OTEL_BSP_SCHEDULE_DELAY: "100",
    JOB_INTERVAL_MS: "600000",
    LOG_LEVEL: "warn",
  });
  await waitUntilReady(node);
});

afterAll(async () => {
  if (node) await killNode(node);
  await receiver.close();
  await database?.drop();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

describe("tracing", () => {
  it("is off without an OTLP endpoint: no SDK is started", async () => {
    expect(await startTracing({})).toBeNull();
    expect(
      await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://x", OTEL_SDK_DISABLED: "true" }),
    ).toBeNull();
    // The OpenTelemetry API keeps a registered SDK under this global; nothing registered one here.
    expect(Symbol.for("opentelemetry.js.api.1") in globalThis).toBe(false);
  });

  it("exports a request's spans named by its route, with the database's and outgoing calls' spans in its trace", async () => {
    const answer = await fetch(`${node.origin}/trpc/catalog.categories`, {
      headers: { "x-request-id": "traced-1" },
    });
    expect(answer.status).toBe(200);
    // A sign-in code goes to the SMS stand-in over fetch: an outgoing call in the request's trace.
    const code = await fetch(`${node.origin}/trpc/accounts.phone.requestSignInCode`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { mobile: "9876543210" } }),
    });
    expect(code.status).toBe(200);

    const request = await pollUntil(
      "the catalog request's span",
      async () => received.find((span) => attribute(span, "chamak.request_id") === "traced-1"),
      { timeoutMs: 20_000 },
    );
    expect(services).toContain("chamak-tracing-test");
    expect(request.name).toBe("GET /trpc/:path");
    expect(attribute(request, "http.route")).toBe("/trpc/:path");
    expect(attribute(request, "trpc.procedures")).toBe("catalog.categories");
    // The handler's own span in the request's trace; on PostgreSQL, pg's query spans too.
    await pollUntil(
      "the handler's span",
      async () =>
        received.find((span) => span.traceId === request.traceId && span.name.startsWith("handler")),
      { timeoutMs: 10_000 },
    );
    if (onPostgres) {
      await pollUntil(
        "a pg span",
        async () => received.find((span) => span.traceId === request.traceId && span.name.startsWith("pg.")),
        { timeoutMs: 10_000 },
      );
    }
    const outgoing = await pollUntil(
      "the fetch to the SMS stand-in",
      async () =>
        received.find((span) => span.kind === 3 && attribute(span, "url.full")?.includes("/__messaging/")),
      { timeoutMs: 10_000 },
    );
    expect(outgoing.name).toMatch(/^POST/);
    // The trace context went with it: the stand-in's answer to it is a span of the same trace.
    expect(
      received.some(
        (span) => span.traceId === outgoing.traceId && span.name === "POST /__messaging/msg91/api/v5/flow",
      ),
    ).toBe(true);
  });
});
