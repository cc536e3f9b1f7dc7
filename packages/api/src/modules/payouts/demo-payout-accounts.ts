import type { Db } from "@chamak/db";
import type { PaymentGateway } from "../payments";
import { savePayoutAccount } from "./payout-account.service";
import { syncBookingPayouts } from "./route-sync";

/** A bank account the Razorpay stand-in accepts for every demo centre. */
const DEMO_BANK = {
  accountNumber: "123456789012",
  ifsc: "HDFC0000317",
  bankName: "HDFC Bank",
  acceptTerms: true,
} as const;

/**
 * The embedded demo's centres are paid through the Razorpay stand-in, which keeps linked accounts in memory:
 * each approved centre gets one it knows (made again after a restart, when the stand-in has forgotten the one
 * in the database). Only for the stand-in: with real keys centres set up their own accounts in the console.
 */
export async function ensureDemoPayoutAccounts(db: Db, gateway: PaymentGateway): Promise<number> {
  const centres = await db.centre.findMany({
    where: { status: "approved" },
    select: { id: true, name: true, ownerId: true, payout: true },
  });
  let made = 0;
  for (const centre of centres) {
    const known =
      centre.payout?.razorpayProductId &&
      (await gateway
        .fetchRouteProduct(centre.payout.razorpayAccountId, centre.payout.razorpayProductId)
        .then(() => true)
        .catch(() => false));
    if (known) continue;
    if (centre.payout) await db.payoutAccount.delete({ where: { centreId: centre.id } });
    await savePayoutAccount(
      db,
      gateway,
      { id: centre.ownerId, role: "vendor" },
      centre.id,
      { ...DEMO_BANK, beneficiaryName: centre.name },
      { tellOwner: false },
    );
    made += 1;
  }
  // The seed writes its paid bookings' ledgers directly, without the jobs that settle them: settle them now,
  // as a backfill would when payouts start, so the demo's statements show commission, TCS and transfers. Cash
  // first: the commission owed on cash is kept back from the online shares settled after it.
  for (const paymentMethod of ["cash", "upi"] as const) {
    const unsettled = await db.booking.findMany({
      where: {
        paymentMethod,
        payments: { some: { state: { in: ["captured", "refunded"] }, capturedAt: { not: null } } },
        transfers: { none: {} },
        ledger: { none: { kind: "commission" } },
      },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    for (const booking of unsettled) await syncBookingPayouts(db, gateway, booking.id, "demo:backfill");
  }
  return made;
}
