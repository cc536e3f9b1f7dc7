import type pg from "pg";

/** What the database holds after a run; every count but `bookings` and `pendingPayment` must be 0. */
export interface Integrity {
  /** Bookings checked (those with an id in the given ranges). */
  bookings: number;
  /** (centre, slot unit) with more reservations than the centre has bays, or a bay number outside 1..bays. */
  overbookedUnits: number;
  bayOutOfRange: number;
  /** Bookings without items, or whose items do not add up to the subtotal. */
  itemsMismatch: number;
  /** Live bookings whose reservations are not one bay for exactly every unit of the slot; released ones holding any. */
  reservationMismatch: number;
  /** Paid (or later) UPI bookings without one captured payment of their total; payment_status disagreeing. */
  paymentMismatch: number;
  /** Still waiting for payment (created, not confirmed): holds bays until the hold expires. Not an error. */
  pendingPayment: number;
}

const LIVE = "('pending_payment','requested','paid','confirmed','in_progress','completed','no_show')";
const PAID = "('paid','confirmed','in_progress','completed','no_show')";
/** $1: the ranges as an int8multirange; $2, $3: their bounds, so the primary key's index narrows the scan. */
const IN_RANGES = "b.id > $2 AND b.id <= $3 AND b.id::bigint <@ $1::int8multirange";

/** Bookings with after < id <= upTo: those one stretch of a run made (ids only grow). */
export interface IdRange {
  after: number;
  upTo: number;
}

/**
 * Consistency of reservations, items and payments of the bookings in `ranges` (all bookings by default);
 * overbooking is checked over every reservation.
 */
export async function checkIntegrity(
  client: pg.ClientBase,
  ranges: readonly IdRange[] | "all" = "all",
): Promise<Integrity> {
  const params =
    ranges === "all"
      ? ["{(,)}", 0, 2 ** 31 - 1]
      : [
          `{${ranges.map((r) => `(${r.after},${r.upTo}]`).join(",")}}`,
          Math.min(...ranges.map((r) => r.after)),
          Math.max(...ranges.map((r) => r.upTo)),
        ];
  const one = async (sql: string) =>
    Number((await client.query<{ n: string }>(sql, sql.includes("$1") ? params : [])).rows[0]?.n ?? 0);
  return {
    bookings: await one(`SELECT count(*) AS n FROM bookings b WHERE ${IN_RANGES}`),
    overbookedUnits: await one(`
      SELECT count(*) AS n FROM (
        SELECT r.centre_id, r.slot_start FROM bay_reservations r JOIN centres c ON c.id = r.centre_id
        GROUP BY r.centre_id, r.slot_start HAVING count(*) > max(c.bays)) x`),
    bayOutOfRange: await one(`
      SELECT count(*) AS n FROM bay_reservations r JOIN centres c ON c.id = r.centre_id
      WHERE r.bay < 1 OR r.bay > c.bays`),
    itemsMismatch: await one(`
      SELECT count(*) AS n FROM bookings b
      LEFT JOIN LATERAL (SELECT count(*) AS items, sum(unit_price_paise * quantity) AS total
                         FROM booking_items i WHERE i.booking_id = b.id) i ON true
      WHERE ${IN_RANGES} AND (i.items = 0 OR i.total <> b.subtotal_paise)`),
    reservationMismatch: await one(`
      SELECT count(*) AS n FROM bookings b JOIN centres c ON c.id = b.centre_id
      LEFT JOIN LATERAL (SELECT count(*) AS units, count(DISTINCT bay) AS bays, min(slot_start) AS first,
                                max(slot_start) AS last
                         FROM bay_reservations r WHERE r.booking_id = b.id) r ON true
      WHERE ${IN_RANGES} AND CASE WHEN b.status IN ${LIVE} THEN
          r.units <> round(extract(epoch FROM b.slot_end - b.slot_start) / 60 / c.slot_minutes)
          OR r.bays <> 1 OR r.first <> b.slot_start
          OR r.last <> b.slot_end - make_interval(mins => c.slot_minutes)
        ELSE r.units <> 0 END`),
    paymentMismatch: await one(`
      SELECT count(*) AS n FROM bookings b
      LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE state = 'captured' AND amount_paise = b.total_paise) AS captured
                         FROM payments p WHERE p.booking_id = b.id) p ON true
      WHERE ${IN_RANGES} AND b.payment_method = 'upi' AND b.status IN ${PAID}
        AND (p.captured <> 1 OR b.payment_status <> 'captured')`),
    pendingPayment: await one(
      `SELECT count(*) AS n FROM bookings b WHERE ${IN_RANGES} AND status = 'pending_payment'`,
    ),
  };
}
