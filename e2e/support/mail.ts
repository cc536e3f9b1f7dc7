import { expect } from "@playwright/test";

/** The journeys' mailbox (support/mail-sink-server.ts), at the port the config chose. */
function mailboxUrl(): string {
  const port = process.env.CHAMAK_E2E_MAIL_PORT;
  if (!port) throw new Error("e2e/playwright.config.ts sets CHAMAK_E2E_MAIL_PORT");
  return `http://127.0.0.1:${port}`;
}

/** The emails to `address`, newest first, as their reader sees them. */
export async function emailsTo(address: string): Promise<{ text: string }[]> {
  const response = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return ((await response.json()) as { items: { text: string }[] }).items;
}

/**
 * The password reset link in the newest email to `address`, once more than `after` emails have reached it
 * (the link is sent just after the site's request is answered).
 */
export async function resetLinkSentTo(address: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const emails = await emailsTo(address);
      link =
        emails.length > after
          ? /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(emails[0]?.text ?? "")?.[0]
          : undefined;
      return link;
    })
    .toMatch(/\/reset-password\?token=/);
  return link ?? "";
}
