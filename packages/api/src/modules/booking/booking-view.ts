import { allowedActions, type BookingActor, type BookingView, readSiteDetails } from "@chamak/contracts";
import { type LedgerKind, Prisma } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { queryPlainRows, type SqlTarget } from "../../lib/plain-rows";
import { deriveBookingMoney, ledgerColumn, totalsOf } from "../ledger";

/** What a booking's view is made of: the booking's own fields and its relations, as VIEW_COLUMNS reads them. */
export interface BookingViewSource {
  id: number;
  code: string;
  status: BookingView["status"];
  paymentStatus: BookingView["paymentStatus"];
  paymentMethod: BookingView["paymentMethod"];
  serviceMode: BookingView["serviceMode"];
  centre: BookingView["centre"];
  slotStart: Date;
  slotEnd: Date;
  vehicleType: BookingView["vehicleType"];
  vehicleNumber: string;
  brand: string | null;
  contactMobile: string;
  state: string;
  city: string;
  address: string;
  zip: string;
  /** bookings.site_details as stored (jsonb, read as json). */
  siteDetails: unknown;
  items: BookingView["items"];
  subtotalPaise: number;
  driverFeePaise: number;
  travelFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  couponCode: string | null;
  cancelledBy: BookingView["cancelledBy"];
  cancelReason: string | null;
  companyChoice: BookingView["companyChoice"];
  createdAt: Date;
  updatedAt: Date;
  ledger: { kind: LedgerKind; amountPaise: number }[];
  review: { id: number } | null;
  /** The latest resolved dispute, if any; dates arrive as strings from the statement's JSON. */
  disputes: { resolution: string | null; resolvedAt: Date | string | null }[];
}

const VIEW_COLUMNS = Prisma.sql`b.id, b.code, b.status::text AS status, b.payment_status::text AS "paymentStatus",
  b.payment_method::text AS "paymentMethod", b.service_mode::text AS "serviceMode",
  json_build_object('id', c.id, 'name', c.name, 'mobile', c.mobile, 'address', c.address, 'city', c.city)
    AS centre,
  b.slot_start AS "slotStart", b.slot_end AS "slotEnd",
  json_build_object('id', v.id, 'name', v.name) AS "vehicleType",
  b.vehicle_number AS "vehicleNumber", b.brand, b.contact_mobile AS "contactMobile",
  b.state, b.city, b.address, b.zip, b.site_details::json AS "siteDetails",
  coalesce((SELECT json_agg(json_build_object('serviceId', i.service_id, 'categoryName', i.category_name,
              'subCategoryName', i.sub_category_name, 'unitPricePaise', i.unit_price_paise,
              'quantity', i.quantity) ORDER BY i.id)
            FROM booking_items i WHERE i.booking_id = b.id), '[]'::json) AS items,
  b.subtotal_paise AS "subtotalPaise", b.driver_fee_paise AS "driverFeePaise",
  b.travel_fee_paise AS "travelFeePaise",
  b.discount_paise AS "discountPaise", b.total_paise AS "totalPaise", b.coupon_code AS "couponCode",
  b.cancelled_by::text AS "cancelledBy", b.cancel_reason AS "cancelReason",
  b.company_choice::text AS "companyChoice", b.created_at AS "createdAt", b.updated_at AS "updatedAt",
  (SELECT json_build_object('id', r.id) FROM reviews r WHERE r.booking_id = b.id) AS review,
  coalesce((SELECT json_agg(json_build_object('resolution', d.resolution, 'resolvedAt', d.resolved_at))
            FROM (SELECT resolution, resolved_at FROM disputes
                  WHERE booking_id = b.id AND status = 'resolved'
                  ORDER BY resolved_at DESC, id DESC LIMIT 1) d), '[]'::json) AS disputes`;

/**
 * The SELECT of the views of the booking rows `source` holds that match `where` (on `b`). The source is the
 * bookings table, or the rows a write earlier in the same statement returned: the table does not show that
 * write's changes until the statement ends, so ledger entries written earlier in the statement are passed as
 * `newEntries` (a SELECT of booking_id, kind, amount_paise).
 */
export const bookingViewSelect = (
  source: Prisma.Sql,
  where: Prisma.Sql,
  newEntries?: Prisma.Sql,
) => Prisma.sql`
  SELECT ${VIEW_COLUMNS}, ${ledgerColumn(newEntries)}
  FROM ${source} b
  JOIN centres c ON c.id = b.centre_id
  JOIN vehicle_types v ON v.id = b.vehicle_type_id
  WHERE ${where}`;

/**
 * Runs a statement that ends in a bookingViewSelect, so a write and the view it leads to cost one round trip
 * (creating and paying for a booking answer with the view: it is on the booking path's every request).
 * The view is the customer's (their allowed actions).
 */
