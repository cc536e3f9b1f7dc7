import type { Db } from "@chamak/db";
import type { PaymentGateway } from "../../src/modules/payments/razorpay-client";
import { setUpPayoutAccount } from "../../src/modules/payouts/payout-account.service";

/** A bank account the Razorpay stand-in accepts. */
export const TEST_BANK = {
  beneficiaryName: "Sparkle Car Care",
  accountNumber: "123456789012",
  ifsc: "HDFC0000317",
};

/** Sets a fixture centre up to be paid through Route on the stand-in, as its owner does in the console. */
export function activatePayouts(
  db: Db,
  gateway: PaymentGateway,
  centre: { centreId: number; ownerId: number | null },
) {
  return setUpPayoutAccount(db, gateway, { id: centre.ownerId, role: "vendor" }, centre.centreId, {
    ...TEST_BANK,
    acceptTerms: true,
  });
}
