import type { ContactInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import type { RateLimiter } from "../../lib/rate-limiter";

const MESSAGES_PER_HOUR = 5;

/** Stores a message from the contact form for the support team. */
export async function sendContactMessage(db: Db, limiter: RateLimiter, input: ContactInput, ip: string) {
  const { allowed } = await limiter.hit(`contact:${ip}`, MESSAGES_PER_HOUR, 60 * 60 * 1000);
  if (!allowed) {
    throw new DomainError(
      "RATE_LIMITED",
      "You have sent several messages already; please try again in an hour.",
    );
  }
  const message = await db.contactMessage.create({ data: { ...input, ip }, select: { id: true } });
  return { id: message.id };
}
