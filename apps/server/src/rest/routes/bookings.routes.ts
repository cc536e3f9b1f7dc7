import { createHash } from "node:crypto";
import {
  createBooking,
  createPrepaidBooking,
  currentTime,
  DomainError,
  getService,
  isDomainError,
  listMyBookings,
} from "@chamak/api";
import {
  type BookingView,
  type CreateBookingInput,
  type ErrorKey,
  type ErrorMessage,
  formatMinutes,
  instantToIndia,
  LEGACY_BOOKING_STATUS,
  type LegacyBooking,
  type LegacyBookingBody,
  legacyBookingBody,
  legacyBookingCreated,
  legacyBookingsQuery,
  legacyBookingsResponse,
  paiseToRupees,
  rupeesToPaise,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { callerOf, defineRoute } from "../legacy-route";
import { withLegacyFields } from "./legacy-fields";

/** The booking service's field names, as the legacy booking form names them. */
const BOOKING_FIELDS = {
  contactMobile: "mobileno",
  vehicleNumber: "vehile_no",
  brand: "brand",
  items: "servies",
  vehicleTypeId: "servies",
  centreId: "servies",
  serviceMode: "isdriver",
  expectedTotalPaise: "totalamout",
} as const;

/**
 * The legacy client sends no idempotency key and double-submits: identical submissions within this long are
 * one booking, and every one of them gets its answer.
 */
export const LEGACY_DEDUPE_WINDOW_MS = 10 * 60_000;

/**
 * The idempotency key of a legacy booking form: the same customer booking the same centre, date and time,
 * vehicle type and number, services and quantities, service mode and way of paying. Items are sorted, so a
 * cart sent in another order is the same booking; contact and address details do not make another booking.
 */
export function legacyIdempotencyKey(
  customerId: number,
  input: Omit<CreateBookingInput, "paymentMethod">,
  paying: "cash" | "prepaid",
): string {
  const items = input.items.map((item) => `${item.serviceId}x${item.quantity}`).sort();
  const identity = JSON.stringify([
    "legacy-booking-v1",
    customerId,
    input.centreId,
    input.date,
    input.time,
    input.vehicleTypeId,
    input.vehicleNumber.replace(/\s+/g, "").toUpperCase(),
    items,
    input.serviceMode,
    paying,
  ]);
  return `legacy:${createHash("sha256").update(identity).digest("base64url")}`;
}

const badCart = (message: ErrorKey | ErrorMessage) => new DomainError("BAD_INPUT", message, "servies");

/**
 * The legacy cart names services and a vehicle type per item, but no centre: the centre is the one offering
 * the services. Mixed centres or vehicle types cannot make one booking.
 */
async function centreAndVehicleOf(db: Db, items: LegacyBookingBody["servies"]) {
  const vehicleTypeIds = new Set(items.map((item) => item.vehicle_type_id));
  if (vehicleTypeIds.size > 1) throw badCart("cartMixesVehicles");
  const serviceIds = [...new Set(items.map((item) => item.service_id))];
  const services = await Promise.all(
    serviceIds.map((id) =>
      getService(db, id).catch((error: unknown) => {
        if (isDomainError(error) && error.code === "NOT_FOUND") throw badCart(error.error);
        throw error;
      }),
    ),
  );
  const centreIds = new Set(services.map((service) => service.centre.id));
  if (centreIds.size > 1) {
    throw badCart("cartMixesCentres");
  }
  return { centreId: [...centreIds][0] ?? 0, vehicleTypeId: [...vehicleTypeIds][0] ?? 0 };
}

function toLegacyBooking(booking: BookingView): LegacyBooking {
  const slot = instantToIndia(booking.slotStart);
  return {
    id: booking.id,
    code: booking.code,
    status: LEGACY_BOOKING_STATUS[booking.status],
    booking_date: slot.date,
    booking_time: formatMinutes(slot.minutes),
    vendor: [
      {
        id: booking.centre.id,
        name: booking.centre.name,
        mobile_no: booking.centre.mobile,
        address: booking.centre.address,
        city: booking.centre.city,
      },
    ],
    // A wash plan's month has no catalogue service: the legacy format has no line for it (its total stands).
    services: booking.items.flatMap((item) =>
      item.serviceId === null
        ? []
        : [
            {
              service_id: item.serviceId,
              category: item.categoryName,
              sub_category: item.subCategoryName,
              price: paiseToRupees(item.unitPricePaise),
              quantity: item.quantity,
            },
          ],
    ),
    vehicle_type: booking.vehicleType.name,
    vehile_no: booking.vehicleNumber,
    brand: booking.brand,
    isdriver: booking.serviceMode === "pick_drop",
    driver_fee: paiseToRupees(booking.driverFeePaise),
    discount: paiseToRupees(booking.discountPaise),
    totalamout: paiseToRupees(booking.totalPaise),
    payment_method: booking.paymentMethod,
    payment_status: booking.paymentStatus,
  };
}

export const bookingsRoutes = [
  defineRoute({
    method: "POST",
    path: "/bookings/store",
    summary:
      "Book a slot with the legacy booking form. The centre is the one offering the services in servies (one centre, " +
      "one vehicle_type_id for all items); prices sent in servies are ignored and the server prices the booking. " +
      "totalamout (rupees) must equal the server's total, else 400 and nothing is written. razorpay_payment_id " +
      '"cash" makes a cash request; any other value must be an authorised Razorpay payment of exactly the total, ' +
      "which is then captured (a payment already used answers 409; a wrong amount 402, and no slot is held). " +
      "A payment binds to one booking of one customer: one made against a Razorpay order (another booking's) or " +
      "by someone else (Razorpay's email or contact not the customer's) answers 409. The same form sent again " +
      "within 10 minutes (same centre, date, time, vehicle, services, pick & drop and way of paying) is the same " +
      "booking and gets the same answer. " +
      "isdriver asks for pick & drop",
    auth: "user",
    body: legacyBookingBody,
    response: legacyBookingCreated,
    async handler({ body, ctx }) {
      const customer = { id: callerOf(ctx).id };
      const { centreId, vehicleTypeId } = await centreAndVehicleOf(ctx.db, body.servies);
      const input: Omit<CreateBookingInput, "paymentMethod"> = {
        centreId,
        vehicleTypeId,
        items: body.servies.map((item) => ({ serviceId: item.service_id, quantity: item.quantity })),
        serviceMode: body.isdriver ? "pick_drop" : "at_centre",
        date: body.date,
        time: body.time,
        vehicleNumber: body.vehile_no,
        ...(body.brand ? { brand: body.brand } : {}),
        contactMobile: body.mobileno,
        state: body.state,
        city: body.city,
        address: body.address,
        zip: body.zip,
        expectedTotalPaise: rupeesToPaise(body.totalamout),
      };
      const isCash = body.razorpay_payment_id.toLowerCase() === "cash";
      const keyed = {
        ...input,
        idempotencyKey: legacyIdempotencyKey(customer.id, input, isCash ? "cash" : "prepaid"),
      };
      const dedupe = { idempotencyWindowMs: LEGACY_DEDUPE_WINDOW_MS };
      const booking = await withLegacyFields(BOOKING_FIELDS, () =>
        isCash
          ? createBooking(ctx.db, ctx, customer, { ...keyed, paymentMethod: "cash" }, currentTime(), dedupe)
          : createPrepaidBooking(ctx.db, ctx, customer, keyed, body.razorpay_payment_id, dedupe),
      );
      return {
        status: true as const,
        message: isCash
          ? "Booking requested. Our executive will contact you to confirm the payment collection details."
          : "Payment received and booking placed; the centre will confirm it shortly.",
        booking_id: booking.id,
        code: booking.code,
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/getBookings",
    summary:
      "The signed-in customer's bookings, newest first. Optional query page (default 1) and limit (default and " +
      "maximum 100). status is upper case: AWAITING_PAYMENT (UPI not yet paid), PENDING (cash request awaiting the " +
      "centre), PAID, CONFIRMED, IN_PROGRESS, COMPLETED, CANCELLED, NO_SHOW, EXPIRED. booking_date and " +
      "booking_time are the slot's start in India (Asia/Kolkata); amounts in rupees",
    auth: "user",
    body: legacyBookingsQuery,
    response: legacyBookingsResponse,
    async handler({ body, ctx }) {
      const page = await listMyBookings(ctx.db, callerOf(ctx).id, { page: body.page, pageSize: body.limit });
      return {
        status: true as const,
        data: page.items.map(toLegacyBooking),
        total: page.total,
        page: page.page,
        limit: page.pageSize,
      };
    },
  }),
];
