import { type Db, hashPassword } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection } from "../../../test/support/caller";
import { latestCode, useMessagingStandinAndDatabase } from "../../../test/support/messaging";
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
    const code = latestCode(standin, `+91${mobile}`);
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

  it("sends nothing to a number no account has, and answers the same", async () => {
    const mobile = "9555501234";
    await expect(caller().accounts.phone.requestResetCode({ mobile })).resolves.toEqual({
      channel: "sms",
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    expect(standin.controls.messages({ to: `+91${mobile}` })).toEqual([]);
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
