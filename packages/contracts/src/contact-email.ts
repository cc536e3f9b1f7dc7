/**
 * An account made by phone (phone sign-up, a walk-in at the counter, a team invite) has no email: `users.email`
 * is required and unique, so it holds a reserved address at this domain that can never be delivered to (RFC
 * 2606's `.invalid`) until its owner adds one. It is never shown, exported or printed: people see the number.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = "phone.chamak.invalid";

export function isPhoneAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);
}

/** The account's address as screens, exports and invoices give it: null for a phone account's stand-in. */
export function contactEmail(email: string): string | null {
  return isPhoneAccountEmail(email) ? null : email;
}
