import { randomBytes } from "node:crypto";
import type { PaymentGateway } from "@chamak/api";
import { recordFixtureMoney } from "@chamak/api/test-support/ledger-fixture";
import { createDb, type Db, migrateDeploy } from "@chamak/db";

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on DATABASE_URL's server, migrated with the project's own deploy command. */
export async function migratedThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `chamak_multinode_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const onServer = async (sql: string) => {
    const server = await createDb({ databaseUrl: serverUrl, pool: 1 });
    try {
      await server.db.$executeRawUnsafe(sql);
    } finally {
      await server.close();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    await migrateDeploy({ databaseUrl: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), drop };
}

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
