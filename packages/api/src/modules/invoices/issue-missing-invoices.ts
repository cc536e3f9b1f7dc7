import type { Db } from "@chamak/db";
import { CUSTOMER_INVOICE_KINDS, issueBookingInvoice } from "./issue-booking-invoice";

/** Bookings looked at per call: a backlog of old bookings is issued over several runs, never in one long one. */
const BATCH = 20;
/**
 * How long a completion is left to its own outbox message before a sweep issues its invoice: the message issues
 * it within seconds, and the sweep is for bookings that never had one (completed before invoices existed).
 */
const GRACE_MS = 10 * 60_000;

export interface MissingInvoicesRun {
  issued: number;
  /** Bookings whose invoice cannot be issued (their content is wrong); each is reported through `onFailure`. */
  failed: number;
  /** True when the batch was full: more bookings may be waiting. */
  more: boolean;
}

/**
 * Issues the invoice of every completed booking that has none, oldest first, a batch at a time: bookings completed
 * before invoices existed, and any whose completion message was lost. Safe beside the outbox and on several nodes:
 * issuing is once per booking (issueBookingInvoice). A booking that cannot be issued is reported and skipped.
 */
export async function issueMissingInvoices(
  db: Db,
  now: Date,
  onFailure: (bookingId: number, error: unknown) => void,
  afterId = 0,
): Promise<MissingInvoicesRun & { lastId: number }> {
  const bookings = await db.booking.findMany({
    where: {
      id: { gt: afterId },
      status: "completed",
      completedAt: { lt: new Date(now.getTime() - GRACE_MS) },
      invoices: { none: { kind: { in: [...CUSTOMER_INVOICE_KINDS] } } },
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  let issued = 0;
  let failed = 0;
  for (const { id } of bookings) {
    try {
      if ((await issueBookingInvoice(db, id, now))?.created) issued++;
    } catch (error) {
      failed++;
      onFailure(id, error);
    }
  }
  return { issued, failed, more: bookings.length === BATCH, lastId: bookings.at(-1)?.id ?? afterId };
}

/** How often a node looks again once it found nothing missing: new completions are issued by their messages. */
const REST_MS = 60 * 60_000;

/**
 * The job runner's sweep of missing invoices on one node: due at once when the node starts (so an old database
 * gets its backlog issued), then batch after batch while bookings are waiting (past any that cannot be issued),
 * then again an hour after it found none.
 */
export function missingInvoicesSweep(db: Db, onFailure: (bookingId: number, error: unknown) => void) {
  let afterId = 0;
  let dueAt = 0;
  return {
    isDue: (now: Date) => now.getTime() >= dueAt,
    async run(now: Date): Promise<MissingInvoicesRun> {
      const run = await issueMissingInvoices(db, now, onFailure, afterId);
      afterId = run.more ? run.lastId : 0;
      dueAt = run.more ? 0 : now.getTime() + REST_MS;
      return { issued: run.issued, failed: run.failed, more: run.more };
    },
  };
}
