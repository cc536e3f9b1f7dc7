import type { ContactInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RateLimiter } from "../../lib/rate-limiter";
import { THROTTLES, throttle } from "../../lib/throttle";

/** Stores a message from the contact form for the support team. */
export async function sendContactMessage(db: Db, limiter: RateLimiter, input: ContactInput, ip: string) {
  await throttle(limiter, `contact:${ip}`, THROTTLES.contact);
  const message = await db.contactMessage.create({ data: { ...input, ip }, select: { id: true } });
  return { id: message.id };
}
