import {
  addGst,
  contactEmail,
  formatAddress,
  GST,
  gstStateCode,
  isIntraState,
  MARKETPLACE,
  normaliseGstin,
  placeOfSupplyOf,
  splitGst,
} from "@chamak/contracts";
import type { ServiceMode } from "@chamak/db";
import type { LedgerTotals } from "../ledger";
import type { InvoiceContent, InvoiceLine, InvoiceParty } from "./invoice-document";

/**
 * What an invoice says, computed from facts read elsewhere: pure, so every rule (place of supply, the split of
 * the tax, rounding, a centre without a GSTIN) is tested without a database.
 */

/** The booking's data a customer's invoice is made from. */
/** A centre as its invoices name it: the supplier of a booking's invoice, the recipient of a commission one. */
export interface CentreParty {
  name: string;
  /** Null (or empty) when the centre is not registered for GST: it then issues a bill of supply. */
  gstin: string | null;
  address: string;
  locality: string;
  city: string;
  state: string;
  zip: string;
  email: string;
}

export interface BookingInvoiceFacts {
  booking: {
    code: string;
    serviceMode: ServiceMode;
    /** The address the customer gave with the booking (where the vehicle is collected or washed). */
    address: string;
    /** Made at the centre's counter: its address is the centre's own, standing in for one never asked for. */
    walkIn?: boolean;
    city: string;
    state: string;
    zip: string;
    couponCode: string | null;
  };
  items: readonly {
    categoryName: string;
    subCategoryName: string;
    unitPricePaise: number;
    quantity: number;
  }[];
  /** The booking's ledger summed by kind: what it costs is service_charge + driver_fee + travel_fee − coupon_discount. */
  ledger: LedgerTotals;
  centre: CentreParty;
  /** `phone`: the number the booking was made with (10 digits), printed on the invoice. */
  customer: { name: string; email: string; phone?: string | null };
}

/** A booking's data that cannot make a true invoice (its items disagree with its ledger). */
export class InvoiceContentError extends Error {
  override readonly name = "InvoiceContentError";
}

const party = (
  name: string,
  gstin: string | null,
  address: string,
  state: string,
  email: string | null,
): InvoiceParty => ({
  name: name.trim(),
  gstin: gstin?.trim() ? gstin.trim().toUpperCase() : null,
  address,
  state,
  stateCode: gstStateCode(state),
  email,
});

/** A 10-digit Indian mobile as printed: "+91 98765 43210". */
const indianPhone = (mobile: string) => {
  const digits = mobile.replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : mobile;
};

const DRIVER_FEE_LABEL: Record<ServiceMode, string> = {
  at_centre: "Driver fee",
  pick_drop: "Pick-up and drop of the vehicle",
  doorstep: "Doorstep visit",
  plan: "Doorstep visits",
};

/** A fee charged once (the driver or travel fee): its own line at the services' rate. */
const feeLine = (description: string, paise: number, ratePercent: number) => ({
  description,
  sac: GST.sac,
  quantity: 1,
  unitPaise: paise,
  amountPaise: paise,
  ratePercent,
});

/**
 * Shares `taxablePaise` out over lines in proportion to their amounts (which may include a negative discount),
 * each rounded to the paisa; what rounding leaves over goes to the largest line, so the shares add up exactly.
 */
export function shareTaxable(amounts: readonly number[], totalPaise: number, taxablePaise: number): number[] {
  if (amounts.length === 0) return [];
  const shares = amounts.map((amount) =>
    totalPaise === 0 ? 0 : Math.round((amount * taxablePaise) / totalPaise),
  );
  const left = taxablePaise - shares.reduce((sum, share) => sum + share, 0);
  let largest = 0;
  amounts.forEach((amount, index) => {
    if (amount > (amounts[largest] ?? 0)) largest = index;
  });
  shares[largest] = (shares[largest] ?? 0) + left;
  return shares;
}

/**
 * A customer's invoice for a completed booking, from its centre (the supplier; Chamak is only the marketplace).
 * The lines are the booking's services at the prices booked, the driver and travel fees and the coupon's discount; their
 * total is what the booking costs by its ledger. Prices include GST, so the total is split (splitGst) into the
 * taxable value and CGST + SGST when the place of supply is the centre's state, IGST otherwise. A centre
 * without a GSTIN issues a bill of supply: no tax, the taxable value is the total.
 */
