import type { RegisterInput } from "@chamak/contracts";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import { THROTTLES } from "../../lib/throttle";

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database?.close());

const ASHA_PASSWORD = "Noida-Sector18";
const asha: RegisterInput = {
  name: "Asha Verma",
  email: "Asha@Example.com",
  mobile: "9876543210",
  state: "Uttar Pradesh",
  city: "Noida",
  address: "B-12, Sector 18",
  zip: "201301",
  password: ASHA_PASSWORD,
};

describe("register, login, logout", () => {
  it("registers a customer, stores only a hash of password and token, and signs them in", async () => {
    const { db } = database;
    const session = await callerFor(db).accounts.register(asha);
    expect(session.user).toMatchObject({ email: "asha@example.com", role: "user", city: "Noida" });
    expect(session.token).toMatch(/^[\w-]{43}$/);

    const stored = await db.user.findUniqueOrThrow({ where: { email: "asha@example.com" } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(ASHA_PASSWORD);
    const sessions = await db.session.findMany({ where: { userId: stored.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).not.toBe(session.token);

    const me = await callerFor(db, { token: session.token }).accounts.me();
    expect(me.name).toBe("Asha Verma");
  });

  it("refuses a second account with the same email, naming the field", async () => {
    await expect(
      callerFor(database.db).accounts.register({ ...asha, email: "asha@example.com" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists; sign in instead",
    });
  });

  it("rejects bad input with the field's message and writes nothing", async () => {
    const before = await database.db.user.count();
    await expect(
      fieldErrorsOfRejection(
        callerFor(database.db).accounts.register({ ...asha, email: "new@example.com", zip: "12" }),
      ),
    ).resolves.toEqual({ zip: "PIN code must be exactly 6 digits" });
    expect(await database.db.user.count()).toBe(before);
  });

  it("refuses a common password, on the password field, and writes nothing", async () => {
    const before = await database.db.user.count();
    await expect(
      fieldErrorsOfRejection(
        callerFor(database.db).accounts.register({
          ...asha,
          email: "common@example.com",
          password: "password1",
        }),
      ),
    ).resolves.toEqual({
      password:
        "This password is too common or too easy to guess; choose one that is harder to guess, such as a few unrelated words.",
    });
    expect(await database.db.user.count()).toBe(before);
  });

  it("logs in with the right password only, and logout revokes the token at once", async () => {
    const { db } = database;
    await expect(
      callerFor(db).accounts.login({ email: "asha@example.com", password: "wrong-pass1" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Invalid email or password" });
    await expect(
      callerFor(db).accounts.login({ email: "nobody@example.com", password: "secret123" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Invalid email or password" });

    const { token } = await callerFor(db).accounts.login({
      email: " ASHA@example.com ",
      password: ASHA_PASSWORD,
    });
    const signedIn = callerFor(db, { token });
    await expect(signedIn.accounts.me()).resolves.toMatchObject({ email: "asha@example.com" });
    await signedIn.accounts.logout();
    await expect(signedIn.accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses expired tokens", async () => {
    const { db } = database;
    const { id, token } = await signedInUser(db);
    await db.session.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(callerFor(db, { token }).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a suspended account everywhere, even with a live token", async () => {
    const { db } = database;
    const { id, token, email } = await signedInUser(db);
    await db.user.update({
      where: { id },
      data: {
        status: "suspended",
        suspendedReason: "fake bookings from a reseller ring, see ticket 4411",
        suspendedMessage: "bookings that were never kept",
      },
    });
    await expect(callerFor(db, { token }).accounts.me()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "This account is suspended: bookings that were never kept. Contact support@chamak.in.",
    });
    await expect(callerFor(db).accounts.login({ email, password: "secret123" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("login rate limits", () => {
  it("makes an address guessing an account wait, while the owner signs in from their own", async () => {
    const { db } = database;
    const { email } = await signedInUser(db);
    const limiter = new MemoryRateLimiter();
    const attacker = callerFor(db, { limiter, ip: "203.0.113.7" });
    // Tried as fast as it goes: five free attempts, then within a few more one must wait (1 s, 2 s, 4 s...).
    const outcomes: string[] = [];
    while (outcomes.length < 15 && !outcomes.at(-1)?.startsWith("TOO_MANY_REQUESTS")) {
      outcomes.push(
        await attacker.accounts.login({ email, password: "wrong-pass1" }).then(
          () => "signed in",
          (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
        ),
      );
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("UNAUTHORIZED: Invalid email or password"));
    expect(outcomes.at(-1)).toMatch(
      /^TOO_MANY_REQUESTS: Too many login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    await expect(
      callerFor(db, { limiter, ip: "198.51.100.20" }).accounts.login({ email, password: "secret123" }),
    ).resolves.toHaveProperty("token");
  });

  it("lets failures spread over several addresses pass without locking the owner out", async () => {
    const { db } = database;
    const { email } = await signedInUser(db);
    const limiter = new MemoryRateLimiter();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(
        callerFor(db, { limiter, ip: `10.0.0.${attempt}` }).accounts.login({
          email,
          password: "wrong-pass1",
        }),
      ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    await expect(
      callerFor(db, { limiter, ip: "10.0.0.99" }).accounts.login({ email, password: "secret123" }),
    ).resolves.toHaveProperty("token");
  });

  it("a successful login clears the account's failures", async () => {
    const { db } = database;
    const { email } = await signedInUser(db);
    const limiter = new MemoryRateLimiter();
    const caller = callerFor(db, { limiter });
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        await expect(caller.accounts.login({ email, password: "wrong-pass1" })).rejects.toThrow();
      }
      await expect(caller.accounts.login({ email, password: "secret123" })).resolves.toHaveProperty("token");
    }
  });

  it("limits attempts from one address across accounts", async () => {
    const limiter = new MemoryRateLimiter();
    const caller = callerFor(database.db, { limiter, ip: "10.9.9.9" });
    for (let attempt = 0; attempt < 30; attempt++) {
      await expect(
        caller.accounts.login({ email: `user${attempt}@example.com`, password: "secret123" }),
      ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    await expect(
      caller.accounts.login({ email: "another@example.com", password: "x" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("sign-up rate limit", () => {
  it("limits sign-ups from one address to hundreds an hour (carrier NAT), then refuses", async () => {
    expect(THROTTLES.registration.limit).toBeGreaterThanOrEqual(200);
    const limiter = new MemoryRateLimiter();
    const caller = callerFor(database.db, { limiter, ip: "10.3.3.3" });
    for (let attempt = 0; attempt < 3; attempt++) {
      // Attempts count whether or not they succeed: these clash with Asha's existing email.
      await expect(caller.accounts.register({ ...asha, email: "asha@example.com" })).rejects.toMatchObject({
        code: "CONFLICT",
      });
    }
    // The rest of the hour's allowance, used up by others behind the same address.
    for (let other = 3; other < THROTTLES.registration.limit; other++)
      await limiter.hit("register:10.3.3.3", THROTTLES.registration.limit, THROTTLES.registration.windowMs);
    await expect(caller.accounts.register({ ...asha, email: "late@example.com" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many sign-ups from this network; please try again in an hour.",
    });
  });
});

describe("profile", () => {
  it("updates the profile, binding date of birth and gender to their own fields", async () => {
    const { db } = database;
    const { token } = await signedInUser(db);
    const caller = callerFor(db, { token });
    const updated = await caller.accounts.updateProfile({
      name: "Ravi Kumar",
      mobile: "9123456789",
      state: "Delhi",
      city: "New Delhi",
      address: "12 Lajpat Nagar",
      zip: "110024",
      dateOfBirth: "1990-02-28",
      gender: "male",
      version: (await caller.accounts.me()).version,
    });
    expect(updated).toMatchObject({ name: "Ravi Kumar", dateOfBirth: "1990-02-28", gender: "male" });
    await expect(caller.accounts.me()).resolves.toMatchObject({ dateOfBirth: "1990-02-28", gender: "male" });
  });

  it("refuses a save from a profile opened before another save, showing the profile as it is now", async () => {
    const { db } = database;
    const { token } = await signedInUser(db);
    const caller = callerFor(db, { token });
    const form = {
      name: "Meera Nair",
      mobile: "9123456780",
      state: "Kerala" as const,
      city: "Kochi",
      address: "MG Road",
      zip: "682001",
    };
    // Two tabs open the profile; the first saves a new city, then the second saves its (old) values.
    const opened = await caller.accounts.me();
    await caller.accounts.updateProfile({ ...form, city: "Ernakulam", version: opened.version });
    const stale = await caller.accounts.updateProfile({ ...form, version: opened.version }).catch((e) => e);
    expect(stale).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Your profile changed since you opened it"),
      cause: { current: { city: "Ernakulam", version: opened.version + 1 } },
    });
    await expect(caller.accounts.me()).resolves.toMatchObject({
      city: "Ernakulam",
      version: opened.version + 1,
    });
  });

  it("needs a signed-in caller", async () => {
    await expect(callerFor(database.db).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(database.db, { token: "forged-token" }).accounts.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
