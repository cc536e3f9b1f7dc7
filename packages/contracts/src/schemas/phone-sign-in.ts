import { z } from "zod";
import { fieldLabel, zodMessage } from "../messages";
import { sessionOutput } from "./accounts";
import { mobileSchema, passwordSchema } from "./common";
import { nameField } from "./people";

/**
 * Signing in with a mobile number and a one-time code (OTP). The rules the server enforces and the site shows
 * (how long a code lives, when it may be sent again) are here once.
 */
export const OTP_POLICY = {
  digits: 6,
  /** A code is good for this long after it is sent. */
  ttlSeconds: 5 * 60,
  /** Wrong or right, a code may be tried this many times; then a new one must be asked for. */
  maxTries: 5,
  /** A new code for the same number may be asked for this long after the last one. */
  resendAfterSeconds: 30,
} as const;

/** How a code reaches the phone: SMS (the default) or WhatsApp. */
export const OTP_CHANNELS = ["sms", "whatsapp"] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** What a code is for: signing in (or up), linking the number to a signed-in account, or resetting a password. */
export const OTP_PURPOSES = ["signIn", "linkPhone", "resetPassword"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** An Indian mobile number as stored and sent to providers: +91 and the 10 digits. */
export function toE164(mobile: string): string {
  return `+91${mobile}`;
}

/**
 * The number messages go to (+91 and the 10 digits) for a mobile number stored as text (a profile's or a centre's,
 * some saved before numbers were stored as their 10 digits), or null when it is not an Indian mobile.
 */
export function messagingNumber(stored: string | null | undefined): string | null {
  const parsed = mobileSchema.safeParse(stored ?? "");
  return parsed.success ? toE164(parsed.data) : null;
}

/** The 10 digits of a stored +91 number, as the site shows it in a form. */
export function nationalNumber(phone: string): string {
  return phone.replace(/^\+91/, "");
}

export const otpCodeSchema = z
  .string({ error: zodMessage("otpFormat", { digits: OTP_POLICY.digits }) })
  .trim()
  .regex(/^\d{6}$/, { error: zodMessage("otpFormat", { digits: OTP_POLICY.digits }) });

export const otpRequestInput = z.object({
  mobile: mobileSchema,
  channel: z.enum(OTP_CHANNELS, { error: zodMessage("chooseOtpChannel") }).default("sms"),
  /** The language of the message (WhatsApp's template is approved in both). */
  lang: z.enum(["en", "hi"]).default("en"),
});
export type OtpRequestInput = z.input<typeof otpRequestInput>;

export const otpRequestOutput = z.object({
  channel: z.enum(OTP_CHANNELS),
  /** Seconds until the code stops working. */
  expiresInSeconds: z.number().int(),
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
});
export type OtpRequestOutput = z.infer<typeof otpRequestOutput>;

/**
 * Checks a sign-in code. A number with no account yet needs a name: without one, a right code answers
 * `needsName` (the code stays usable, so the form asks for the name and sends both again).
 */
export const phoneSignInInput = z.object({
  mobile: mobileSchema,
  code: otpCodeSchema,
  name: nameField("fullName", 100).optional(),
  /**
   * A new account's answer to "Send me booking updates on WhatsApp", shown unticked beside the name (DPDP:
   * consent is an affirmative act, so a ticked-by-default box would not be consent). Recorded with its wording.
   */
  whatsappUpdates: z.boolean().optional(),
  /** The site's language at sign-up: the wording recorded and the language of the account's messages. */
  lang: z.enum(["en", "hi"]).optional(),
});
export type PhoneSignInInput = z.infer<typeof phoneSignInInput>;

export const phoneSignInOutput = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signedIn"), session: sessionOutput, created: z.boolean() }),
  z.object({ status: z.literal("needsName") }),
]);
export type PhoneSignInOutput = z.infer<typeof phoneSignInOutput>;

/** Verifying a number for the signed-in account (an email account adding its phone). */
export const linkPhoneInput = z.object({ mobile: mobileSchema, code: otpCodeSchema });
export type LinkPhoneInput = z.infer<typeof linkPhoneInput>;

/** The account's verified number, the code sent to it, and the new password. */
export const passwordResetInput = z.object({
  mobile: mobileSchema,
  code: otpCodeSchema,
  password: passwordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const passwordChangeInput = z.object({
  /** Empty for an account that has no password yet (made by phone). */
  currentPassword: z
    .string()
    .max(128, { error: zodMessage("tooLong", { label: fieldLabel("password"), max: 128 }) }),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const okOutput = z.object({ ok: z.literal(true) });
