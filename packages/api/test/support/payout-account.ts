import type { Db } from "@chamak/db";
import type { PaymentGateway } from "../../src/modules/payments/razorpay-client";
import { savePayoutAccount } from "../../src/modules/payouts/payout-account.service";

/** A bank account the Razorpay stand-in accepts. */
export const TEST_BANK = {
  beneficiaryName: "Sparkle Car Care",
  accountNumber: "123456789012",
  ifsc: "HDFC0000317",
};

/** The bank of TEST_BANK's IFSC. */
export const TEST_BANK_NAME = "HDFC Bank";

/**
 * Sets a fixture centre up to be paid through Route on the stand-in, as its owner does in the console (without
 * the code to the owner's phone, which bank-change tests prove through the procedures).
 */
export function activatePayouts(
  db: Db,
  gateway: PaymentGateway,
  centre: { centreId: number; ownerId: number },
) {
  return savePayoutAccount(db, gateway, { id: centre.ownerId, role: "vendor" }, centre.centreId, {
    ...TEST_BANK,
    bankName: TEST_BANK_NAME,
    acceptTerms: true,
  });
}
