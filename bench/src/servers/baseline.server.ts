// The baseline: a bare Fastify route per endpoint running the same SQL on a plain pg pool, no tRPC, no
// validation, no Prisma, no cache. A booking is paid through the Razorpay stand-in (BENCH_RAZORPAY_API_URL), as
// the stack's are. Started as a child process by the benchmark (see start-server.ts).
// Timestamps: the schema's columns are `timestamp` (UTC, no zone); pg writes and reads them in the process's
// zone, so this process runs in UTC as Prisma's adapter effectively does.
import type { AvailabilityInput, CreateBookingInput } from "@chamak/contracts";
import Fastify from "fastify";
import pg from "pg";
import {
  availability,
  type BookRequest,
  book,
  customerOf,
  HttpError,
  type PayRequest,
  pay,
} from "./baseline-booking";
import { bookDoorstep } from "./baseline-doorstep";
import { runCategories, runCentre, runCentreList, runSearch, runTextSearch } from "./baseline-queries";
import { BENCH_RAZORPAY_KEY_ID, requireEnv, runUntilStopped } from "./child-process";
import { rawPoolDb } from "./raw-pg";
import { createRazorpayClient, DOMAIN_ERROR_CODES, DomainError, getAvailability } from "./workspace-code";

// Node applies a changed TZ from then on; nothing has formatted a date yet.
process.env.TZ = "UTC";

const poolSize = Number(requireEnv("BENCH_POOL"));
const pool = new pg.Pool({ connectionString: requireEnv("BENCH_DATABASE_URL"), max: poolSize });
/** The booking module's own statements on this pool (doorstep availability and booking): raw-pg.ts. */
const db = rawPoolDb(pool);
const keySecret = requireEnv("BENCH_RAZORPAY_KEY_SECRET");
const gateway = createRazorpayClient({
  keyId: BENCH_RAZORPAY_KEY_ID,
  keySecret,
  baseUrl: requireEnv("BENCH_RAZORPAY_API_URL"),
});
const app = Fastify({ logger: false });

app.setErrorHandler((error, _request, reply) => {
  if (error instanceof HttpError) return reply.code(error.status).send({ message: error.message });
  // The modules' own refusals (a washer not free, an address out of reach), with the status the stack gives them.
  if (error instanceof DomainError)
    return reply.code(DOMAIN_ERROR_CODES[error.code].http).send({ message: error.message });
  return reply.code(500).send({ message: error instanceof Error ? error.message : String(error) });
});

/** The floor: what this machine's HTTP + Fastify alone allows at the same load. */
app.get("/noop", async () => ({ ok: true }));
app.get<{ Querystring: { input?: string } }>("/search", async (request) =>
  runSearch(pool, JSON.parse(request.query.input ?? "{}")),
);
app.post<{ Body: Record<string, unknown> }>("/search", async (request) =>
  runSearch(pool, request.body ?? {}),
);
app.get<{ Querystring: { input?: string } }>("/search-text", async (request) =>
  runTextSearch(pool, JSON.parse(request.query.input ?? "{}")),
);

async function centre(id: number, reply: import("fastify").FastifyReply) {
  const row = await runCentre(pool, id);
  return row ? row : reply.code(404).send({ message: "not found" });
}
app.get<{ Querystring: { id?: string } }>("/centre", async (request, reply) =>
  centre(Number(request.query.id), reply),
);
app.post<{ Body: { id?: number } }>("/centre", async (request, reply) =>
  centre(Number(request.body?.id), reply),
);
app.get<{ Querystring: Record<string, string> }>("/vendors", async () => runCentreList(pool, {}));
app.get("/categories", async () => runCategories(pool));
app.get<{ Querystring: { input?: string } }>("/availability", async (request) =>
  availability(pool, JSON.parse(request.query.input ?? "{}")),
);
/** booking.availability for a doorstep or pick & drop address: the booking module's getAvailability on raw pg. */
app.get<{ Querystring: { input?: string } }>("/field-availability", async (request) =>
  getAvailability(db, JSON.parse(request.query.input ?? "{}") as AvailabilityInput),
);
app.post<{ Body: CreateBookingInput }>("/book-doorstep", async (request) =>
  bookDoorstep(pool, db, await customerOf(pool, request.headers.authorization), request.body),
);
app.post<{ Body: BookRequest }>("/book", async (request) =>
  book(pool, gateway, await customerOf(pool, request.headers.authorization), request.body),
);
app.post<{ Body: PayRequest }>("/pay", async (request) =>
  pay(pool, keySecret, await customerOf(pool, request.headers.authorization), request.body),
);

await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
runUntilStopped(
  typeof address === "object" && address ? address.port : 0,
  { pool: poolSize, cacheTtlMs: 0 },
  async () => {
    await app.close();
    await pool.end();
  },
);
