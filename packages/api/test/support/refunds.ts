import type { Db } from "@chamak/db";
import { type RefundRequest, requestRefund } from "../../src/modules/ledger";

/**
 * A refund asked for as the product asks (a cancellation, an admin): the ledger writes the refunds up front and
 * queues a payment.refund job for each. Answers their ids.
 */
export async function requestRefundNow(db: Db, request: RefundRequest): Promise<number[]> {
  return db.$transaction(
    async (tx) => (await requestRefund(tx, { id: null, role: "system" }, request)).refundIds,
  );
}