export async function queryBookingView(
  target: SqlTarget,
  statement: Prisma.Sql,
  checkout: BookingView["checkout"] = null,
): Promise<BookingView | null> {
  // int4, text, json and timestamp columns only, as queryPlainRows asks.
  const [row] = await queryPlainRows<BookingViewSource>(target, statement);
  return row ? toBookingView(row, "customer", checkout) : null;
}

/**
 * The views of the bookings `ids`, in that order, as `viewer` sees them: the one definition of a booking's view
 * (VIEW_COLUMNS), read in one statement. A list picks its rows (filters, order, page) and anything it shows
 * beside the view (the customer, the washer) with its own query, then reads their views here.
 */
export async function bookingViews(
  target: SqlTarget,
  ids: readonly number[],
  viewer: Exclude<BookingActor, "system">,
  now = currentTime(),
): Promise<BookingView[]> {
  if (ids.length === 0) return [];
  const rows = await queryPlainRows<BookingViewSource>(
    target,
    bookingViewSelect(Prisma.sql`bookings`, Prisma.sql`b.id = ANY(${[...ids]}::int[])`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`Booking ${id} has no view: bookings are never deleted`);
    return toBookingView(row, viewer, null, now);
  });
}

/** Each of a list's rows beside its booking's view as `viewer` sees it (see bookingViews), in the rows' order. */
export async function withBookingViews<Row extends { id: number }>(
  target: SqlTarget,
  rows: readonly Row[],
  viewer: Exclude<BookingActor, "system">,
  now = currentTime(),
): Promise<{ row: Row; view: BookingView }[]> {
  const views = await bookingViews(
    target,
    rows.map((row) => row.id),
    viewer,
    now,
  );
  return views.map((view, index) => ({ row: rows[index] as Row, view }));
}

/** One booking's view as `viewer` sees it (see bookingViews). */
export async function bookingView(
  target: SqlTarget,
  id: number,
  viewer: Exclude<BookingActor, "system">,
  now = currentTime(),
): Promise<BookingView> {
  const [view] = await bookingViews(target, [id], viewer, now);
  if (!view) throw new Error(`Booking ${id} has no view`);
  return view;
}

/**
 * One booking's view, as its customer sees it, in one statement (Prisma's include takes a round trip per
 * relation). With a customerId, another customer's booking is not found.
 */
export function findBookingView(
  target: SqlTarget,
  bookingId: number,
  customerId: number | null = null,
  checkout: BookingView["checkout"] = null,
): Promise<BookingView | null> {
  return queryBookingView(
    target,
    bookingViewSelect(
      Prisma.sql`bookings`,
      Prisma.sql`b.id = ${bookingId}::int AND (${customerId}::int IS NULL OR b.customer_id = ${customerId}::int)`,
    ),
    checkout,
  );
}

/**
 * A booking as `viewer` sees it: its allowed actions are the viewer's (the customer's on their own bookings,
 * the centre's on its board, an admin's in the console), by the rules the services enforce.
 */
export function toBookingView(
  booking: BookingViewSource,
  viewer: Exclude<BookingActor, "system">,
  checkout: BookingView["checkout"] = null,
  now = currentTime(),
): BookingView {
  const money = deriveBookingMoney(totalsOf(booking.ledger), booking.status);
  const facts = { ...booking, money, reviewed: booking.review !== null };
  return {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    serviceMode: booking.serviceMode,
    centre: booking.centre,
    slotStart: booking.slotStart,
    slotEnd: booking.slotEnd,
    vehicleType: booking.vehicleType,
    vehicleNumber: booking.vehicleNumber,
    brand: booking.brand,
    contactMobile: booking.contactMobile,
    address: { state: booking.state, city: booking.city, address: booking.address, zip: booking.zip },
    siteDetails: readSiteDetails(booking.siteDetails),
    items: booking.items,
    subtotalPaise: booking.subtotalPaise,
    driverFeePaise: booking.driverFeePaise,
    travelFeePaise: booking.travelFeePaise,
    discountPaise: booking.discountPaise,
    totalPaise: booking.totalPaise,
    couponCode: booking.couponCode,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    companyChoice: booking.companyChoice,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
    money,
    reviewed: facts.reviewed,
    checkout,
    disputeOutcome: disputeOutcomeOf(booking.disputes),
    allowedActions: allowedActions(facts, viewer, now),
  };
}

function disputeOutcomeOf(disputes: BookingViewSource["disputes"]): BookingView["disputeOutcome"] {
  const resolved = disputes.flatMap(({ resolution, resolvedAt }) =>
    resolution && resolvedAt ? [{ resolution, resolvedAt: new Date(resolvedAt) }] : [],
  );
  return resolved.reduce<BookingView["disputeOutcome"]>(
    (latest, dispute) => (latest && latest.resolvedAt >= dispute.resolvedAt ? latest : dispute),
    null,
  );
}
