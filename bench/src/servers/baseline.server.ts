// The baseline: a bare Fastify route per endpoint running the same SQL on a plain pg pool, no tRPC, no
// validation, no Prisma, no cache. Started as a child process by the benchmark (see start-server.ts).
import Fastify from "fastify";
import pg from "pg";
import { runCentre, runSearch } from "./baseline-queries";
import { requireEnv, runUntilStopped } from "./child-process";

const poolSize = Number(requireEnv("BENCH_POOL"));
const pool = new pg.Pool({ connectionString: requireEnv("BENCH_DATABASE_URL"), max: poolSize });
const app = Fastify({ logger: false });

/** The floor: what this machine's HTTP + Fastify alone allows at the same load. */
app.get("/noop", async () => ({ ok: true }));
app.get<{ Querystring: { input?: string } }>("/search", async (request) =>
  runSearch(pool, JSON.parse(request.query.input ?? "{}")),
);
app.post<{ Body: Record<string, unknown> }>("/search", async (request) =>
  runSearch(pool, request.body ?? {}),
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
