import { OTP_POLICY } from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import {
  latestCode,
  standinMessaging,
  useMessagingStandinAndDatabase,
} from "../../../test/support/messaging";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import type { MessagingDeps } from "../messaging/messaging-deps";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

let numberCounter = 0;
/** A fresh mobile number per test, so the per-number limits of one test do not reach another. */
function freshMobile(): string {
  numberCounter += 1;
  return `98${String(70_000_000 + numberCounter).padStart(8, "0")}`;
}

const caller = (options: { ip?: string; limiter?: MemoryRateLimiter; token?: string } = {}) =>
  callerFor(db, { messaging, ...options });

/** Lets a number ask for another code at once (as if its last one were sent a resend's wait ago). */
async function ageCodes(mobile: string, seconds: number = OTP_POLICY.resendAfterSeconds) {
  const rows = await db.otpChallenge.findMany({ where: { phone: `+91${mobile}` } });
  for (const row of rows)
    await db.otpChallenge.update({
      where: { id: row.id },
      data: { createdAt: new Date(row.createdAt.getTime() - seconds * 1000) },
    });
}

describe("signing up and in with a mobile number", () => {
  it("sends a 6-digit code by SMS, keeps only its keyed hash, and makes an account asking only for a name", async () => {
    const mobile = freshMobile();
    const sent = await caller().accounts.phone.requestSignInCode({ mobile });
    expect(sent).toEqual({ channel: "sms", expiresInSeconds: 300, resendAfterSeconds: 30 });

    const [sms] = standin.controls.messages({ to: `+91${mobile}` });
    expect(sms).toMatchObject({ channel: "sms", template: "chamak_otp", details: { sender: "CHAMAK" } });
    const code = latestCode(standin, `+91${mobile}`);
    expect(sms?.text).toBe(
      `${code} is your Chamak verification code. It expires in 5 minutes. Do not share it with anyone.`,
    );
    const stored = await db.otpChallenge.findFirstOrThrow({ where: { phone: `+91${mobile}` } });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    const lifetime = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(Math.abs(lifetime - 300_000)).toBeLessThan(2000);

    // A new number: the right code without a name asks for one, and does not spend the code.
    await expect(caller().accounts.phone.signIn({ mobile, code })).resolves.toEqual({ status: "needsName" });
    const result = await caller().accounts.phone.signIn({ mobile, code, name: "Ravi Kumar" });
    if (result.status !== "signedIn") throw new Error("expected to be signed in");
    expect(result.created).toBe(true);
    expect(result.session.user).toMatchObject({
      name: "Ravi Kumar",
      email: "",
      phone: mobile,
      mobile,
      hasPassword: false,
      role: "user",
    });
    await expect(caller({ token: result.session.token }).accounts.me()).resolves.toMatchObject({
      phone: mobile,
    });

    // The code was spent: it signs nobody in twice.
    await expect(caller().accounts.phone.signIn({ mobile, code, name: "Ravi Kumar" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This code has expired or was already used; ask for a new one",
    });
  });

  it("signs an existing number in without asking for a name, by WhatsApp if chosen", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    const first = await caller().accounts.phone.signIn({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
      name: "Meera",
    });
    await ageCodes(mobile);
    await caller().accounts.phone.requestSignInCode({ mobile, channel: "whatsapp", lang: "hi" });
    const [message] = standin.controls.messages({ to: `+91${mobile}` });
    expect(message).toMatchObject({
      channel: "whatsapp",
      template: "chamak_otp",
      details: { language: "hi" },
    });
    expect(message?.text).toMatch(/^\*\d{6}\* आपका सत्यापन कोड है।/);
    const again = await caller().accounts.phone.signIn({ mobile, code: latestCode(standin, `+91${mobile}`) });
    expect(again).toMatchObject({ status: "signedIn", created: false });
    if (again.status !== "signedIn" || first.status !== "signedIn") throw new Error("expected sessions");
    expect(again.session.user.id).toBe(first.session.user.id);
  });

  it("refuses a code past its five minutes, naming the code field", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    const code = latestCode(standin, `+91${mobile}`);
    await db.otpChallenge.updateMany({
      where: { phone: `+91${mobile}` },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(caller().accounts.phone.signIn({ mobile, code, name: "Late" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This code has expired or was already used; ask for a new one",
    });
    expect(await db.user.count({ where: { phone: `+91${mobile}` } })).toBe(0);
  });

  it("allows 5 tries of a code, says how many are left, and a new code replaces the old", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    const old = latestCode(standin, `+91${mobile}`);
    const wrong = old === "000000" ? "111111" : "000000";
    await expect(caller().accounts.phone.signIn({ mobile, code: wrong, name: "A" })).rejects.toMatchObject({
      message: "That code is not right; 4 tries left",
    });
    await ageCodes(mobile);
    await caller().accounts.phone.requestSignInCode({ mobile });
    const current = latestCode(standin, `+91${mobile}`);
    if (current !== old)
      await expect(caller().accounts.phone.signIn({ mobile, code: old, name: "A" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    await expect(caller().accounts.phone.signIn({ mobile, code: current, name: "A" })).resolves.toMatchObject(
      {
        status: "signedIn",
      },
    );
  });

  it("counts wrong codes per number, whatever code they were aimed at: a new code forgives none", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    const first = latestCode(standin, `+91${mobile}`);
    const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(
        caller().accounts.phone.signIn({ mobile, code: wrongFor(first), name: "A" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await ageCodes(mobile, OTP_POLICY.resendAfterSeconds + 1);
    await caller().accounts.phone.requestSignInCode({ mobile });
    const second = latestCode(standin, `+91${mobile}`);
    // The new code's first miss is the number's fourth: one try is left, not four.
    await expect(
      caller().accounts.phone.signIn({ mobile, code: wrongFor(second), name: "A" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "That code is not right; 1 try left" });
    // The fifth locks the number, and says so; then not even the right code gets through.
    await expect(
      caller().accounts.phone.signIn({ mobile, code: wrongFor(second), name: "A" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many wrong codes for this number; it is locked for 15 minutes.",
    });
    await expect(caller().accounts.phone.signIn({ mobile, code: second, name: "A" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("forgives the wrong codes before a code that was used: the owner who mistyped is not held up later", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    const first = latestCode(standin, `+91${mobile}`);
    const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
    for (let attempt = 0; attempt < 4; attempt += 1)
      await expect(
        caller().accounts.phone.signIn({ mobile, code: wrongFor(first), name: "A" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller().accounts.phone.signIn({ mobile, code: first, name: "A" })).resolves.toMatchObject({
      status: "signedIn",
    });
    await ageCodes(mobile, OTP_POLICY.resendAfterSeconds + 1);
    await caller().accounts.phone.requestSignInCode({ mobile });
    const second = latestCode(standin, `+91${mobile}`);
    await expect(
      caller().accounts.phone.signIn({ mobile, code: wrongFor(second), name: "A" }),
    ).rejects.toMatchObject({ message: "That code is not right; 4 tries left" });
    await expect(caller().accounts.phone.signIn({ mobile, code: second })).resolves.toMatchObject({
      status: "signedIn",
    });
  });

  it("refuses another code within 30 seconds, and more than 5 codes an hour for one number", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    await expect(caller().accounts.phone.requestSignInCode({ mobile })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Please wait (30|29) seconds before asking for another code\.$/),
    });
    for (let sent = 1; sent < 5; sent += 1) {
      await ageCodes(mobile);
      await caller().accounts.phone.requestSignInCode({ mobile });
    }
    await ageCodes(mobile);
    await expect(caller().accounts.phone.requestSignInCode({ mobile })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many codes were sent to this number; please try again later.",
    });
    expect(standin.controls.messages({ to: `+91${mobile}` })).toHaveLength(5);
  });

  it("rejects a malformed number or code with the field's message and sends nothing", async () => {
    const before = standin.controls.messages().length;
    await expect(
      fieldErrorsOfRejection(caller().accounts.phone.requestSignInCode({ mobile: "5123456789" })),
    ).resolves.toEqual({
      mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
    });
    await expect(
      fieldErrorsOfRejection(caller().accounts.phone.signIn({ mobile: freshMobile(), code: "12345" })),
    ).resolves.toEqual({ code: "Enter the 6-digit code we sent you" });
    expect(standin.controls.messages().length).toBe(before);
  });

  it("lets 200 people behind one carrier address sign up, while 6 wrong codes lock one number", async () => {
    const limiter = new MemoryRateLimiter();
    const natAddress = "100.64.12.34";
    const signedUp: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const mobile = freshMobile();
      await caller({ ip: natAddress, limiter }).accounts.phone.requestSignInCode({ mobile });
      const result = await caller({ ip: natAddress, limiter }).accounts.phone.signIn({
        mobile,
        code: latestCode(standin, `+91${mobile}`),
        name: `Customer ${i}`,
      });
      if (result.status === "signedIn") signedUp.push(result.session.user.id);
    }
    expect(new Set(signedUp).size).toBe(200);

    const target = freshMobile();
    await caller({ ip: natAddress, limiter }).accounts.phone.requestSignInCode({ mobile: target });
    const right = latestCode(standin, `+91${target}`);
    const wrong = right === "999999" ? "888888" : "999999";
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      try {
        await caller({ ip: natAddress, limiter }).accounts.phone.signIn({
          mobile: target,
          code: wrong,
          name: "X",
        });
        outcomes.push("signed in");
      } catch (error) {
        outcomes.push((error as Error).message);
      }
    }
    // The fifth wrong code locks the number, and says so.
    expect(outcomes).toEqual([
      "That code is not right; 4 tries left",
      "That code is not right; 3 tries left",
      "That code is not right; 2 tries left",
      "That code is not right; 1 try left",
      "Too many wrong codes for this number; it is locked for 15 minutes.",
      "Too many wrong codes for this number; it is locked for 15 minutes.",
    ]);
    // Locked: neither the right code nor a new one gets through, from this address or another.
    await expect(
      caller({ ip: "49.36.1.1" }).accounts.phone.signIn({ mobile: target, code: right, name: "X" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await ageCodes(target);
    await expect(
      caller({ ip: "49.36.1.1" }).accounts.phone.requestSignInCode({ mobile: target }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringContaining("locked") });
    // ...while the next person on the same address signs up as before.
    const neighbour = freshMobile();
    await caller({ ip: natAddress, limiter }).accounts.phone.requestSignInCode({ mobile: neighbour });
    await expect(
      caller({ ip: natAddress, limiter }).accounts.phone.signIn({
        mobile: neighbour,
        code: latestCode(standin, `+91${neighbour}`),
        name: "Neighbour",
      }),
    ).resolves.toMatchObject({ status: "signedIn" });
  }, 120_000);

  it("past the address's generous allowance, slows the address and names the wait", async () => {
    const limiter = new MemoryRateLimiter();
    const tight = standinMessaging(standin, { limits: { perAddress: [{ limit: 2, windowMinutes: 10 }] } });
    const at = (mobile: string) =>
      callerFor(db, { messaging: tight, limiter, ip: "10.9.8.7" }).accounts.phone.requestSignInCode({
        mobile,
      });
    await at(freshMobile());
    await at(freshMobile());
    await expect(at(freshMobile())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts from this network; please try again in 10 minutes.",
    });
  });

  it("says so when the SMS provider is down, and lets the number ask again at once", async () => {
    const mobile = freshMobile();
    standin.controls.failNext("sms", 2, 503);
    await expect(caller().accounts.phone.requestSignInCode({ mobile })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "We could not send the code by SMS just now; please try again.",
    });
    expect(await db.otpChallenge.count({ where: { phone: `+91${mobile}` } })).toBe(0);
    // One failure is retried once within the request.
    standin.controls.failNext("sms", 1, 502);
    await expect(caller().accounts.phone.requestSignInCode({ mobile })).resolves.toMatchObject({
      channel: "sms",
    });
    expect(standin.controls.messages({ to: `+91${mobile}` })).toHaveLength(1);
  });
});

describe("email and phone on one account", () => {
  it("links a number to an email account only with a code sent at that account's request", async () => {
    const user = await db.user.create({
      data: {
        name: "Email Person",
        email: `link-${Date.now()}@example.com`,
        passwordHash: await hashPassword("Noida-Sector18"),
      },
    });
    const { token } = await caller().accounts.login({ email: user.email, password: "Noida-Sector18" });
    const mobile = freshMobile();

    // A sign-in code for the number is no good for linking.
    await caller().accounts.phone.requestSignInCode({ mobile });
    const signInCode = latestCode(standin, `+91${mobile}`);
    await expect(caller({ token }).accounts.phone.link({ mobile, code: signInCode })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    await ageCodes(mobile);
    await caller({ token }).accounts.phone.requestLinkCode({ mobile });
    const profile = await caller({ token }).accounts.phone.link({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
    });
    expect(profile).toMatchObject({ email: user.email, phone: mobile, hasPassword: true });

    // Now either way signs in to the same account.
    await ageCodes(mobile);
    await caller().accounts.phone.requestSignInCode({ mobile });
    const byPhone = await caller().accounts.phone.signIn({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
    });
    expect(byPhone).toMatchObject({ status: "signedIn", created: false, session: { user: { id: user.id } } });
  });

  it("keeps a verified number with its account: another account cannot link it", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    await caller().accounts.phone.signIn({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
      name: "Holder",
    });
    const other = await db.user.create({
      data: {
        name: "Other",
        email: `other-${Date.now()}@example.com`,
        passwordHash: await hashPassword("Noida-Sector18"),
      },
    });
    const { token } = await caller().accounts.login({ email: other.email, password: "Noida-Sector18" });
    // Without the code sent to it, nobody learns that the number has an account.
    await expect(caller({ token }).accounts.phone.link({ mobile, code: "123456" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This code has expired or was already used; ask for a new one",
    });
    await ageCodes(mobile);
    await caller({ token }).accounts.phone.requestLinkCode({ mobile });
    await expect(
      caller({ token }).accounts.phone.link({ mobile, code: latestCode(standin, `+91${mobile}`) }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This mobile number is already verified on another account",
    });
  });

  it("a phone account has no password: no password signs in to it by its stand-in address", async () => {
    const mobile = freshMobile();
    await caller().accounts.phone.requestSignInCode({ mobile });
    await caller().accounts.phone.signIn({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
      name: "No Pass",
    });
    const row = await db.user.findUniqueOrThrow({ where: { phone: `+91${mobile}` } });
    expect(row.email).toMatch(/@phone\.chamak\.invalid$/);
    await expect(caller().accounts.login({ email: row.email, password: "xxxxxxxx1" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
