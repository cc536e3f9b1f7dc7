import { GST } from "@chamak/contracts";
import type { PaymentMethod } from "@chamak/db";
import type { LedgerTotals } from "../ledger";
import { deriveBookingMoney, serviceValuePaise } from "../ledger";

/** The rates a booking is settled at: those in force when its money was captured. */
export interface SettlementRates {
  /** The marketplace's commission on the service value, in basis points (1000 = 10%). */
  commissionBp: number;
  /** TCS under GST section 52 on the net taxable value, in basis points (50 = 0.5%). */
  tcsBp: number;
  /** Only a GST-registered centre's supplies carry TCS. */
  gstRegistered: boolean;
}

/** Who should have what of a booking's money, given what is kept of it now (paise). */
export interface SettlementTarget {
  /**
   * Money kept for the booking, up to what it costs: online (captured, less refunded and being refunded), or the
   * cash the centre took.
   */
  settledPaise: number;
  commissionPaise: number;
  tcsPaise: number;
  /** The rest: the centre's share, sent through Route (online) or already in its hands (cash). */
  centreSharePaise: number;
}

/**
 * How a booking's online money divides, from its ledger and its rates. Commission is on the service value
 * (serviceValuePaise: services less the coupon's discount, or a not-accessible fee; the pick & drop and travel
 * fees pass through to the centre, and a missed visit's credit comes off the centre's share); TCS is on the net
 * taxable value (what is kept, tax taken out at the GST rate); both shrink in proportion when part of the money
 * goes back, so after any refunds: share + commission + TCS = what is kept. Money kept beyond what the booking
 * costs (a second payment) is not the centre's: it stays out of the split until it is refunded.
 * Cash is split the same way, except that it carries no TCS (section 52 is on what the marketplace collects) and
 * the centre already holds all of it: its commission is what the centre owes the marketplace (the receivable).
 */
export function settlementTarget(
  totals: LedgerTotals,
  rates: SettlementRates,
  method: PaymentMethod,
): SettlementTarget {
  const money = deriveBookingMoney(totals);
  const keptPaise = method === "cash" ? money.cashPaise : money.refundablePaise;
  const settledPaise = Math.max(0, Math.min(keptPaise, money.duePaise));
  if (settledPaise === 0 || money.duePaise === 0) {
    return { settledPaise: 0, commissionPaise: 0, tcsPaise: 0, centreSharePaise: 0 };
  }
  const serviceKept = (serviceValuePaise(totals) * settledPaise) / money.duePaise;
  const taxablePaise = (settledPaise * 100) / (100 + GST.ratePercent);
  const tcsPaise =
    rates.gstRegistered && method === "upi" ? Math.round((taxablePaise * rates.tcsBp) / 10_000) : 0;
  // A missed visit's credit lowers what is kept but not the service value: the centre's share bears it. Only
  // where the credit leaves less than the commission does the commission give way, so no share is negative.
  const commissionPaise = Math.min(
    Math.round((serviceKept * rates.commissionBp) / 10_000),
    settledPaise - tcsPaise,
  );
  return {
    settledPaise,
    commissionPaise,
    tcsPaise,
    centreSharePaise: settledPaise - commissionPaise - tcsPaise,
  };
}
