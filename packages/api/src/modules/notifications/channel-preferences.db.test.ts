import { CONSENT_WORDING, type NotificationPreferences } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import { describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { latestCode, useMessagingStandinAndDatabase } from "../../../test/support/messaging";
import type { MessagingDeps } from "../messaging/messaging-deps";

let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
useMessagingStandinAndDatabase((started) => {
  ({ db, standin, messaging } = started);
});

let numberCounter = 0;
function freshMobile(): string {
  numberCounter += 1;
  return `96${String(20_000_000 + numberCounter + (process.pid % 1000) * 1000).padStart(8, "0")}`;
}

async function signUpByPhone(options: { whatsappUpdates?: boolean; lang?: "en" | "hi" }) {
  const mobile = freshMobile();
  const anonymous = callerFor(db, { messaging, ip: "203.0.113.7" });
  await anonymous.accounts.phone.requestSignInCode({ mobile });
  const answer = await anonymous.accounts.phone.signIn({
    mobile,
    code: latestCode(standin, `+91${mobile}`),
    name: "Kabir Rao",
    ...options,
  });
  if (answer.status !== "signedIn") throw new Error("expected a new account");
  const user = await db.user.findUniqueOrThrow({ where: { phone: `+91${mobile}` } });
  return {
    user,
    phone: `+91${mobile}`,
    caller: callerFor(db, { token: answer.session.token, messaging, ip: "198.51.100.4" }),
  };
}

/** The database's words for a refused write (PGlite puts them in the message, PostgreSQL's adapter in meta). */
async function refusalOf(call: Promise<unknown>): Promise<string> {
  const error = (await call.then(
    () => null,
    (failure: unknown) => failure,
  )) as { message?: string; meta?: { driverAdapterError?: { cause?: { originalMessage?: string } } } } | null;
  if (!error) throw new Error("expected the database to refuse the write");
  return `${error.message ?? ""} ${error.meta?.driverAdapterError?.cause?.originalMessage ?? ""}`;
}

const consentsOf = (userId: number) => db.consent.findMany({ where: { userId }, orderBy: { id: "asc" } });

/** What the profile's card sends for the choices it shows. */
const choicesOf = ({ email, sms, whatsapp, lang, version }: NotificationPreferences) => ({
  email,
  sms,
  whatsapp,
  lang,
  version,
});

describe("channel preferences and consent (DPDP)", () => {
  it("records the sign-up's WhatsApp consent with the Hindi wording shown, and turns WhatsApp on by it", async () => {
    const { user, phone, caller } = await signUpByPhone({ whatsappUpdates: true, lang: "hi" });
    expect(user.lang).toBe("hi");
    const [row, ...more] = await consentsOf(user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      purpose: "booking_updates",
      channel: "whatsapp",
      granted: true,
      lang: "hi",
      wording: "मुझे बुकिंग के अपडेट WhatsApp पर भेजें। मैं इसे कभी भी अपनी प्रोफ़ाइल में बंद कर सकता/सकती हूँ।",
      wordingVersion: CONSENT_WORDING.version,
      source: "phone_sign_up",
      ip: "203.0.113.7",
      userAgent: "vitest",
    });
    await expect(caller.notifications.preferences()).resolves.toEqual({
      email: false,
      sms: true,
      whatsapp: true,
      lang: "hi",
      version: 1,
      reach: { email: null, phone },
    });
  });

  it("keeps WhatsApp off for a sign-up that left the box unticked, and records that it was asked", async () => {
    const { user, caller } = await signUpByPhone({});
    expect((await consentsOf(user.id)).map((r) => [r.channel, r.granted, r.lang, r.wording])).toEqual([
      [
        "whatsapp",
        false,
        "en",
        "Send me booking updates on WhatsApp. I can turn this off at any time in my profile.",
      ],
    ]);
    await expect(caller.notifications.preferences()).resolves.toMatchObject({
      email: false,
      sms: true,
      whatsapp: false,
      lang: "en",
    });
  });

  it("appends a row for each change with the wording in the site's language, none for an unchanged save", async () => {
    const { user, caller } = await signUpByPhone({ whatsappUpdates: true, lang: "en" });
    await caller.notifications.savePreferences({
      email: false,
      sms: false,
      whatsapp: false,
      lang: "hi",
      version: 1,
    });
    const afterWithdrawal = await consentsOf(user.id);
    expect(afterWithdrawal.slice(1).map((r) => [r.channel, r.granted, r.lang, r.source, r.ip])).toEqual([
      ["sms", false, "hi", "profile", "198.51.100.4"],
      ["whatsapp", false, "hi", "profile", "198.51.100.4"],
    ]);
    expect(afterWithdrawal[1]?.wording).toBe("मुझे बुकिंग के अपडेट SMS से भेजें");

    // Saving the same choices again changes nothing, so nothing is appended.
    await caller.notifications.savePreferences({
      email: false,
      sms: false,
      whatsapp: false,
      lang: "hi",
      version: 2,
    });
    expect(await consentsOf(user.id)).toHaveLength(3);

    const back = await caller.notifications.savePreferences({
      email: false,
      sms: false,
      whatsapp: true,
      lang: "en",
      version: 3,
    });
    expect(back).toMatchObject({ sms: false, whatsapp: true, lang: "en", version: 4 });
    const rows = await consentsOf(user.id);
    expect(rows.map((r) => [r.channel, r.granted])).toEqual([
      ["whatsapp", true],
      ["sms", false],
      ["whatsapp", false],
      ["whatsapp", true],
    ]);
    expect(rows.at(-1)?.wording).toBe(
      "Send me booking updates on WhatsApp. I can turn this off at any time in my profile.",
    );
  });

  it("never edits or deletes a consent: the table refuses both", async () => {
    const { user } = await signUpByPhone({ whatsappUpdates: true });
    const [row] = await consentsOf(user.id);
    expect(
      await refusalOf(db.consent.update({ where: { id: row?.id ?? 0n }, data: { granted: false } })),
    ).toMatch(/consents is append-only: UPDATE is not allowed/);
    expect(await refusalOf(db.consent.deleteMany({ where: { userId: user.id } }))).toMatch(
      /consents is append-only: DELETE is not allowed/,
    );
    expect(await consentsOf(user.id)).toHaveLength(1);
  });

  it("refuses a channel the account cannot be reached on, on that channel's field, and writes nothing", async () => {
    const phoneOnly = await signUpByPhone({});
    expect(
      await fieldErrorsOfRejection(
        phoneOnly.caller.notifications.savePreferences({
          email: true,
          sms: true,
          whatsapp: false,
          lang: "en",
          version: 1,
        }),
      ),
    ).toEqual({ email: "Add an email address to your profile to get updates by email" });

    const noNumber = await signedInUser(db);
    await db.user.update({ where: { id: noNumber.id }, data: { mobile: null } });
    const emailCaller = callerFor(db, { token: noNumber.token, messaging });
    await expect(emailCaller.notifications.preferences()).resolves.toEqual({
      email: true,
      sms: false,
      whatsapp: false,
      lang: "en",
      version: 1,
      reach: { email: noNumber.email, phone: null },
    });
    expect(
      await fieldErrorsOfRejection(
        emailCaller.notifications.savePreferences({
          email: true,
          sms: false,
          whatsapp: true,
          lang: "en",
          version: 1,
        }),
      ),
    ).toEqual({ whatsapp: "Add a mobile number to your profile to get updates on your phone" });
    expect(await consentsOf(noNumber.id)).toEqual([]);
    expect(await consentsOf(phoneOnly.user.id)).toHaveLength(1);
  });

  it("refuses a save from a card opened before another save, with the choices as they are, and writes nothing", async () => {
    const { user, caller } = await signUpByPhone({ whatsappUpdates: true });
    const opened = await caller.notifications.preferences();
    // Another tab, opened at the same version, turns WhatsApp off first.
    await caller.notifications.savePreferences({ ...choicesOf(opened), whatsapp: false });
    const before = await consentsOf(user.id);

    const stale = await caller.notifications.savePreferences({ ...choicesOf(opened), sms: false }).then(
      () => null,
      (error: unknown) => error as { code?: string; message?: string; cause?: unknown },
    );
    expect(stale?.code).toBe("CONFLICT");
    expect(stale?.message).toMatch(/Your message choices changed since you opened this page/);
    expect(await consentsOf(user.id)).toEqual(before);
    await expect(caller.notifications.preferences()).resolves.toMatchObject({
      sms: true,
      whatsapp: false,
      version: opened.version + 1,
    });
  });

  it("names the field of a choice that is not on or off", async () => {
    const { caller } = await signUpByPhone({});
    expect(
      await fieldErrorsOfRejection(
        caller.notifications.savePreferences({
          email: false,
          sms: "yes",
          whatsapp: false,
          lang: "en",
          version: 1,
        } as never),
      ),
    ).toEqual({ sms: "Updates by SMS: choose on or off" });
  });

  it("keeps the messages' language when the site's language is switched while signed in", async () => {
    const { user, caller } = await signUpByPhone({ lang: "en" });
    await caller.notifications.setLanguage({ lang: "hi" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lang).toBe("hi");
    await expect(caller.notifications.preferences()).resolves.toMatchObject({ lang: "hi" });
  });
});
