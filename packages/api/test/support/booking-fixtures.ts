/**
 * Bookings for tests, in one place: `bookableCentre` and `bookingRequest` for booking through the API,
 * `paidUpiBooking` for a paid booking at such a centre, and `createBookingFixture` / `capturedUpiBooking` for a
 * booking written straight into the database with everything it hangs on (for jobs, notifications, refunds).
 */
import { indiaDate } from "@chamak/contracts";
import type { BookingStatus, CancelledBy, Db, PaymentMethod, PaymentStatus, Prisma } from "@chamak/db";
import type { PaymentsDeps } from "../../src/modules/payments";
import { signedInUser } from "./caller";
import { onTheRoad } from "./crew-fixtures";
import { recordFixtureMoney } from "./ledger-fixture";
import { payInTestCheckout } from "./test-checkout";
import { uniqueTestGstin } from "./test-gstin";
import { ensureTestPlaces } from "./test-places";

let centreCounter = 0;

/**
 * An approved centre in Lajpat Nagar open 08:00–20:00 every day, with a wash (30 min) and a polish (60 min) priced
 * for one vehicle; it picks up within 8 km, and the fixtures' PINs are placed
 * (test-places.ts). Its owner drives, on call all day; `doorstep`: it also washes at the door, its owner the washer.
 */
export async function bookableCentre(
  db: Db,
  options: { bays?: number; slotMinutes?: number; doorstep?: boolean } = {},
) {
  centreCounter += 1;
  const owner = await signedInUser(db, "vendor");
  const vehicleType = await db.vehicleType.upsert({
    where: { slug: "suv" },
    update: {},
    create: { slug: "suv", name: "Suv", group: "car" },
  });
  const category = await db.serviceCategory.upsert({
    where: { slug: "basic-wash" },
    update: {},
    create: { slug: "basic-wash", name: "Basic Wash" },
  });
  const centre = await db.centre.create({
    data: {
      ownerId: owner.id,
      name: `Test Centre ${centreCounter}`,
      mobile: "9811111111",
      email: `centre${centreCounter}@test.chamak.in`,
      gstin: uniqueTestGstin(),
      locality: "Lajpat Nagar",
      address: "12 Ring Road",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      latitude: 28.5677,
      longitude: 77.2433,
      status: "approved",
      bays: options.bays ?? 2,
      slotMinutes: options.slotMinutes ?? 30,
      offersPickDrop: true,
      offersDoorstep: options.doorstep ?? false,
      openingHours: {
        create: Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt: 8 * 60, closesAt: 20 * 60 })),
      },
    },
  });
  const service = (name: string, durationMinutes: number, pricePaise: number, driverFeePaise: number) =>
    db.service.create({
      data: {
        centreId: centre.id,
        categoryId: category.id,
        subCategoryName: name,
        description: `Includes ${name}`,
        durationMinutes,
        driverFeePaise,
        prices: { create: [{ vehicleTypeId: vehicleType.id, pricePaise }] },
      },
    });
  // The owner is a member from the start (a trigger); they go out for what the centre offers, at any hour.
  await onTheRoad(
    db,
    { centreId: centre.id, userId: owner.id },
    options.doorstep ? ["washer", "driver"] : ["driver"],
  );
  const wash = await service("Foam Wash", 30, 49_900, 15_000);
  const polish = await service("Wax Polish", 60, 120_000, 25_000);
  await ensureTestPlaces(db);
  return { centre, owner, vehicleType, wash, polish };
}

/** A valid booking request for the fixture centre, tomorrow in India at `time`. */
export function bookingRequest(
  fixture: Awaited<ReturnType<typeof bookableCentre>>,
  overrides: Partial<{
    time: string;
    date: string;
    paymentMethod: "upi" | "cash";
    idempotencyKey: string;
  }> = {},
) {
  return {
    centreId: fixture.centre.id,
    vehicleTypeId: fixture.vehicleType.id,
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    serviceMode: "at_centre" as const,
    date: overrides.date ?? indiaDate(new Date(), 1),
    time: overrides.time ?? "10:00",
    vehicleNumber: "DL 3C AB 1234",
    brand: "Hyundai",
    contactMobile: "9876543210",
    state: "Delhi" as const,
    city: "New Delhi",
    address: "B-12 Lajpat Nagar",
    zip: "110024",
    paymentMethod: overrides.paymentMethod ?? "cash",
    ...(overrides.idempotencyKey ? { idempotencyKey: overrides.idempotencyKey } : {}),
  };
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

/** A booking with everything it hangs on (customer, centre and owner, vehicle type, service), written directly. */
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
