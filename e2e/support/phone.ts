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
 * The code in the newest message that arrived after the first `after` ones and matches `pattern` (its first
 * group), polled until there is one. Only messages of the code's own kind count: an outbox notification (a
 * booking confirmed, say) can reach the same phone just after the code and must not hide it.
 */
export async function newestCodeTo(
  baseUrl: string,
  mobile: string,
  pattern: RegExp,
  after = 0,
): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const items = await messagesTo(baseUrl, mobile);
      const arrived = items.slice(0, Math.max(0, items.length - after));
      code = arrived.map((item) => item.text.match(pattern)?.[1]).find(Boolean) ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

/** A sign-in code (6 digits) sent to a number, read as a phone would; with `after`, a resend. */
export function codeSentTo(baseUrl: string, mobile: string, after = 0): Promise<string> {
  return newestCodeTo(
    baseUrl,
    mobile,
    /\b(\d{6})\b\*? (?:is your (?:Chamak )?verification code|आपका सत्यापन कोड)/,
    after,
  );
}
