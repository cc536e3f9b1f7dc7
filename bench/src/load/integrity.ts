import type pg from "pg";

/** What the database holds after a run; every count but `bookings` and `pendingPayment` must be 0. */
export interface Integrity {
  /** Bookings checked (those with an id in the given ranges). */
  bookings: number;
  /**
   * Reservations (bay ranges) starting while their centre already holds all its bays, or overlapping an earlier
   * one on the same bay. The database's exclusion constraint should make this 0 whatever the code does.
   */
  overbookedUnits: number;
  /** Reservations on a bay number outside 1..bays. */
  bayOutOfRange: number;
  /** Bookings without items, or whose items do not add up to the subtotal. */
  itemsMismatch: number;
  /**
   * Live bookings at the centre or pick & drop not holding exactly one bay from their start to their end; released
   * ones holding any.
   */
  reservationMismatch: number;
  /** Doorstep bookings holding a bay: washed at the customer's door, they hold a washer, never a bay. */
  doorstepBays?: number;
  /**
   * Crew holds (crew_holds: from leaving the previous stop to the end of the work) overlapping an earlier one of
   * the same person: someone in two places at once. The exclusion constraint should make this 0 whatever the code
   * does. Optional: raw results of runs before doorstep was measured have neither crew count.
   */
  crewOverlaps?: number;
  /**
   * Live doorstep bookings not holding exactly one washer of their centre for exactly their slot, with that washer
   * on the job card; released ones, and bookings at the centre, holding anyone.
   */
  crewMismatch?: number;
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
    // A sweep over each centre's starts (+1) and ends (-1) in time order, ends first at the same instant (the
    // ranges are half-open): the running sum is how many bays are held from that instant on. Then, per bay,
    // each range against the latest end before it. Sorts, no self-join, so it stays fast at 25x.
    overbookedUnits: await one(`
      SELECT (SELECT count(*) FROM (
          SELECT e.centre_id, e.delta,
            sum(e.delta) OVER (PARTITION BY e.centre_id ORDER BY e.at, e.delta ROWS UNBOUNDED PRECEDING) AS held
          FROM (SELECT centre_id, slot_start AS at, 1 AS delta FROM bay_reservations
                UNION ALL SELECT centre_id, slot_end, -1 FROM bay_reservations) e) x
        JOIN centres c ON c.id = x.centre_id WHERE x.delta = 1 AND x.held > c.bays)
      + (SELECT count(*) FROM (
          SELECT r.slot_start, max(r.slot_end) OVER (PARTITION BY r.centre_id, r.bay ORDER BY r.slot_start, r.booking_id
                                                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_end
          FROM bay_reservations r) y WHERE y.earlier_end > y.slot_start) AS n`),
    bayOutOfRange: await one(`
      SELECT count(*) AS n FROM bay_reservations r JOIN centres c ON c.id = r.centre_id
      WHERE r.bay < 1 OR r.bay > c.bays`),
    itemsMismatch: await one(`
      SELECT count(*) AS n FROM bookings b
      LEFT JOIN LATERAL (SELECT count(*) AS items, sum(unit_price_paise * quantity) AS total
                         FROM booking_items i WHERE i.booking_id = b.id) i ON true
      WHERE ${IN_RANGES} AND (i.items = 0 OR i.total <> b.subtotal_paise)`),
    reservationMismatch: await one(`
      SELECT count(*) AS n FROM bookings b
      LEFT JOIN LATERAL (SELECT count(*) AS rows, min(slot_start) AS first, max(slot_end) AS last
                         FROM bay_reservations r WHERE r.booking_id = b.id) r ON true
      WHERE ${IN_RANGES} AND b.service_mode <> 'doorstep' AND CASE WHEN b.status IN ${LIVE} THEN
          r.rows <> 1 OR r.first <> b.slot_start OR r.last <> b.slot_end
        ELSE r.rows <> 0 END`),
    doorstepBays: await one(`
      SELECT count(*) AS n FROM bookings b
      WHERE ${IN_RANGES} AND b.service_mode = 'doorstep'
        AND EXISTS (SELECT 1 FROM bay_reservations r WHERE r.booking_id = b.id)`),
    // Per person, each hold against the latest end of the holds that start before it (as the per-bay check).
    crewOverlaps: await one(`
      SELECT count(*) AS n FROM (
        SELECT h.travel_start, max(h.work_end) OVER (PARTITION BY h.crew_member_id ORDER BY h.travel_start, h.booking_id, h.leg
                                                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_end
        FROM crew_holds h) y WHERE y.earlier_end > y.travel_start`),
    crewMismatch: await one(`
      SELECT count(*) AS n FROM bookings b
      LEFT JOIN LATERAL (
        SELECT count(*) AS holds,
          count(*) FILTER (WHERE h.leg = 'doorstep' AND h.work_start = b.slot_start AND h.work_end = b.slot_end
                             AND m.centre_id = b.centre_id AND 'washer' = ANY (m.kinds) AND m.user_id = b.washer_id)
            AS washer
        FROM crew_holds h JOIN crew_members m ON m.id = h.crew_member_id WHERE h.booking_id = b.id) h ON true
      WHERE ${IN_RANGES} AND CASE
          WHEN b.service_mode = 'doorstep' AND b.status IN ${LIVE} THEN h.holds <> 1 OR h.washer <> 1
          WHEN b.service_mode = 'pick_drop' AND b.status IN ${LIVE} THEN false
          ELSE h.holds <> 0 END`),
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
