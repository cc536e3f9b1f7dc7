import { currentTime, setClockOffset } from "@chamak/api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const moveTo = z.object({ at: z.iso.datetime({ offset: true, error: "must be an ISO date and time" }) });

/**
 * Moves the server's clock for browser journeys (TEST_CLOCK=1, never in production): a journey books a later
 * slot, moves the clock to it to work the booking on the board, then puts it back. PUT /__test/clock with
 * `{ "at": "2026-11-30T10:00:00+05:30" }`; DELETE puts it back on the wall clock; GET tells the time.
 */
export function testClock(app: FastifyInstance): void {
  const now = () => ({ now: currentTime().toISOString() });
  app.get("/__test/clock", async () => now());
  app.put("/__test/clock", async (request, reply) => {
    const body = moveTo.safeParse(request.body);
    if (!body.success) {
      return reply
        .code(400)
        .send({ error: `at ${body.error.issues[0]?.message ?? "is missing"}`, field: "at" });
    }
    setClockOffset(Date.parse(body.data.at) - Date.now());
    return now();
  });
  app.delete("/__test/clock", async () => {
    setClockOffset(0);
    return now();
  });
}
