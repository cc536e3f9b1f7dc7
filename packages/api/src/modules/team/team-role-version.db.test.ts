import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor } from "../../../test/support/caller";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

describe("two tabs changing one member's role", () => {
  it("applies the first and refuses the second, with the member as they are now", async () => {
    const { db } = database;
    const fixture = await bookableCentre(db);
    const user = await db.user.create({
      data: {
        name: "Ravi Washer",
        email: `ravi-${Date.now()}@example.test`,
        passwordHash: "x",
        role: "vendor",
      },
    });
    await db.centreMember.create({ data: { centreId: fixture.centre.id, userId: user.id, role: "staff" } });
    const one = callerFor(db, { token: fixture.owner.token }).team;
    const two = callerFor(db, { token: fixture.owner.token }).team;
    const shown = (await one.list()).members.find((m) => m.userId === user.id);
    if (!shown) throw new Error("the member is not listed");

    const first = await one.changeRole({ userId: user.id, role: "manager", version: shown.version });
    expect(first.members.find((m) => m.userId === user.id)).toMatchObject({
      role: "manager",
      version: shown.version + 1,
    });
    await expect(
      two.changeRole({ userId: user.id, role: "staff", version: shown.version }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "This person's role changed since you opened the team, in another tab or by someone else. Nothing was saved: look at their current role, then try again.",
      cause: { current: { userId: user.id, role: "manager", version: shown.version + 1 } },
    });
    expect(await db.centreMember.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      role: "manager",
    });
  });
});
