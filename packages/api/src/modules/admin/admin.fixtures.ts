/** Test helpers for the admin and dashboard tests. */
import type { Db, Prisma } from "@chamak/db";
import type { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { recordFixtureMoney } from "../../../test/support/ledger-fixture";

export { failure } from "../catalog/catalog.fixtures";

export async function signedInCaller(db: Db, role: "user" | "vendor" | "admin") {
  const user = await signedInUser(db, role);
  return { ...user, caller: callerFor(db, { token: user.token }) };
}

/** The vendor of a fixture centre, signed in. */
export function vendorCaller(db: Db, fixture: Awaited<ReturnType<typeof bookableCentre>>) {
  return callerFor(db, { token: fixture.owner.token });
}

/** A booking paid online: status paid, a captured UPI payment of its total. */
export async function paidUpiBooking(
  db: Db,
  fixture: Awaited<ReturnType<typeof bookableCentre>>,
  totalPaise = 49_900,
  slotStart = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
) {
  const customer = await signedInUser(db, "user");
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const data: Prisma.BookingUncheckedCreateInput = {
    code: `CHKT${key}`.slice(0, 16),
    customerId: customer.id,
    centreId: fixture.centre.id,
    status: "paid",
    paymentStatus: "captured",
    paymentMethod: "upi",
    slotStart,
    slotEnd: new Date(slotStart.getTime() + 30 * 60_000),
    vehicleTypeId: fixture.vehicleType.id,
    vehicleNumber: "DL 3C AB 1234",
    contactMobile: "9876543210",
    state: "Delhi",
    city: "New Delhi",
    address: "B-12 Lajpat Nagar",
    zip: "110024",
    subtotalPaise: totalPaise,
    totalPaise,
    items: {
      create: {
        serviceId: fixture.wash.id,
        vehicleTypeId: fixture.vehicleType.id,
        categoryName: "Basic Wash",
        subCategoryName: "Foam Wash",
        unitPricePaise: totalPaise,
        quantity: 1,
        durationMinutes: 30,
      },
    },
    payments: {
      create: {
        method: "upi",
        state: "captured",
        amountPaise: totalPaise,
        razorpayOrderId: `order_${key}`,
        razorpayPaymentId: `pay_${key}`,
        capturedAt: new Date(),
      },
    },
  };
  const booking = await db.booking.create({ data });
  await recordFixtureMoney(db, booking.id);
  return { booking, customer };
}

export function auditCount(db: Db, action: string, entity: { type: string; id: number }) {
  return db.auditLog.count({ where: { action, entityType: entity.type, entityId: String(entity.id) } });
}
