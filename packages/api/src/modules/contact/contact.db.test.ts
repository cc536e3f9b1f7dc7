import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import { MemoryRateLimiter } from "../../lib/rate-limiter";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("contact form", () => {
  it("stores the message for support, with the sender's address", async () => {
    const { db } = database;
    const { id } = await callerFor(db, { ip: "10.1.1.1" }).contact.send({
      name: "Meera",
      email: "Meera@Example.com",
      message: "Do you wash tractors?",
    });
    await expect(db.contactMessage.findUniqueOrThrow({ where: { id } })).resolves.toMatchObject({
      name: "Meera",
      email: "meera@example.com",
      message: "Do you wash tractors?",
      ip: "10.1.1.1",
    });
  });

  it("requires every field, naming it", async () => {
    await expect(
      fieldErrorsOfRejection(
        callerFor(database.db).contact.send({ name: "Meera", email: "meera@example.com", message: "  " }),
      ),
    ).resolves.toEqual({ message: "Message is required" });
  });

  it("limits one address to five messages an hour", async () => {
    const limiter = new MemoryRateLimiter();
    const caller = callerFor(database.db, { limiter, ip: "10.2.2.2" });
    const message = { name: "Spam", email: "spam@example.com", message: "Buy now" };
    for (let i = 0; i < 5; i++) await caller.contact.send(message);
    await expect(caller.contact.send(message)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
