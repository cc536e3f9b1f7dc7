import { createHash } from "node:crypto";
import { type Db, hashPassword, verifyPassword } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import {
  mailsTo,
  mailText,
  resetLinksThrough,
  resetTokenIn,
  type SmtpSink,
  TEST_SITE_URL,
  useSmtpSink,
  waitForMail,
} from "../../../test/support/mail";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import type { ResetLinkDeps } from "./reset-link-deps";
import { createSession } from "./session.service";

let database: TestDb;
let db: Db;
let sink: SmtpSink;
let resetLinks: ResetLinkDeps;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(async () => {
  resetLinks?.mailer.close();
  await database?.close();
});
useSmtpSink((started) => {
  sink = started;
  resetLinks = resetLinksThrough(sink);
});

/** Each test its own limiter and address, so one test's requests do not count against another's. */
let serial = 0;
let addressSerial = 0;
const addressOf = (n: number) => `10.1.${n}.1`;
function callers() {
  addressSerial += 1;
  const limiter = new MemoryRateLimiter();
  const ip = addressOf(addressSerial);
  return (token?: string) => callerFor(db, { limiter, ip, resetLinks, ...(token ? { token } : {}) });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** An email account with a password and two live sessions (two devices). */
async function accountWithTwoDevices(overrides: { status?: "suspended" } = {}) {
  serial += 1;
  const user = await db.user.create({
    data: {
      name: "Asha",
      email: `asha-${serial}-${Date.now()}@example.com`,
      passwordHash: await hashPassword("Old-Password-77"),
      ...overrides,
    },
  });
  const phone = await createSession(db, user.id, { ip: "127.0.0.1" });
  const laptop = await createSession(db, user.id, { ip: "127.0.0.2" });
  return { user, phoneToken: phone.token, laptopToken: laptop.token };
}

/** Asks for a link for `email` and reads the token from the email that arrives (the `nth` to that address). */
async function linkFor(caller: ReturnType<typeof callers>, email: string, nth = 1) {
  await caller().accounts.password.requestResetLink({ email });
  return resetTokenIn(await waitForMail(sink, email, nth));
}

describe("asking for a reset link", () => {
  it("emails the account a link in English and Hindi, and stores only the token's hash", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    await expect(caller().accounts.password.requestResetLink({ email: user.email })).resolves.toEqual({
      expiresInMinutes: 30,
    });
    const mail = await waitForMail(sink, user.email);
    const text = mailText(mail);
    const token = resetTokenIn(mail);
    expect(text).toContain(`${TEST_SITE_URL}/reset-password?token=${token}`);
    expect(text).toContain("Hello Asha,");
    expect(text).toContain("within 30 minutes");
    expect(text).toContain("नमस्ते Asha,");
    expect(text).toContain("30 मिनट के भीतर");

    const rows = await db.passwordResetLink.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(5_000);
  });

  it("answers an unknown address, a suspended account and an account made by phone the same, and emails none", async () => {
    const caller = callers();
    const known = await accountWithTwoDevices();
    const suspended = await accountWithTwoDevices({ status: "suspended" });
    const byPhone = await db.user.create({
      data: { name: "Phone Only", email: `91987650${serial}@phone.chamak.invalid`, passwordHash: "" },
    });
    const unknown = `nobody-${serial}@example.com`;
    const answers = [];
    for (const email of [unknown, suspended.user.email, byPhone.email, known.user.email])
      answers.push(await caller().accounts.password.requestResetLink({ email }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);

    // The known account's email was asked for last; by the time it has arrived, any other would have too.
    await waitForMail(sink, known.user.email);
    expect(mailsTo(sink, unknown)).toEqual([]);
    expect(mailsTo(sink, suspended.user.email)).toEqual([]);
    expect(mailsTo(sink, byPhone.email)).toEqual([]);
    await expect(
      db.passwordResetLink.count({ where: { userId: { in: [suspended.user.id, byPhone.id] } } }),
    ).resolves.toBe(0);
  });

  it("limits links per email address tightly, for addresses with and without an account alike", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    for (const email of [user.email, `nobody-${serial}@example.com`]) {
      for (let i = 0; i < 3; i += 1) await caller().accounts.password.requestResetLink({ email });
      await expect(
        fieldErrorsOfRejection(caller().accounts.password.requestResetLink({ email })),
      ).resolves.toEqual({
        email: "Several reset links were sent to this address already; please try again in an hour.",
      });
    }
    await waitForMail(sink, user.email, 3);
    expect(mailsTo(sink, user.email)).toHaveLength(3);
  });

  it("lets hundreds of people behind one carrier-NAT address ask, and slows a flood from it", async () => {
    const caller = callers();
    for (let i = 0; i < 200; i += 1)
      await caller().accounts.password.requestResetLink({ email: `neighbour-${serial}-${i}@example.com` });

    const tight = resetLinksThrough(sink, { perAddress: [{ limit: 5, windowMinutes: 10 }] });
    const limiter = new MemoryRateLimiter();
    const flood = () => callerFor(db, { limiter, ip: "10.99.0.1", resetLinks: tight });
    for (let i = 0; i < 5; i += 1)
      await flood().accounts.password.requestResetLink({ email: `flood-${i}@example.com` });
    await expect(
      flood().accounts.password.requestResetLink({ email: "flood-6@example.com" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts from this network; please try again in 10 minutes.",
    });
    tight.mailer.close();
  });
});

describe("resetting the password with the link", () => {
  it("sets the password once, ends every session, signs this device in and audits it", async () => {
    const caller = callers();
    const { user, phoneToken, laptopToken } = await accountWithTwoDevices();
    const token = await linkFor(caller, user.email);
    const session = await caller().accounts.password.resetWithLink({ token, password: "New-Password-88" });
    expect(session.user).toMatchObject({ id: user.id, email: user.email });
    await expect(caller(session.token).accounts.me()).resolves.toMatchObject({ id: user.id });
    await expect(caller(phoneToken).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller(laptopToken).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller().accounts.login({ email: user.email, password: "Old-Password-77" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller().accounts.login({ email: user.email, password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { id: user.id } });

    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "user.password_reset", entityType: "user", entityId: String(user.id) },
    });
    expect(audit).toMatchObject({
      actorId: user.id,
      data: { by: "email_link", ip: addressOf(addressSerial) },
    });

    // Single use: the same link again is refused on its field, and the password stays.
    await expect(
      fieldErrorsOfRejection(
        caller().accounts.password.resetWithLink({ token, password: "Third-Password-99" }),
      ),
    ).resolves.toEqual({ token: "This reset link was already used; sign in, or ask for a new link" });
    await expect(
      caller().accounts.login({ email: user.email, password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("of two tabs sending the same link at once, one sets the password and the other is told it was used", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    const token = await linkFor(caller, user.email);
    const results = await Promise.allSettled([
      caller().accounts.password.resetWithLink({ token, password: "First-Tab-Pass-1" }),
      caller().accounts.password.resetWithLink({ token, password: "Second-Tab-Pass-2" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "CONFLICT" });
    await expect(db.session.count({ where: { userId: user.id, revokedAt: null } })).resolves.toBe(1);
  });

  it("refuses a link after its 30 minutes", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    const token = await linkFor(caller, user.email);
    const later = new Date(Date.now() + 31 * 60_000);
    await expect(
      atTime(later, () =>
        fieldErrorsOfRejection(
          caller().accounts.password.resetWithLink({ token, password: "New-Password-88" }),
        ),
      ),
    ).resolves.toEqual({ token: "This reset link has expired or a newer one was sent; ask for a new link" });
    // Still good within its time.
    const sooner = new Date(Date.now() + 29 * 60_000);
    await expect(
      atTime(sooner, () => caller().accounts.password.resetWithLink({ token, password: "New-Password-88" })),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("a newer link replaces the older unused one", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    const first = await linkFor(caller, user.email, 1);
    const second = await linkFor(caller, user.email, 2);
    expect(second).not.toBe(first);
    await expect(
      caller().accounts.password.resetWithLink({ token: first, password: "New-Password-88" }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This reset link has expired or a newer one was sent; ask for a new link",
    });
    await expect(
      caller().accounts.password.resetWithLink({ token: second, password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("names the field of bad input: a mangled or unknown link, a weak or common password", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    const token = await linkFor(caller, user.email);
    const reset = (input: { token: string; password: string }) =>
      fieldErrorsOfRejection(caller().accounts.password.resetWithLink(input));
    const invalid = {
      token:
        "This reset link is not valid; check you opened the whole link from the email, or ask for a new one",
    };
    await expect(reset({ token: token.slice(0, 20), password: "New-Password-88" })).resolves.toEqual(invalid);
    await expect(reset({ token: "A".repeat(43), password: "New-Password-88" })).resolves.toEqual(invalid);
    await expect(reset({ token, password: "short1" })).resolves.toEqual({
      password: expect.stringContaining("8"),
    });
    await expect(reset({ token, password: "password1" })).resolves.toEqual({
      password: expect.stringContaining("This password is too common"),
    });
    // None of those spent the link.
    await expect(
      caller().accounts.password.resetWithLink({ token, password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("sets the password of an account suspended since the link was sent, but signs no one in", async () => {
    const caller = callers();
    const { user } = await accountWithTwoDevices();
    const token = await linkFor(caller, user.email);
    await db.user.update({
      where: { id: user.id },
      data: { status: "suspended", suspendedMessage: "Please call support" },
    });
    await expect(
      caller().accounts.password.resetWithLink({ token, password: "New-Password-88" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(db.session.count({ where: { userId: user.id, revokedAt: null } })).resolves.toBe(0);
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    await expect(verifyPassword(passwordHash, "New-Password-88")).resolves.toBe(true);
  });
});
