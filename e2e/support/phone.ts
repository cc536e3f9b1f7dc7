import { expect } from "./fixtures";

let serial = 0;

/** A number no other run of this server used: `lead` (6 to 9), then the time and a counter. */
export function freshMobile(lead = "6"): string {
  serial += 1;
  return `${lead}${`${Date.now()}`.slice(-7)}${String(serial).padStart(2, "0")}`;
}

/** What the messaging stand-in recorded for a number (+91 and its 10 digits), newest first, over its HTTP API. */
export async function messagesTo(
  baseUrl: string,
  mobile: string,
): Promise<{ channel: string; text: string }[]> {
  const response = await fetch(`${baseUrl}/__messaging/messages?to=${encodeURIComponent(`+91${mobile}`)}`);
  return ((await response.json()) as { items: { channel: string; text: string }[] }).items;
}

/**
 * The newest code sent to a number, read as a phone would; with `after`, only once more than that many
 * messages have reached it (a resend).
 */
export async function codeSentTo(baseUrl: string, mobile: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const items = await messagesTo(baseUrl, mobile);
      code = items.length > after ? items[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? "";
}
