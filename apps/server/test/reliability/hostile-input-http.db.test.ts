/**
 * Hostile input over real HTTP: oversized bodies are refused with 413 on every door (tRPC, the legacy REST
 * API and the Razorpay webhook) without writing anything, and SQL/HTML injection text sent through the contact
 * form, a profile, a review and a service name is stored verbatim and answered verbatim as JSON data.
 */
import { bookableCentre, bookingRequest } from "@chamak/api/test-support/booking-fixtures";
import { customersWithSessions } from "@chamak/api/test-support/bulk-customers";
import { recordReliability } from "@chamak/api/test-support/reliability-record";
import { unlimited } from "@chamak/api/test-support/security-world";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpAnswer, listeningApp, timedFetch, trpcHttp } from "./reliability-harness";

const LIMIT = 1024 * 1024;
const PAYLOADS = [
  "'); DROP TABLE bookings;--",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  `Robert"); DELETE FROM users WHERE ("1"="1`,
];

let database: TestDb;
let server: Awaited<ReturnType<typeof listeningApp>>;

beforeAll(async () => {
  database = await createTestDb();
  server = await listeningApp({ db: database.db, limiter: unlimited });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  timedFetch(
    `${server.origin}${path}`,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body },
    30_000,
  );

const dataOf = <T>(answer: HttpAnswer) => (answer.body as { result: { data: { json: T } } }).result.data.json;

/** Answered as JSON data that a browser will not sniff into HTML. */
function expectInertJson(answer: HttpAnswer) {
  expect(answer.status).toBe(200);
  expect(answer.text.startsWith("{")).toBe(true);
}

describe("hostile input over HTTP", () => {
  it("refuses bodies over 1 MiB with 413 on tRPC, the REST API and the webhook, writing nothing", async () => {
    recordReliability({
      area: "Hostile input",
      scenario:
        "A body over 1 MiB is refused with 413 on each door (tRPC, legacy REST, Razorpay webhook) and nothing is written",
      load: "3 requests of 1 MiB + 1 byte over real HTTP, one per door; then a normal request on each",
      inputs: "oversized JSON bodies",
    });
    const { db } = database;
    const big = (wrap: (filler: string) => string) => {
      const frame = wrap("");
      return wrap("a".repeat(LIMIT + 1 - frame.length));
    };
    const answers = await Promise.all([
      post(
        "/trpc/contact.send",
        big((f) => `{"json":{"name":"x","email":"a@b.in","message":"${f}"}}`),
      ),
      post(
        "/api/register",
        big((f) => `{"name":"${f}","email":"a@b.in","password":"x"}`),
      ),
      post(
        "/webhooks/razorpay",
        big((f) => `{"event":"payment.captured","payload":{},"pad":"${f}"}`),
        { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_oversized" },
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413]);
    for (const answer of answers) {
      expect(answer.text.length).toBeLessThan(2000);
      expect(answer.text).not.toMatch(/aaaaaaaa|node_modules|\.ts:\d|at [A-Za-z]+ \(/);
    }
    expect(answers[0]?.text).toContain("PAYLOAD_TOO_LARGE");
    expect(answers[1]?.body).toMatchObject({ status: false, requestId: expect.any(String) });
    // The webhook door answers in Fastify's own error shape (Razorpay only reads the status code).
    expect(answers[2]?.body).toMatchObject({ statusCode: 413, message: "Request body is too large" });
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.user.count({ where: { email: "a@b.in" } })).toBe(0);
    expect(await db.webhookEvent.count()).toBe(0);
    // The doors still work for normal-sized requests afterwards.
    const small = await trpcHttp(
      server.origin,
      "contact.send",
      { name: "Asha", email: "asha@test.chamak.in", message: "Hello" },
      { kind: "mutation", timeoutMs: 10_000 },
    );
    expect(small.status).toBe(200);
  });

  it("stores SQL injection text verbatim and answers it verbatim as JSON, and refuses markup with a JSON 400 writing nothing: contact form, profile, review, service", async () => {
    recordReliability({
      area: "Hostile input",
      scenario:
        "SQL injection text sent through the contact form, a profile, a review and a service is stored verbatim and answered verbatim as JSON data, never executed or mangled; HTML markup in any of these free-text fields is refused with a JSON 400 naming the field, and nothing is written",
      load: `${PAYLOADS.length} injection strings through 4 forms over real HTTP (tRPC)`,
      inputs: `fixed strings: ${PAYLOADS.map((p) => `\`${p.replaceAll("`", "'")}\``).join(", ")}`,
    });
    const { db } = database;
    const fixture = await bookableCentre(db, { bays: PAYLOADS.length });
    const mutation = (procedure: string, input: unknown, token?: string) =>
      trpcHttp(server.origin, procedure, input, {
        kind: "mutation",
        timeoutMs: 10_000,
        ...(token ? { token } : {}),
      });
    /** A refusal as JSON naming `field`, the form's data written nowhere. */
    const expectRefused = (answer: Awaited<ReturnType<typeof mutation>>, field: string) => {
      expect(answer.status).toBe(400);
      expect(answer.text.startsWith("{")).toBe(true);
      expect(answer.text).toContain(`"${field}"`);
    };
    const markup = PAYLOADS.filter((text) => /[<>]/.test(text));
    const sql = PAYLOADS.filter((text) => !/[<>]/.test(text));
    const before = { messages: await db.contactMessage.count(), services: await db.service.count() };

    for (const [i, text] of markup.entries()) {
      expectRefused(
        await mutation("contact.send", { name: "Asha", email: `refused${i}@test.chamak.in`, message: text }),
        "message",
      );
      expectRefused(
        await mutation("accounts.register", {
          name: "Asha",
          email: `refused${i}@test.chamak.in`,
          mobile: "9876543210",
          state: "Delhi",
          city: text,
          address: "12 Ring Road",
          zip: "110001",
          password: "injection1",
        }),
        "city",
      );
      expectRefused(
        await mutation(
          "vendor.services.create",
          {
            categoryId: fixture.wash.categoryId,
            subCategoryName: "Foam Wash",
            description: `Includes ${text}`,
            durationMinutes: 30,
            prices: [{ vehicleTypeId: fixture.vehicleType.id, pricePaise: 20_000 }],
          },
          fixture.owner.token,
        ),
        "description",
      );
    }
    expect(await db.contactMessage.count()).toBe(before.messages);
    expect(await db.service.count()).toBe(before.services);
    expect(await db.user.count({ where: { email: { startsWith: "refused" } } })).toBe(0);

    for (const [i, text] of sql.entries()) {
      // Contact form.
      const sent = await mutation("contact.send", {
        name: text,
        email: `probe${i}@test.chamak.in`,
        message: `${text}\n${text}`,
      });
      expectInertJson(sent);
      const message = await db.contactMessage.findUniqueOrThrow({
        where: { id: dataOf<{ id: number }>(sent).id },
      });
      expect([message.name, message.message]).toEqual([text, `${text}\n${text}`]);

      // Profile, through sign-up, read back by the customer.
      const registered = await mutation("accounts.register", {
        name: text,
        email: `xss${i}@test.chamak.in`,
        mobile: "9876543210",
        state: "Delhi",
        city: text,
        address: text,
        zip: "110001",
        password: "injection1",
      });
      expectInertJson(registered);
      const { token } = dataOf<{ token: string }>(registered);
      const me = await trpcHttp(server.origin, "accounts.me", undefined, {
        kind: "query",
        token,
        timeoutMs: 10_000,
      });
      expectInertJson(me);
      expect(dataOf<{ name: string; city: string; address: string }>(me)).toMatchObject({
        name: text,
        city: text,
        address: text,
      });

      // Service name, created by the centre and shown to the public.
      const service = await mutation(
        "vendor.services.create",
        {
          categoryId: fixture.wash.categoryId,
          subCategoryName: text,
          description: `Includes ${text}`,
          durationMinutes: 30,
          prices: [{ vehicleTypeId: fixture.vehicleType.id, pricePaise: 20_000 }],
        },
        fixture.owner.token,
      );
      expectInertJson(service);
      const shown = await trpcHttp(
        server.origin,
        "catalog.service",
        { id: dataOf<{ id: number }>(service).id },
        { kind: "query", timeoutMs: 10_000 },
      );
      expectInertJson(shown);
      expect(dataOf<{ subCategoryName: string; includes: string[] }>(shown)).toMatchObject({
        subCategoryName: text,
        includes: [text],
      });
    }

    // Review text: each customer reviews a completed booking; the public reads the plain comments back.
    const reviewers = await customersWithSessions(db, PAYLOADS.length);
    for (const [i, text] of PAYLOADS.entries()) {
      const reviewer = reviewers[i] as (typeof reviewers)[number];
      const booked = await mutation(
        "booking.create",
        bookingRequest(fixture, { time: "09:00" }),
        reviewer.token,
      );
      const bookingId = dataOf<{ id: number }>(booked).id;
      await db.booking.update({
        where: { id: bookingId },
        data: { status: "completed", completedAt: new Date() },
      });
      const reviewed = await mutation(
        "reviews.create",
        { bookingId, rating: 4, comment: text },
        reviewer.token,
      );
      if (markup.includes(text)) expectRefused(reviewed, "comment");
      else expectInertJson(reviewed);
    }
    const reviews = await trpcHttp(
      server.origin,
      "catalog.reviews",
      { centreId: fixture.centre.id },
      { kind: "query", timeoutMs: 10_000 },
    );
    expectInertJson(reviews);
    expect(reviews.text).toContain(JSON.stringify(sql[0]));
    expect(
      dataOf<{ items: { comment: string | null }[] }>(reviews)
        .items.map((r) => r.comment)
        .sort(),
    ).toEqual([...sql].sort());

    // The tables the strings name are all still there, with their rows.
    expect(await db.booking.count()).toBe(PAYLOADS.length);
    expect(await db.user.count()).toBeGreaterThan(PAYLOADS.length);
  }, 90_000);
});
