import type { CreateBookingInput, SiteDetails } from "@chamak/contracts";
import { Prisma } from "@chamak/db";
import { type Actor, auditSql } from "../../lib/audit";
import { queryPlainRows, type SqlTarget } from "../../lib/plain-rows";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { appendLedgerEntriesSql, ledgerRefSql, openingPaymentStatusSql } from "../ledger";
import { enqueueSql } from "../outbox";
import { openPaymentSql } from "../payment-records";
import type { CartLine } from "./cart-lines";
import type { BookingPrice } from "./pricing";
import { blockOverlaps, reservationOverlaps } from "./schedule";

export interface BookingDraft {
  code: string;
  customerId: number;
  centre: { id: number; bays: number };
  /** False for a doorstep job: washed in the customer's parking, it holds a washer (modules/crew), not a bay. */
  needsBay: boolean;
  /** Where the car is, as the gazetteer placed the address (doorstep and pick & drop); null at the centre. */
  place: { latitude: number; longitude: number } | null;
  input: CreateBookingInput;
  /** Where at the address the vehicle waits, as the booking keeps it (siteDetailsFor: none at the centre). */
  siteDetails?: SiteDetails;
  lines: readonly CartLine[];
  price: BookingPrice;
  couponCode: string | null;
  slotStart: Date;
  slotEnd: Date;
  /** The slot's unit starts, in time order (the bay is reserved from slotStart to slotEnd, not per unit). */
  units: readonly Date[];
  holdExpiresAt: Date | null;
  now: Date;
  /** Made at the centre's counter by this member of its staff (bookings.walk_in; the audit names them). */
  walkInBy?: number | undefined;
}

const utcOrNull = (date: Date | null) => (date ? utcTimestamp(date) : Prisma.sql`NULL`);

/**
 * What insertBooking did: the new booking's id; `slotFull`, no bay is free for the whole slot as the statement
 * saw it; `bayTaken`, the bay it saw free was taken by a booking that committed meanwhile (try again: the next
 * statement sees it and picks the next bay).
 */
export type InsertOutcome = number | "slotFull" | "bayTaken";

/**
 * Writes a booking whole in one statement, so no connection is held across round trips: the booking on the
 * lowest bay free for every unit of its slot, its items, its charges in the ledger, its bay reservations, the
 * cash payment (cash only), the audit entry and the booking.created outbox message. The ledger's entries, its
 * payment status, the audit entry and the message are written by their owners' SQL (ledger, lib/audit, outbox).
 *
 * The bay is claimed first, by `INSERT ... ON CONFLICT DO NOTHING` against the exclusion constraint on
 * bay_reservations (no two overlapping ranges on one bay), and everything else is written only if that claim
 * held: the booking's id comes from its sequence up front so the reservation can name it (the foreign key is
 * checked at the end of the statement). A plain insert would be refused as well, but two plain inserts of the
 * same bay at the same moment each wait for the other and PostgreSQL aborts one as a deadlock after a second
 * (execIndexing.c: "unprincipled deadlocks"); under a burst of customers for one slot those piled up until
 * statements timed out and a free bay went unsold. ON CONFLICT's speculative insertion waits without
 * deadlocking and backs out cleanly.
 */
