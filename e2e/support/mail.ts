import { expect } from "@playwright/test";
import type { JourneyServer } from "./journey-server";

type Mailbox = Pick<JourneyServer, "emailsTo">;

/**
 * The password reset link in the newest email to `address`, once more than `after` emails have reached it
 * (the link is sent just after the site's request is answered).
 */
export async function resetLinkSentTo(mailbox: Mailbox, address: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const emails = mailbox.emailsTo(address);
      link =
        emails.length > after
          ? /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(emails[0]?.text ?? "")?.[0]
          : undefined;
      return link;
    })
    .toMatch(/\/reset-password\?token=/);
  return link ?? "";
}
