import { PHONE_ACCOUNT_EMAIL_DOMAIN } from "@chamak/contracts";
import type { DbTx, User } from "@chamak/db";

/**
 * An account made by phone has a name and a verified number, no email and no password. `users.email` is
 * required and unique, so such an account holds a reserved address that can never be delivered to (contracts'
 * contact-email.ts): the profile shows it as empty, the mailer skips it, and views, exports and invoices give
 * `contactEmail` (null for it) and the number instead.
 */
export { isPhoneAccountEmail } from "@chamak/contracts";

/** The stand-in address of an account made by phone: its number's digits at the reserved domain. */
export function phoneAccountEmail(phone: string): string {
  return `${phone.replace(/\D/g, "")}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

/** The password hash of an account that has none: no password verifies against it. */
export const NO_PASSWORD = "";

export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== NO_PASSWORD;
}

interface PhoneAccount {
  phone: string;
  mobile: string;
  name: string;
  role: "user" | "vendor";
  lang?: string;
}

/**
 * The row of a new account made by phone (sign-up by code, a walk-in at the counter, a team invite): the verified
 * number, its 10 digits as the contact mobile, the reserved address and no password.
 */
function phoneAccountData(account: PhoneAccount) {
  const { phone, mobile, name, role, lang } = account;
  return {
    name,
    email: phoneAccountEmail(phone),
    phone,
    mobile,
    passwordHash: NO_PASSWORD,
    role,
    ...(lang ? { lang } : {}),
  };
}

/** Opens an account made by phone (a code sign-up, a walk-in at the counter, a team invite). */
export function createPhoneAccount(tx: DbTx, account: PhoneAccount): Promise<User> {
  return tx.user.create({ data: phoneAccountData(account) });
}

/** Opens an account with an email address and a password already hashed (a team invite by email). */
export function createPasswordAccount(
  tx: DbTx,
  account: { name: string; email: string; passwordHash: string; role: "user" | "vendor" },
): Promise<User> {
  return tx.user.create({ data: account });
}
