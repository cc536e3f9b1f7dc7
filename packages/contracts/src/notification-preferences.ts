import type { MessageId } from "@chamak/i18n";
import { z } from "zod";
import { fieldLabel, zodMessage } from "./messages";
import { idSchema, recordVersion } from "./schemas/common";

/**
 * Which channels a customer hears about their bookings on, and the consent behind each choice (India's DPDP
 * Act: consent is free, specific, informed and unambiguous, given by a clear affirmative action, recorded with
 * what was said, and as easy to withdraw as to give).
 */
export const NOTIFICATION_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a consent is for. Booking updates are the only purpose asked for so far. */
export const CONSENT_PURPOSES = ["booking_updates"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a choice was made (kept with the consent). */
export const CONSENT_SOURCES = ["phone_sign_up", "profile"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The wording shown beside each channel's switch (and the sign-up's WhatsApp checkbox), in the catalogues'
 * `notifications` namespace. A consent row keeps the text itself, its language and this version: change any
 * of these texts in either language and bump the version, so every row says which wording it answered.
 */
export const CONSENT_WORDING: {
  version: string;
  ids: Record<NotificationChannel, MessageId<"notifications">>;
} = {
  version: "booking-updates-2026-11-v1",
  ids: {
    email: "notifications.consentEmail",
    sms: "notifications.consentSms",
    whatsapp: "notifications.consentWhatsApp",
  },
};

/**
 * A channel's choice before the customer has made one. Email: on when the account has a real address.
 * SMS: on for an account made by phone, whose number was verified to sign in: these are transactional messages
 * about a booking the customer made (a legitimate use), and the profile turns them off. WhatsApp: never on
 * without an affirmative consent (the unticked sign-up checkbox, or the profile's switch).
 */
export function defaultChannelChoice(
  channel: NotificationChannel,
  account: { hasEmail: boolean; hasVerifiedPhone: boolean },
): boolean {
  if (channel === "email") return account.hasEmail;
  if (channel === "sms") return account.hasVerifiedPhone;
  return false;
}

const LABELS = { email: "emailUpdates", sms: "smsUpdates", whatsapp: "whatsappUpdates" } as const;
const onOrOff = (channel: NotificationChannel) =>
  z.boolean({ error: zodMessage("chooseOnOrOff", { label: fieldLabel(LABELS[channel]) }) });

export const notificationLang = z.enum(["en", "hi"]);
export type NotificationLang = z.infer<typeof notificationLang>;

/** The profile's choices: every channel on or off, and the language the messages are written in. */
export const notificationPreferencesInput = z.object({
  email: onOrOff("email"),
  sms: onOrOff("sms"),
  whatsapp: onOrOff("whatsapp"),
  /** The site's language as the choice was made: the wording recorded and the messages' language. */
  lang: notificationLang,
  /** The choices' version the card was opened with: a save from an older one is refused. */
  version: recordVersion,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

export const notificationPreferencesOutput = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  lang: notificationLang,
  version: z.number().int(),
  /** Where each channel would reach: null when the account has no address or number for it. */
  reach: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesOutput>;

/** Changing only the messages' language (the site's language switched while signed in). */
export const notificationLangInput = z.object({ lang: notificationLang });

/** A centre's booking, asking how its customer hears of a change (the console's Move dialogs). */
export const bookingChannelsInput = z.object({ bookingId: idSchema });

/** The phone channels a booking's customer is told of a change on, by their choices and numbers. */
export const bookingChannelsOutput = z.object({ sms: z.boolean(), whatsapp: z.boolean() });
export type BookingChannels = z.infer<typeof bookingChannelsOutput>;

/** "by SMS and WhatsApp", "by SMS", "by WhatsApp", or null when no message reaches the customer. */
export function toldBy(channels: BookingChannels): string | null {
  const names = [channels.sms && "SMS", channels.whatsapp && "WhatsApp"].filter(Boolean);
  return names.length === 0 ? null : `by ${names.join(" and ")}`;
}
