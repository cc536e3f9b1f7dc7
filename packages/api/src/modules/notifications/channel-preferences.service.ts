import {
  CONSENT_WORDING,
  type ConsentPurpose,
  type ConsentSource,
  defaultChannelChoice,
  messagingNumber,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationLang,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  notificationPreferencesInput,
} from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { translateIn } from "@chamak/i18n/server";
import { DomainError } from "../../errors";
import { claimEdit } from "../../lib/stale-edit";
import { isDeliverableEmail } from "./deliverable-address";

const PURPOSE: ConsentPurpose = "booking_updates";

/** Who made a choice, from where (kept with the consent). */
export interface ConsentMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

type Account = { email: string; phone: string | null; mobile: string | null; lang: string | null };

/** What each channel of an account reaches, if anything. */
export interface ChannelChoices {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  lang: NotificationLang;
  /** The account's address, or null when it has none (a phone account's reserved one). */
  emailAddress: string | null;
  /** +91 and 10 digits: the verified sign-in number, else the mobile the profile gives; null without either. */
  phone: string | null;
  /** The choices' version (users.choices_version), bumped by every save of them. */
  version: number;
}

const langOf = (lang: string | null): NotificationLang => (lang === "hi" ? "hi" : "en");

/** A number messages can go to: the verified one first, else the profile's mobile if it is an Indian mobile. */
function usablePhone({ phone, mobile }: Pick<Account, "phone" | "mobile">): string | null {
  return phone ?? messagingNumber(mobile);
}

/**
 * The account's current choice per channel: its latest consent row for booking updates, else the default
 * (contracts' defaultChannelChoice). One source: the consent rows; nothing else stores a choice.
 */
export async function channelChoices(db: Db | DbTx, userId: number): Promise<ChannelChoices> {
  const account = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, phone: true, mobile: true, lang: true, choicesVersion: true },
  });
  const latest = await db.consent.findMany({
    where: { userId, purpose: PURPOSE },
    orderBy: { id: "desc" },
    distinct: ["channel"],
    select: { channel: true, granted: true },
  });
  const emailAddress = isDeliverableEmail(account.email) ? account.email : null;
  const phone = usablePhone(account);
  const facts = { hasEmail: emailAddress !== null, hasVerifiedPhone: account.phone !== null };
  const choice = (channel: NotificationChannel) =>
    latest.find((row) => row.channel === channel)?.granted ?? defaultChannelChoice(channel, facts);
  return {
    email: choice("email") && emailAddress !== null,
    sms: choice("sms") && phone !== null,
    whatsapp: choice("whatsapp") && phone !== null,
    lang: langOf(account.lang),
    emailAddress,
    phone,
    version: account.choicesVersion,
  };
}

/** The profile card's view of the choices. */
export async function readPreferences(db: Db | DbTx, userId: number): Promise<NotificationPreferences> {
  const { email, sms, whatsapp, lang, emailAddress, phone, version } = await channelChoices(db, userId);
  return { email, sms, whatsapp, lang, version, reach: { email: emailAddress, phone } };
}

/** Appends one consent row: the choice, with the exact wording shown in the language it was shown in. */
export async function recordConsent(
  tx: DbTx,
  userId: number,
  choice: { channel: NotificationChannel; granted: boolean; lang: NotificationLang; source: ConsentSource },
  meta: ConsentMeta,
) {
  await tx.consent.create({
    data: {
      userId,
      purpose: PURPOSE,
      channel: choice.channel,
      granted: choice.granted,
      wording: translateIn(choice.lang, CONSENT_WORDING.ids[choice.channel]),
      lang: choice.lang,
      wordingVersion: CONSENT_WORDING.version,
      source: choice.source,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    },
  });
}

/**
 * Saves the profile's choices: a consent row for each channel whose choice changes (granted or withdrawn, with
 * the wording), and the messages' language. Turning on a channel the account cannot be reached on is refused
 * on that channel's field. A save from a card opened before another save is refused with the choices as they are.
 */
export async function savePreferences(
  db: Db,
  userId: number,
  input: NotificationPreferencesInput,
  meta: ConsentMeta,
): Promise<NotificationPreferences> {
  const wanted = notificationPreferencesInput.parse(input);
  await db.$transaction(async (tx) => {
    // First: of two saves from cards opened at one version, the second is refused (and waits on the row till then).
    await claimEdit(tx, {
      record: "messageChoices",
      id: userId,
      seen: wanted.version,
      changed: "messageChoicesChanged",
      current: () => readPreferences(tx, userId),
    });
    const current = await channelChoices(tx, userId);
    if (wanted.email && !current.emailAddress)
      throw new DomainError("BAD_INPUT", "emailUpdatesNeedAddress", "email");
    for (const channel of ["sms", "whatsapp"] as const) {
      if (wanted[channel] && !current.phone)
        throw new DomainError("BAD_INPUT", "phoneUpdatesNeedNumber", channel);
    }
    for (const channel of NOTIFICATION_CHANNELS) {
      if (wanted[channel] !== current[channel])
        await recordConsent(
          tx,
          userId,
          { channel, granted: wanted[channel], lang: wanted.lang, source: "profile" },
          meta,
        );
    }
    await setMessageLanguage(tx, userId, wanted.lang);
  });
  return readPreferences(db, userId);
}

/**
 * The language of the account's messages (the site's language switched while signed in). `users.lang` is this
 * module's column: nothing else writes it after the account is opened.
 */
export async function setMessageLanguage(
  db: Db | DbTx,
  userId: number,
  lang: NotificationLang,
): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lang } });
}

/**
 * How a centre's booking's customer is told of a change to it (a move): the phone channels their choices and
 * numbers allow, as the outbox's handlers decide (phone-notifications.ts). Another centre's booking is not found.
 */
export async function bookingCustomerChannels(
  db: Db,
  centreId: number,
  bookingId: number,
): Promise<{ sms: boolean; whatsapp: boolean }> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, centreId },
    select: { customerId: true },
  });
  if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  const choices = await channelChoices(db, booking.customerId);
  return { sms: choices.sms, whatsapp: choices.whatsapp };
}
