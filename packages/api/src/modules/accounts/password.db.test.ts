import { type Db, hashPassword } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import { codeSentTo, latestCode, useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import type { MessagingDeps } from "../messaging/messaging-deps";
import { createSession } from "./session.service";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

const caller = (token?: string) => callerFor(db, { messaging, ...(token ? { token } : {}) });
let serial = 0;

/** An email account with a password, a verified number and two live sessions (two devices). */
async function accountWithTwoDevices() {
  serial += 1;
  const mobile = `97${String(10_000_000 + serial).padStart(8, "0")}`;
  const user = await db.user.create({
    data: {
      name: "Kiran",
      email: `kiran-${serial}-${Date.now()}@example.com`,
      phone: `+91${mobile}`,
      passwordHash: await hashPassword("Old-Password-77"),
    },
  });
  const phoneSession = await createSession(db, user.id, { ip: "127.0.0.1" });
  const laptopSession = await createSession(db, user.id, { ip: "127.0.0.2" });
  return { user, mobile, phoneToken: phoneSession.token, laptopToken: laptopSession.token };
}

describe("resetting a forgotten password by a code to the verified number", () => {
  it("sets the new password once, ends every session and signs this device in", async () => {
    const { user, mobile, phoneToken, laptopToken } = await accountWithTwoDevices();
    await caller().accounts.phone.requestResetCode({ mobile });
    // Sent after the answer (see the test of unknown numbers below): wait for it to reach the phone.
    const code = await codeSentTo(standin, `+91${mobile}`);
    const session = await caller().accounts.phone.resetPassword({
      mobile,
      code,
      password: "New-Password-88",
    });
    expect(session.user).toMatchObject({ id: user.id, phone: mobile });
    await expect(caller(session.token).accounts.me()).resolves.toMatchObject({ id: user.id });

    await expect(caller(phoneToken).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller(laptopToken).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller().accounts.login({ email: user.email, password: "Old-Password-77" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller().accounts.login({ email: user.email, password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { id: user.id } });
    // Used once.
    await expect(
      caller().accounts.phone.resetPassword({ mobile, code, password: "Third-Password-99" }),
    ).rejects.toMatchObject({ message: "This code has expired or was already used; ask for a new one" });
  });

  it("answers a number no account has exactly as one with an account, and sends it nothing", async () => {
    const { mobile: known } = await accountWithTwoDevices();
    const unknown = "9555501234";
    /** Three requests in a row, the way someone probing for accounts would send them, and what each answered. */
    const probe = async (mobile: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(
          await caller()
            .accounts.phone.requestResetCode({ mobile })
            .then(
              (ok) => ok,
              (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
            ),
        );
      return answers;
    };
    const [forKnown, forUnknown] = [await probe(known), await probe(unknown)];
    expect(forKnown[0]).toEqual({ channel: "sms", expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(forKnown[1]).toMatch(
      /^TOO_MANY_REQUESTS: Please wait (30|29) seconds before asking for another code\.$/,
    );
    expect(forUnknown).toEqual(forKnown);
    await codeSentTo(standin, `+91${known}`);
    expect(standin.controls.messages({ to: `+91${unknown}` })).toEqual([]);
    // Wrong codes lock both alike.
    const locking = async (mobile: string) => {
      const outcomes: string[] = [];
      for (let i = 0; i < 6; i += 1)
        outcomes.push(
          await caller()
            .accounts.phone.resetPassword({ mobile, code: "000001", password: "New-Password-88" })
            .then(
              () => "reset",
              (error: { message: string }) => error.message,
            ),
        );
      return outcomes;
    };
    expect(await locking(unknown)).toEqual(await locking(known));
  });

  it("answers before the code is sent, so how long it takes tells nothing either", async () => {
    const { mobile } = await accountWithTwoDevices();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sms = messaging.channels.sms;
    const slowSms = {
      ...sms,
      send: async (message: Parameters<typeof sms.send>[0]) => held.then(() => sms.send(message)),
    };
    const slowMessaging = { ...messaging, channels: { ...messaging.channels, sms: slowSms } };
    // The provider has not taken the message yet, and the answer is already here.
    await expect(
      callerFor(db, { messaging: slowMessaging }).accounts.phone.requestResetCode({ mobile }),
    ).resolves.toEqual({ channel: "sms", expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(standin.controls.messages({ to: `+91${mobile}` })).toEqual([]);
    release();
    await codeSentTo(standin, `+91${mobile}`);
  });

  it("a sign-in code cannot reset a password", async () => {
    const { mobile } = await accountWithTwoDevices();
    await caller().accounts.phone.requestSignInCode({ mobile });
    await expect(
      caller().accounts.phone.resetPassword({
        mobile,
        code: latestCode(standin, `+91${mobile}`),
        password: "New-Password-88",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("changing the password in the profile", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const { user, phoneToken, laptopToken } = await accountWithTwoDevices();
    await expect(
      fieldErrorsOfRejection(
        caller(phoneToken).accounts.changePassword({
          currentPassword: "not-it-1",
          newPassword: "Brand-New-Pass-5",
        }),
      ),
    ).resolves.toEqual({ currentPassword: "Your current password is not right" });
    await expect(
      fieldErrorsOfRejection(
        caller(phoneToken).accounts.changePassword({
          currentPassword: "Old-Password-77",
          newPassword: "password1",
        }),
      ),
    ).resolves.toEqual({ newPassword: expect.stringContaining("This password is too common") });
    await expect(caller(laptopToken).accounts.me()).resolves.toMatchObject({ id: user.id });

    await caller(phoneToken).accounts.changePassword({
      currentPassword: "Old-Password-77",
      newPassword: "Brand-New-Pass-5",
    });
    await expect(caller(phoneToken).accounts.me()).resolves.toMatchObject({ id: user.id });
    await expect(caller(laptopToken).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      caller().accounts.login({ email: user.email, password: "Brand-New-Pass-5" }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it("counts wrong current passwords as sign-in attempts: a session cannot guess faster than a sign-in", async () => {
    const { user, phoneToken } = await accountWithTwoDevices();
    const limiter = new MemoryRateLimiter();
    const holder = callerFor(db, { messaging, limiter, token: phoneToken, ip: "203.0.113.9" });
    const outcomes: string[] = [];
    while (outcomes.length < 15 && !outcomes.at(-1)?.startsWith("TOO_MANY_REQUESTS")) {
      outcomes.push(
        await holder.accounts
          .changePassword({ currentPassword: `guess-${outcomes.length}-x`, newPassword: "Brand-New-Pass-5" })
          .then(
            () => "changed",
            (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
          ),
      );
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("BAD_REQUEST: Your current password is not right"));
    expect(outcomes.at(-1)).toMatch(
      /^TOO_MANY_REQUESTS: Too many login attempts\. Please try again in \d+ seconds?\.$/,
    );
    // Even the right password waits its turn now ...
    await expect(
      holder.accounts.changePassword({ currentPassword: "Old-Password-77", newPassword: "Brand-New-Pass-5" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // ... and the guesses count against the account's sign-in too, from the same address.
    await expect(
      callerFor(db, { limiter, ip: "203.0.113.9" }).accounts.login({
        email: user.email ?? "",
        password: "Old-Password-77",
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // The owner on their own network is not held up.
    await expect(
      callerFor(db, { limiter, ip: "198.51.100.30" }).accounts.login({
        email: user.email ?? "",
        password: "Old-Password-77",
      }),
    ).resolves.toHaveProperty("token");
  });

  it("lets an account made by phone set its first password", async () => {
    const mobile = "9444401234";
    await caller().accounts.phone.requestSignInCode({ mobile });
    const result = await caller().accounts.phone.signIn({
      mobile,
      code: latestCode(standin, `+91${mobile}`),
      name: "Phone Only",
    });
    if (result.status !== "signedIn") throw new Error("expected to be signed in");
    const { token } = result.session;
    await caller(token).accounts.changePassword({ currentPassword: "", newPassword: "First-Password-6" });
    await expect(caller(token).accounts.me()).resolves.toMatchObject({ hasPassword: true });
  });
});
