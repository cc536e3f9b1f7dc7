import { addDays, formatCalendarDate, indiaToInstant, type SiteDetails } from "@chamak/contracts";
import type { DbTx, Prisma } from "@chamak/db";
import type { Actor } from "../../lib/audit";
import { appendLedgerEntries, ledgerRef, syncPaymentStatus } from "../ledger";
import { openPayment } from "../payment-records";
import { newBookingCode } from "./booking-code";
import { type LockedBooking, lockBooking, moveBooking } from "./transition";

// A wash plan's month is an order: a booking in service mode `plan` whose one line is the plan and the period and
// whose ledger is the month's money (its price, the credited washes, what was paid and refunded). Its payouts,
// invoice and statement lines are every booking's. It holds no bay and no crew (the washes are the plan's), and
// only the server moves it (contracts booking-states: the plan opens, pays, confirms, completes or cancels it).

export interface PlanMonthOrder {
  customerId: number;
  centreId: number;
  vehicleTypeId: number;
  vehicleNumber: string;
  contactMobile: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  siteDetails: SiteDetails;
  /** The period, India dates, both included. */
  from: string;
  to: string;
  planName: string;
  pricePaise: number;
  paymentMethod: "upi" | "cash";
}

/**
 * Opens the order of a plan's month with its price in the ledger: waiting for its UPI payment, or confirmed at
 * once in cash (paid to the cleaner or the centre). Answers its id and code.
 */
export async function openPlanMonth(
  tx: DbTx,
  actor: Actor,
  order: PlanMonthOrder,
): Promise<{ id: number; code: string }> {
  const cash = order.paymentMethod === "cash";
  const booking = await tx.booking.create({
    data: {
      code: newBookingCode(),
      customerId: order.customerId,
      centreId: order.centreId,
      status: cash ? "requested" : "pending_payment",
      paymentStatus: cash ? "cash_due" : "pending",
      paymentMethod: order.paymentMethod,
      serviceMode: "plan",
      slotStart: indiaToInstant(order.from, 0),
      slotEnd: indiaToInstant(addDays(order.to, 1), 0),
      vehicleTypeId: order.vehicleTypeId,
      vehicleNumber: order.vehicleNumber,
      contactMobile: order.contactMobile,
      state: order.state,
      city: order.city,
      address: order.address,
      zip: order.zip,
      latitude: order.latitude,
      longitude: order.longitude,
      siteDetails: order.siteDetails as Prisma.InputJsonObject,
      subtotalPaise: order.pricePaise,
      totalPaise: order.pricePaise,
      items: {
        create: {
          vehicleTypeId: order.vehicleTypeId,
          categoryName: "Wash plan",
          subCategoryName: periodLine(order.planName, order.from, order.to),
          unitPricePaise: order.pricePaise,
          quantity: 1,
          durationMinutes: 0,
        },
      },
    },
    select: { id: true, code: true },
  });
  await appendLedgerEntries(tx, actor, [
    {
      bookingId: booking.id,
      kind: "service_charge",
      amountPaise: order.pricePaise,
      reference: ledgerRef.booking(booking.id),
    },
  ]);
  // Cash is expected as for any cash booking: the payment the centre marks collected.
  if (cash) await openPayment(tx, { bookingId: booking.id, method: "cash", amountPaise: order.pricePaise });
  await syncPaymentStatus(tx, booking.id);
  if (cash) await moveBooking(tx, await lockBooking(tx, booking.id), "confirmed", actor);
  return booking;
}

/**
 * A plan's month made longer (its credited washes made up after its last day, by the plan's terms): its order's
 * end and its line's period say the new last day.
 */
export async function extendPlanMonth(
  tx: DbTx,
  bookingId: number,
  month: { planName: string; from: string; to: string },
): Promise<void> {
  await tx.booking.update({
    where: { id: bookingId },
    data: { slotEnd: indiaToInstant(addDays(month.to, 1), 0) },
  });
  await tx.bookingItem.updateMany({
    where: { bookingId },
    data: { subCategoryName: periodLine(month.planName, month.from, month.to) },
  });
}

const periodLine = (planName: string, from: string, to: string) =>
  `${planName}, ${longDate(from)} to ${longDate(to)}`;

const longDate = (date: string) =>
  formatCalendarDate(date, "en", { day: "numeric", month: "short", year: "numeric" });

/** Moves a plan's month on (the server's moves of booking-states), under its lock. */
export async function movePlanMonth(
  tx: DbTx,
  actor: Actor,
  bookingId: number,
  to: "paid" | "confirmed" | "completed" | "cancelled",
  changes: Omit<Prisma.BookingUpdateInput, "status"> = {},
): Promise<LockedBooking> {
  const booking = await lockBooking(tx, bookingId);
  if (booking.status !== to) await moveBooking(tx, booking, to, actor, changes);
  return booking;
}
