import { createRequire } from "node:module";

export interface Tracing {
  /** Sends the spans still buffered and stops; call it before the process exits. */
  shutdown(): Promise<void>;
}

/** Where spans go: OpenTelemetry's own variables, read by its exporter (OTLP over HTTP, JSON). */
export interface TracingEnv {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_SDK_DISABLED?: string | undefined;
  OTEL_SERVICE_NAME?: string | undefined;
}

/** True when an OTLP endpoint is configured and the SDK is not switched off. */
export const tracingEnabled = (env: TracingEnv) =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED !== "true";

/**
 * OpenTelemetry tracing, when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `..._TRACES_ENDPOINT`) is set: the official
 * Node SDK exporting over OTLP/HTTP, with spans for Fastify's requests (@fastify/otel: one per request named
 * by its route pattern, and its hooks and handler), pg's queries (on PostgreSQL) and outgoing fetch calls
 * (undici: MSG91, WhatsApp, their stand-ins), the trace context passed on to them. Without an endpoint
 * nothing is loaded at all: the SDK's modules are imported only here, on demand. Prisma's own
 * instrumentation (@prisma/instrumentation 7.10) sets its hook but the client with a driver adapter made no
 * spans through it, so it is left out; on embedded PGlite a trace has no database spans.
 *
 * Call it before the app is built (main.ts and demo.ts do, first). Fastify and undici are instrumented through
 * their diagnostics channels, so the order of imports does not matter for them; pg is patched on its prototypes when it is required, so it is required here once through the
 * database package (the pool that package creates is then the patched one).
 */
export async function startTracing(env: TracingEnv = process.env): Promise<Tracing | null> {
  if (!tracingEnabled(env)) return null;
  const [sdkNode, exporter, fastifyOtel, pg, undici] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@fastify/otel"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-undici"),
  ]);
  const sdk = new sdkNode.NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "chamak-server",
    traceExporter: new exporter.OTLPTraceExporter(),
    // Only traces: metrics are Prometheus's (/metrics), logs stay pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // "GET /trpc/:path" rather than "request" (HTTP's convention: method and route pattern), with the
        // request id of its log lines and the tRPC procedures it called.
        requestHook(span, request) {
          span.updateName(`${request.method} ${request.routeOptions.url ?? "unmatched"}`);
          span.setAttribute("chamak.request_id", request.id);
          const procedures = (request.params as { path?: unknown } | undefined)?.path;
          if (request.routeOptions.url === "/trpc/:path" && typeof procedures === "string")
            span.setAttribute("trpc.procedures", procedures);
        },
      }),
      new pg.PgInstrumentation(),
      new undici.UndiciInstrumentation(),
    ],
  });
  sdk.start();
  createRequire(import.meta.resolve("@chamak/db"))("pg");
  return { shutdown: () => sdk.shutdown() };
}