export async function insertBooking(target: SqlTarget, draft: BookingDraft): Promise<InsertOutcome> {
  const { input, price, centre, now } = draft;
  const isCash = input.paymentMethod === "cash";
  const lines = Prisma.join(
    draft.lines.map(
      (line, index) =>
        Prisma.sql`(${line.serviceId}::int, ${line.categoryName}, ${line.subCategoryName},
                    ${line.unitPricePaise}::int, ${line.quantity}::int, ${line.durationMinutes}::int, ${index}::int)`,
    ),
  );
  const auditData = JSON.stringify({
    code: draft.code,
    totalPaise: price.totalPaise,
    paymentMethod: input.paymentMethod,
    ...(draft.walkInBy !== undefined ? { walkIn: true, customerId: draft.customerId } : {}),
  });
  // Who made it: the customer online, the centre's staff member at its counter.
  const actor: Actor =
    draft.walkInBy !== undefined
      ? { id: draft.walkInBy, role: "vendor" }
      : { id: draft.customerId, role: "user" };
  const inserted = { from: Prisma.sql`booking`, at: now };
  // Inside a coupon's transaction or on the pool: it returns two int4 columns.
  const rows = await queryPlainRows<{ bay: number | null; id: number | null }>(
    target,
    Prisma.sql`
    WITH ${draft.needsBay ? freeBaySql(draft) : Prisma.sql`free_bay AS (SELECT NULL::int AS bay)`},
    new_booking AS (
      SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id FROM free_bay
    ),
    reservation AS (${
      draft.needsBay
        ? Prisma.sql`
      INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
      SELECT new_booking.id, free_bay.bay, ${centre.id}::int, ${utcTimestamp(draft.slotStart)},
        ${utcTimestamp(draft.slotEnd)}
      FROM new_booking, free_bay
      ON CONFLICT DO NOTHING
      RETURNING booking_id`
        : Prisma.sql`SELECT id AS booking_id FROM new_booking`
    }),
    booking AS (
      INSERT INTO bookings (id, code, customer_id, centre_id, status, payment_status, payment_method, service_mode,
        slot_start, slot_end, vehicle_type_id, vehicle_number, brand, contact_mobile, state, city, address, zip,
        site_details, latitude, longitude, subtotal_paise, driver_fee_paise, travel_fee_paise, discount_paise, total_paise, coupon_code,
        idempotency_key,
        hold_expires_at, walk_in, created_at, updated_at)
      SELECT reservation.booking_id, ${draft.code}, ${draft.customerId}::int, ${centre.id}::int,
        ${isCash ? "requested" : "pending_payment"}::"BookingStatus",
        ${openingPaymentStatusSql(input.paymentMethod)}, ${input.paymentMethod}::"PaymentMethod",
        ${input.serviceMode}::"ServiceMode", ${utcTimestamp(draft.slotStart)},
        ${utcTimestamp(draft.slotEnd)}, ${input.vehicleTypeId}::int, ${input.vehicleNumber}, ${input.brand ?? null},
        ${input.contactMobile}, ${input.state}, ${input.city}, ${input.address}, ${input.zip},
        ${JSON.stringify(draft.siteDetails ?? {})}::jsonb, ${draft.place?.latitude ?? null}::float8, ${draft.place?.longitude ?? null}::float8, ${price.subtotalPaise}::int,
        ${price.driverFeePaise}::int, ${price.travelFeePaise}::int, ${price.discountPaise}::int, ${price.totalPaise}::int, ${draft.couponCode}, ${input.idempotencyKey ?? null},
        ${utcOrNull(draft.holdExpiresAt)}, ${draft.walkInBy !== undefined}::boolean, ${utcTimestamp(now)},
        ${utcTimestamp(now)}
      FROM reservation
      RETURNING id
    ),
    items AS (
      INSERT INTO booking_items (booking_id, service_id, vehicle_type_id, category_name, sub_category_name,
        unit_price_paise, quantity, duration_minutes)
      SELECT booking.id, line.service_id, ${input.vehicleTypeId}::int, line.category_name,
        line.sub_category_name, line.unit_price_paise, line.quantity, line.duration_minutes
      FROM booking, (VALUES ${lines}) AS line(service_id, category_name, sub_category_name, unit_price_paise,
        quantity, duration_minutes, line_order)
      ORDER BY line.line_order
    ),
    charges AS (${appendLedgerEntriesSql(
      actor,
      // What the booking costs: the services, the driver and travel fees, the discount.
      Prisma.sql`SELECT booking.id AS booking_id, charge.kind, charge.amount AS amount_paise,
        ${ledgerRefSql.booking(Prisma.sql`booking.id`)} AS reference, NULL::int AS payment_id,
        NULL::text AS razorpay_id
      FROM booking, (VALUES ('service_charge', ${price.subtotalPaise}::int),
        ('driver_fee', ${price.driverFeePaise}::int), ('travel_fee', ${price.travelFeePaise}::int),
        ('coupon_discount', ${price.discountPaise}::int))
        AS charge(kind, amount)`,
      now,
    )}),
    cash_payment AS (${openPaymentSql(
      Prisma.sql`SELECT id AS booking_id FROM booking WHERE ${isCash}::boolean`,
      {
        method: "cash",
        amountPaise: price.totalPaise,
        at: now,
      },
    )}),
    audit AS (${auditSql(actor, "booking.created", { type: "booking", id: Prisma.sql`id` }, Prisma.sql`${auditData}::jsonb`, inserted)}),
    outbox AS (${enqueueSql("booking.created", { bookingId: Prisma.sql`id` }, inserted)})
    SELECT (SELECT bay FROM free_bay) AS bay, (SELECT id FROM booking) AS id`,
  );
  const { bay, id } = rows[0] ?? { bay: null, id: null };
  if (id !== null) return id;
  return bay === null ? "slotFull" : "bayTaken";
}

/** SQL: the CTE `free_bay`, the lowest bay neither reserved nor blocked for the whole slot (none: no row). */
function freeBaySql(draft: BookingDraft): Prisma.Sql {
  const { centre } = draft;
  return Prisma.sql`free_bay AS (
      SELECT candidate.bay FROM generate_series(1, ${centre.bays}::int) AS candidate(bay)
      WHERE NOT EXISTS (
        SELECT 1 FROM bay_reservations r
        WHERE r.centre_id = ${centre.id}::int AND r.bay = candidate.bay
          AND ${reservationOverlaps(draft.slotStart, draft.slotEnd)})
      AND NOT EXISTS (
        SELECT 1 FROM bay_blocks k
        WHERE k.centre_id = ${centre.id}::int AND k.bay = candidate.bay
          AND ${blockOverlaps(draft.slotStart, draft.slotEnd)})
      ORDER BY candidate.bay LIMIT 1
    )`;
}
