import type { Db } from "@chamak/db";
import { jobHandlers } from "../../src/modules/jobs/job-handlers";
import type { MessagingDeps } from "../../src/modules/messaging/messaging-deps";
import { createLogMailer } from "../../src/modules/notifications/mailer";
import { processOutbox } from "../../src/modules/outbox/outbox-worker";
import { unreachablePayments } from "./caller";

/** Delivers everything due in the outbox as the server would, its phone messages through `messaging`. */
export async function deliverOutbox(db: Db, messaging: MessagingDeps): Promise<void> {
  const handlers = jobHandlers(db, unreachablePayments, createLogMailer({ info: () => {} }), {
    channels: messaging.channels,
    siteUrl: "https://chamak.test",
  });
  while ((await processOutbox(db, handlers)).claimed > 0) {}
}
