import { currentTime, setClockOffset } from "@chamak/api";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { testClock } from "./test-clock";

const app = Fastify();
testClock(app);
afterAll(async () => {
  setClockOffset(0);
  await app.close();
});

describe("the test clock", () => {
  it("moves the server's clock to a time and back to the wall clock", async () => {
    const at = "2031-02-03T10:00:00+05:30";
    const moved = await app.inject({ method: "PUT", url: "/__test/clock", payload: { at } });
    expect(moved.statusCode).toBe(200);
    // It keeps running from there.
    const shown = Date.parse(moved.json<{ now: string }>().now);
    expect(shown - Date.parse(at)).toBeGreaterThanOrEqual(0);
    expect(shown - Date.parse(at)).toBeLessThan(5_000);
    expect(currentTime().getUTCFullYear()).toBe(2031);

    await app.inject({ method: "DELETE", url: "/__test/clock" });
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(5);
  });

  it("names the field when the time is not an ISO date and time, and keeps the clock", async () => {
    const bad = await app.inject({ method: "PUT", url: "/__test/clock", payload: { at: "tomorrow" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "at must be an ISO date and time", field: "at" });
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(5);
  });
});
