import { DomainError } from "../../errors";
import type { MessagingDeps } from "./messaging-deps";

/** The host's messaging; a host built without it cannot send codes, and says so instead of failing later. */
export function messagingOf(ctx: { messaging?: MessagingDeps | undefined }): MessagingDeps {
  if (!ctx.messaging) throw new DomainError("UNAVAILABLE", "unavailable");
  return ctx.messaging;
}