export function bookingInvoiceContent(facts: BookingInvoiceFacts): InvoiceContent {
  const { booking, centre, customer, ledger } = facts;
  const serviceCharge = ledger.service_charge ?? 0;
  const driverFee = ledger.driver_fee ?? 0;
  const travelFee = ledger.travel_fee ?? 0;
  const discount = ledger.coupon_discount ?? 0;
  // A wash plan's month: the washes credited back by the plan's terms come off it.
  const planCredits = ledger.plan_visit_credit ?? 0;
  const itemsTotal = facts.items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  if (itemsTotal !== serviceCharge) {
    throw new InvoiceContentError(
      `Booking ${booking.code}: its items come to ${itemsTotal} paise, its ledger's service charge to ${serviceCharge}`,
    );
  }
  const totalPaise = serviceCharge + driverFee + travelFee - discount - planCredits;
  if (totalPaise < 0) throw new InvoiceContentError(`Booking ${booking.code} costs less than nothing`);

  const registered = normaliseGstin(centre.gstin) !== null;
  const ratePercent = registered ? GST.ratePercent : 0;
  const placeOfSupply = placeOfSupplyOf(booking.serviceMode, booking.state, centre.state);
  const split = splitGst(totalPaise, isIntraState(centre.state, placeOfSupply), ratePercent);

  const charged: Omit<InvoiceLine, "taxablePaise">[] = [
    ...facts.items.map((item) => ({
      description: `${item.categoryName} – ${item.subCategoryName}`,
      sac: GST.sac,
      quantity: item.quantity,
      unitPaise: item.unitPricePaise,
      amountPaise: item.unitPricePaise * item.quantity,
      ratePercent,
    })),
    ...(driverFee > 0 ? [feeLine(DRIVER_FEE_LABEL[booking.serviceMode], driverFee, ratePercent)] : []),
    ...(travelFee > 0 ? [feeLine("Travel to the vehicle's address", travelFee, ratePercent)] : []),
    ...(discount > 0
      ? [
          {
            description: booking.couponCode ? `Discount (coupon ${booking.couponCode})` : "Discount",
            sac: GST.sac,
            quantity: 1,
            unitPaise: -discount,
            amountPaise: -discount,
            ratePercent,
          },
        ]
      : []),
    ...(planCredits > 0
      ? [
          {
            description: "Washes credited back (skipped in time, paused or missed)",
            sac: GST.sac,
            quantity: 1,
            unitPaise: -planCredits,
            amountPaise: -planCredits,
            ratePercent,
          },
        ]
      : []),
  ];
  const taxable = shareTaxable(
    charged.map((line) => line.amountPaise),
    totalPaise,
    split.taxablePaise,
  );

  return {
    kind: registered ? "tax_invoice" : "bill_of_supply",
    placeOfSupply,
    supplier: party(
      centre.name,
      registered ? centre.gstin : null,
      formatAddress(centre.address, centre.locality, `${centre.city} ${centre.zip}`),
      centre.state,
      centre.email,
    ),
    recipient: {
      ...party(
        customer.name,
        null,
        // A walk-in's customer gave no address (the booking holds the centre's): the number says who it is.
        booking.walkIn ? "" : formatAddress(booking.address, `${booking.city} ${booking.zip}`),
        booking.state,
        contactEmail(customer.email),
      ),
      ...(customer.phone ? { phone: indianPhone(customer.phone) } : {}),
    },
    lines: charged.map((line, index) => ({ ...line, taxablePaise: taxable[index] ?? 0 })),
    ...split,
  };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11" → "November 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/**
 * The marketplace's invoice to a centre for its commission in a month: the net commission (commission less
 * commission reversed, tax excluded) plus GST (addGst), CGST + SGST when the centre is in the marketplace's
 * state, IGST otherwise. The place of supply is the centre's state (a business recipient's location).
 */
export function commissionInvoiceContent(input: {
  centre: CentreParty;
  month: string;
  netCommissionPaise: number;
  bookings: number;
}): InvoiceContent {
  const { centre, month, netCommissionPaise } = input;
  if (!Number.isSafeInteger(netCommissionPaise) || netCommissionPaise <= 0) {
    throw new InvoiceContentError(`No commission to invoice for ${month}: ${netCommissionPaise} paise`);
  }
  const placeOfSupply = centre.state;
  const split = addGst(netCommissionPaise, isIntraState(MARKETPLACE.state, placeOfSupply));
  const bookings = `${input.bookings} ${input.bookings === 1 ? "booking" : "bookings"}`;
  return {
    kind: "commission",
    placeOfSupply,
    supplier: party(
      MARKETPLACE.legalName,
      MARKETPLACE.gstin,
      MARKETPLACE.address,
      MARKETPLACE.state,
      MARKETPLACE.email,
    ),
    recipient: party(
      centre.name,
      centre.gstin,
      formatAddress(centre.address, centre.locality, `${centre.city} ${centre.zip}`),
      centre.state,
      centre.email,
    ),
    lines: [
      {
        description: `Marketplace commission for ${monthName(month)} (${bookings}, net of reversals)`,
        sac: GST.commissionSac,
        quantity: 1,
        unitPaise: netCommissionPaise,
        amountPaise: netCommissionPaise,
        taxablePaise: netCommissionPaise,
        ratePercent: GST.ratePercent,
      },
    ],
    ...split,
  };
}
