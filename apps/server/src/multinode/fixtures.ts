import { randomBytes } from "node:crypto";
import type { PaymentGateway } from "@chamak/api";
import { recordFixtureMoney } from "@chamak/api/test-support/ledger-fixture";
import type { Db } from "@chamak/db";

export type { ThrowawayDatabase } from "@chamak/db/testing";

/** A new database on DATABASE_URL's server with every migration, a copy of the tests' migrated template. */
export { migratedThrowawayDatabase } from "@chamak/db/testing";

export interface PaidBooking {
  bookingId: number;
  razorpayPaymentId: string;
}

/**
 * Cancelled UPI bookings whose payment Razorpay (the stand-in) really captured, ready for `payment.refund`
 * messages: orders created and paid over the stand-in's HTTP API, rows written straight to the database.
 */
export async function capturedBookings(
  db: Db,
  gateway: PaymentGateway,
  pay: (orderId: string) => Promise<string>,
  options: { centreId: number; vehicleTypeId: number; count: number },
): Promise<PaidBooking[]> {
  const run = randomBytes(3).toString("hex");
  const customer = await db.user.create({
    data: { name: "Refund Customer", email: `refunds-${run}@test.chamak.in`, passwordHash: "x" },
  });
  const amountPaise = 49_900;
  const bookings: PaidBooking[] = [];
  for (let i = 0; i < options.count; i++) {
    const order = await gateway.createOrder({ amountPaise, receipt: `mn-${run}-${i}` });
    const razorpayPaymentId = await pay(order.id);
    const slotStart = new Date(Date.now() + (3 + i) * 24 * 60 * 60_000);
    const booking = await db.booking.create({
      data: {
        code: `MN${run}${i}`.toUpperCase(),
        customerId: customer.id,
        centreId: options.centreId,
        status: "cancelled",
        cancelledBy: "customer",
        paymentStatus: "captured",
        paymentMethod: "upi",
        slotStart,
        slotEnd: new Date(slotStart.getTime() + 30 * 60_000),
        vehicleTypeId: options.vehicleTypeId,
        vehicleNumber: "DL3CAB1234",
        contactMobile: "9876543210",
        state: "Delhi",
        city: "New Delhi",
        address: "B-12 Lajpat Nagar",
        zip: "110024",
        subtotalPaise: amountPaise,
        totalPaise: amountPaise,
        payments: {
          create: {
            method: "upi",
            state: "captured",
            amountPaise,
            razorpayOrderId: order.id,
            razorpayPaymentId,
            capturedAt: new Date(),
          },
        },
      },
    });
    await recordFixtureMoney(db, booking.id);
    bookings.push({ bookingId: booking.id, razorpayPaymentId });
  }
  return bookings;
}
