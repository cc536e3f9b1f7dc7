/** A booking with everything it hangs on (customer, centre and owner, vehicle type, service), for job tests. */
import type { BookingStatus, CancelledBy, Db, PaymentMethod, PaymentStatus } from "@chamak/db";
import { recordFixtureMoney } from "../../../test/support/ledger-fixture";
import { payInTestCheckout } from "../../../test/support/test-checkout";
import type { PaymentsDeps } from "../payments/payments-deps";

export interface BookingFixtureOptions {
  status?: BookingStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  slotStart?: Date;
  holdExpiresAt?: Date | null;
  totalPaise?: number;
  cancelledBy?: CancelledBy;
  cancelReason?: string;
  /** Also holds bay 1 for the slot's hour (one reservation row). */
  reserveBay?: boolean;
}

export interface BookingFixture {
  bookingId: number;
  code: string;
  customerEmail: string;
  centreId: number;
  slotStart: Date;
  totalPaise: number;
}

let serial = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(serial++).toString(36)}`;

export async function createBookingFixture(
  db: Db,
  options: BookingFixtureOptions = {},
): Promise<BookingFixture> {
  const key = unique();
  const slotStart = options.slotStart ?? new Date(Date.now() + 2 * 24 * 60 * 60_000);
  const totalPaise = options.totalPaise ?? 49_900;
  const paymentMethod = options.paymentMethod ?? "upi";

  const owner = await db.user.create({
    data: { name: "Ravi Owner", email: `owner-${key}@test.chamak.in`, passwordHash: "x", role: "vendor" },
  });
  const customer = await db.user.create({
    data: { name: "Meera Iyer", email: `meera-${key}@test.chamak.in`, passwordHash: "x" },
  });
  const centre = await db.centre.create({
    data: {
      ownerId: owner.id,
      name: "Sparkle Auto Spa",
      mobile: "9811122233",
      email: `centre-${key}@test.chamak.in`,
      gstin: `GST${key}`.slice(0, 20),
      locality: "Indiranagar",
      address: "12 100 Feet Road",
      city: "Bengaluru",
      state: "Karnataka",
      zip: "560038",
      status: "approved",
    },
  });
  const vehicleType = await db.vehicleType.create({
    data: { slug: `hatch-${key}`, name: "Hatchback", group: "car" },
  });
  const category = await db.serviceCategory.create({ data: { slug: `wash-${key}`, name: "Basic Wash" } });
  const service = await db.service.create({
    data: {
      centreId: centre.id,
      categoryId: category.id,
      subCategoryName: "Foam wash",
      description: "Exterior foam wash",
      durationMinutes: 60,
      prices: { create: { vehicleTypeId: vehicleType.id, pricePaise: totalPaise } },
    },
  });
  const status = options.status ?? (paymentMethod === "cash" ? "requested" : "pending_payment");
  const booking = await db.booking.create({
    data: {
      code: `CHK${key}`.slice(0, 24).toUpperCase(),
      customerId: customer.id,
      centreId: centre.id,
      status,
      paymentStatus: options.paymentStatus ?? (paymentMethod === "cash" ? "cash_due" : "pending"),
      paymentMethod,
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 60 * 60_000),
      vehicleTypeId: vehicleType.id,
      vehicleNumber: "KA01AB1234",
      contactMobile: "9876543210",
      state: "Karnataka",
      city: "Bengaluru",
      address: "4 MG Road",
      zip: "560001",
      subtotalPaise: totalPaise,
      totalPaise,
      holdExpiresAt: options.holdExpiresAt === undefined ? null : options.holdExpiresAt,
      cancelledBy: options.cancelledBy ?? null,
      cancelReason: options.cancelReason ?? null,
      items: {
        create: {
          serviceId: service.id,
          vehicleTypeId: vehicleType.id,
          categoryName: category.name,
          subCategoryName: service.subCategoryName,
          unitPricePaise: totalPaise,
          quantity: 1,
          durationMinutes: 60,
        },
      },
      ...(options.reserveBay
        ? {
            reservations: {
              create: {
                centreId: centre.id,
                bay: 1,
                slotStart,
                slotEnd: new Date(slotStart.getTime() + 60 * 60_000),
              },
            },
          }
        : {}),
    },
  });
  await recordFixtureMoney(db, booking.id);
  return {
    bookingId: booking.id,
    code: booking.code,
    customerEmail: customer.email,
    centreId: centre.id,
    slotStart,
    totalPaise,
  };
}

/**
 * A booking whose UPI payment Razorpay (a stand-in at `standinUrl`) has captured: the order is created and paid
 * in the stand-in's test Checkout over HTTP, so it can really be refunded. Cancelled by its centre unless
 * `booking` says otherwise.
 */
export async function capturedUpiBooking(
  db: Db,
  payments: PaymentsDeps,
  standinUrl: string,
  options: {
    totalPaise?: number;
    booking?: Pick<BookingFixtureOptions, "status" | "cancelledBy">;
  } = {},
) {
  const totalPaise = options.totalPaise ?? 59_900;
  const booking = await createBookingFixture(db, {
    ...(options.booking ?? { status: "cancelled", cancelledBy: "centre" }),
    paymentStatus: "captured",
    totalPaise,
  });
  const order = await payments.gateway.createOrder({ amountPaise: totalPaise, receipt: booking.code });
  const payment = await db.payment.create({
    data: { bookingId: booking.bookingId, method: "upi", amountPaise: totalPaise, razorpayOrderId: order.id },
  });
  const paid = await payInTestCheckout(standinUrl, { keyId: payments.gateway.keyId, orderId: order.id });
  await db.payment.update({
    where: { id: payment.id },
    data: { state: "captured", razorpayPaymentId: paid.razorpay_payment_id, capturedAt: new Date() },
  });
  await recordFixtureMoney(db, booking.bookingId);
  return { ...booking, paymentId: payment.id, razorpayPaymentId: paid.razorpay_payment_id };
}
