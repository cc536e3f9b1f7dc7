// Past bookings, payments, bay reservations and reviews for approved centres that have no bookings yet.
import type { Prisma } from "../generated/prisma/client";
import { customersFor, DEMO_CUSTOMERS, DEMO_LOGINS } from "./accounts-data";
import { type BookingCustomer, type PlannedBooking, planBookings } from "./booking-plan";
import type { CentreSeed } from "./centre-data";
import type { SeededCatalog } from "./seed-catalog";
import { recomputeCounters } from "./seed-counters";

export interface SeededBookings {
  centres: number;
  bookings: number;
  reviews: number;
}

export async function seedBookings(
  tx: Prisma.TransactionClient,
  centres: readonly CentreSeed[],
  centreIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
  catalog: SeededCatalog,
  now: Date,
): Promise<SeededBookings> {
  const approvedIds = centres
    .filter((centre) => centre.status === "approved")
    .flatMap((centre) => centreIds.get(centre.gstin) ?? []);
  const rows = await tx.centre.findMany({
    where: { id: { in: approvedIds }, status: "approved", bookings: { none: {} } },
    select: {
      id: true,
      gstin: true,
      bays: true,
      slotMinutes: true,
      offersPickDrop: true,
      pickDropFeePaise: true,
      openingHours: { select: { weekday: true, opensAt: true, closesAt: true, closed: true } },
      services: {
        where: { deletedAt: null },
        select: {
          id: true,
          subCategoryName: true,
          durationMinutes: true,
          driverFeePaise: true,
          category: { select: { name: true } },
          prices: { select: { vehicleTypeId: true, pricePaise: true } },
        },
      },
    },
  });
  if (rows.length === 0) return { centres: 0, bookings: 0, reviews: 0 };

  const seedByGstin = new Map(centres.map((centre) => [centre.gstin, centre]));
  const demoCustomerEmail: string = DEMO_LOGINS[0].email;
  const customerIds = new Map(
    DEMO_CUSTOMERS.flatMap((customer) => {
      const id = userIds.get(customer.email);
      return id === undefined ? [] : [[customer.email, id] as const];
    }),
  );
  const plans: PlannedBooking[] = rows.flatMap(({ gstin, ...row }) => {
    // Every demo centre has a GSTIN (its key here).
    const seed = gstin === null ? undefined : seedByGstin.get(gstin);
    if (!seed) return [];
    const customers: BookingCustomer[] = customersFor(seed.city).flatMap((profile) => {
      const id = customerIds.get(profile.email);
      return id === undefined ? [] : [{ id, profile, weight: profile.email === demoCustomerEmail ? 1.5 : 1 }];
    });
    return planBookings({
      centre: { ...row, gstin: seed.gstin, index: seed.index, city: seed.city },
      services: row.services.map(({ category, ...service }) => ({ ...service, categoryName: category.name })),
      customers,
      vehicleTypes: catalog.vehicleTypes,
      now,
    });
  });

  const created = await tx.booking.createManyAndReturn({
    data: plans.map((plan) => plan.booking),
    select: { id: true, code: true },
  });
  const bookingIds = new Map(created.map((row) => [row.code, row.id]));
  const withId = plans.map((plan) => {
    const bookingId = bookingIds.get(plan.booking.code);
    if (bookingId === undefined) throw new Error(`Booking ${plan.booking.code} was not created`);
    return { ...plan, bookingId };
  });

  await tx.bookingItem.createMany({
    data: withId.flatMap(({ bookingId, items }) => items.map((item) => ({ ...item, bookingId }))),
  });
  const payments = await tx.payment.createManyAndReturn({
    data: withId.map(({ bookingId, payment }) => ({ ...payment, bookingId })),
    select: { id: true, bookingId: true, method: true, amountPaise: true, razorpayPaymentId: true },
  });
  await tx.ledgerEntry.createMany({ data: ledgerEntriesFor(withId, payments) });
  await tx.bayReservation.createMany({
    data: withId.flatMap(({ bookingId, booking, reservations }) =>
      reservations.map((reservation) => ({ ...reservation, bookingId, centreId: booking.centreId })),
    ),
  });
  const reviews = withId.flatMap(({ bookingId, booking, review }) =>
    review ? [{ ...review, bookingId, customerId: booking.customerId, centreId: booking.centreId }] : [],
  );
  await tx.review.createMany({ data: reviews });

  await recomputeCounters(
    tx,
    rows.map((row) => row.id),
  );
  return { centres: rows.length, bookings: plans.length, reviews: reviews.length };
}

/**
 * The past bookings' money as ledger entries (see packages/api/src/modules/ledger): what each cost, and its
 * payment captured online or collected in cash.
 */
function ledgerEntriesFor(
  bookings: readonly { bookingId: number; booking: Prisma.BookingCreateManyInput }[],
  payments: readonly {
    id: number;
    bookingId: number;
    method: "upi" | "cash";
    amountPaise: number;
    razorpayPaymentId: string | null;
  }[],
): Prisma.LedgerEntryCreateManyInput[] {
  const seeded = { actorRole: "seed" } as const;
  const charges = bookings.flatMap(({ bookingId, booking }) =>
    (
      [
        ["service_charge", booking.subtotalPaise],
        ["driver_fee", booking.driverFeePaise ?? 0],
        ["travel_fee", booking.travelFeePaise ?? 0],
        ["coupon_discount", booking.discountPaise ?? 0],
      ] as const
    )
      .filter(([, amountPaise]) => amountPaise > 0)
      .map(([kind, amountPaise]) => ({
        ...seeded,
        bookingId,
        kind,
        amountPaise,
        reference: `booking:${bookingId}`,
      })),
  );
  const paid = payments.map((payment) => ({
    ...seeded,
    bookingId: payment.bookingId,
    kind: payment.method === "cash" ? ("cash_collected" as const) : ("payment_captured" as const),
    amountPaise: payment.amountPaise,
    reference: `payment:${payment.id}`,
    paymentId: payment.id,
    razorpayId: payment.razorpayPaymentId,
  }));
  return [...charges, ...paid];
}
