import type { Db } from "@chamak/db";
import { type RefundRequest, requestRefund } from "../../src/modules/ledger";

/**
 * A refund asked for as the product asks (a cancellation, an admin): the ledger writes the refunds up front and
 * queues a payment.refund job for each. Answers their ids.
 */
export async function requestRefundNow(db: Db, request: RefundRequest): Promise<number[]> {
  return requestRefundsTogether(db, [request]);
}

/** Several refunds asked for in one transaction, so their jobs appear in the outbox at the same moment. */
export async function requestRefundsTogether(db: Db, requests: readonly RefundRequest[]): Promise<number[]> {
  return db.$transaction(
    async (tx) => {
      const refundIds: number[] = [];
      for (const request of requests) {
        refundIds.push(...(await requestRefund(tx, { id: null, role: "system" }, request)).refundIds);
      }
      return refundIds;
    },
    { timeout: 60_000 },
  );
}
