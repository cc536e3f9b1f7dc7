import type { DbTx } from "@chamak/db";
import { lockRow } from "../../lib/row-lock";

/**
 * Serialises changes to one customer's saved vehicles and addresses: the limit is counted and the default moved
 * under the customer's row lock, so two tabs adding at once cannot pass the limit or leave two defaults (the
 * migration's exclusion constraints would refuse two defaults anyway, but as an error instead of an answer).
 */
export async function lockCustomerLists(tx: DbTx, userId: number): Promise<void> {
  await lockRow(tx, "users", userId);
}
