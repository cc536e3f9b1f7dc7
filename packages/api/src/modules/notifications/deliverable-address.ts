/**
 * An account made by phone has a reserved `.invalid` address (RFC 2606) until it adds an email: nothing can be
 * delivered there. The mailer sends nothing to one and the preferences treat the account as having no email.
 */
export function isDeliverableEmail(address: string): boolean {
  return !address.toLowerCase().endsWith(".invalid");
}
