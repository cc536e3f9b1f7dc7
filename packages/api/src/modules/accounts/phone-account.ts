/**
 * An account made by phone has a name and a verified number, no email and no password. `users.email` is
 * required and unique (every email, invoice and export reads it), so such an account holds a reserved address
 * that can never be delivered to (RFC 2606's `.invalid`) until its owner adds one: the profile shows it as
 * empty and the mailer skips it.
 */
const PHONE_ACCOUNT_DOMAIN = "phone.chamak.invalid";

/** The stand-in address of an account made by phone: its number's digits at the reserved domain. */
export function phoneAccountEmail(phone: string): string {
  return `${phone.replace(/\D/g, "")}@${PHONE_ACCOUNT_DOMAIN}`;
}

export function isPhoneAccountEmail(email: string): boolean {
  return email.endsWith(`@${PHONE_ACCOUNT_DOMAIN}`);
}

/** The password hash of an account that has none: no password verifies against it. */
export const NO_PASSWORD = "";

export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== NO_PASSWORD;
}
