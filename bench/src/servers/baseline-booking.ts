import { POLICY } from "@chamak/contracts";
import type pg from "pg";
import {
  type BayHold,
  formatMinutes,
  freeBay,
  freeBayCount,
  hashToken,
  hoursOn,
  indiaToInstant,
  type PaymentGateway,
  parseTime,
  REMINDER_LEAD_MS,
  slotEndOf,
  startTimesOn,
  TOPIC,
  takenBaysOf,
  verifyPaymentSignature,
} from "./workspace-code";

// The booking module's reads and writes as hand-written SQL on a plain pg pool: no tRPC, no zod, no Prisma.
// It writes all that the stack records (the booking, its ledger entries, audit entries and outbox messages).
// As in the stack, the customer's session is looked up, the order is created at the Razorpay stand-in with the
// payments module's own client and the Checkout signature is verified with its own code, so both servers do
// the same work outside the framework. Slots come from the module's pure functions.

interface CentreRow {
  id: number;
  status: string;
  slot_minutes: number;
  bays: number;
  hours: { weekday: number; opens_at: number; closes_at: number; closed: boolean }[];
  day_rules: { date: string; closed: boolean; opens_at: number | null; closes_at: number | null }[];
  breaks: { weekday: number | null; starts_at: number; ends_at: number }[];
}

const CENTRE_SQL = `
SELECT c.id, c.status, c.slot_minutes, c.bays,
  (SELECT coalesce(json_agg(h), '[]') FROM
    (SELECT weekday, opens_at, closes_at, closed FROM opening_hours WHERE centre_id = c.id) h) AS hours,
  (SELECT coalesce(json_agg(d), '[]') FROM
    (SELECT date, closed, opens_at, closes_at FROM centre_day_rules WHERE centre_id = c.id) d) AS day_rules,
  (SELECT coalesce(json_agg(b), '[]') FROM
    (SELECT weekday, starts_at, ends_at FROM centre_breaks WHERE centre_id = c.id) b) AS breaks
FROM centres c WHERE c.id = $1`;

const LINES_SQL = `
SELECT s.id, s.sub_category_name, s.duration_minutes, s.driver_fee_paise, sc.name AS category_name, p.price_paise
FROM services s JOIN service_categories sc ON sc.id = s.category_id
LEFT JOIN service_prices p ON p.service_id = s.id AND p.vehicle_type_id = $3
WHERE s.id = ANY($2::int[]) AND s.centre_id = $1 AND s.deleted_at IS NULL`;

// As the stack: a centre's reservations overlapping a time range, found through the exclusion constraint's
// GiST index, with start and end as epoch milliseconds (no timestamp parsing, which pg does in local time).
const TAKEN_SQL = `
SELECT bay, (extract(epoch FROM slot_start) * 1000)::float8 AS start_ms,
  (extract(epoch FROM slot_end) * 1000)::float8 AS end_ms
FROM bay_reservations
WHERE centre_id = $1 AND tsrange(slot_start, slot_end) && tsrange($2::timestamp(3), $3::timestamp(3))
UNION ALL
SELECT bay, (extract(epoch FROM starts_at) * 1000)::float8, (extract(epoch FROM ends_at) * 1000)::float8
FROM bay_blocks
WHERE centre_id = $1 AND tsrange(starts_at, ends_at) && tsrange($2::timestamp(3), $3::timestamp(3))`;

/** A UTC timestamp(3) parameter: the columns hold UTC without a zone, and pg would send a Date in local time. */
const utc = (instant: Date) => instant.toISOString().replace("Z", "");

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function schedule(centre: CentreRow) {
  return {
    slotMinutes: centre.slot_minutes,
    bays: centre.bays,
    hours: new Map(
      centre.hours.map((h) => [h.weekday, { opensAt: h.opens_at, closesAt: h.closes_at, closed: h.closed }]),
    ),
    dates: new Map(
      centre.day_rules.map((d) => [
        d.date,
        { opensAt: d.opens_at ?? 0, closesAt: d.closes_at ?? 0, closed: d.closed },
      ]),
    ),
    breaks: centre.breaks.map((b) => ({ weekday: b.weekday, startsAt: b.starts_at, endsAt: b.ends_at })),
  };
}

async function cartLines(
  db: pg.Pool | pg.PoolClient,
  centreId: number,
  vehicleTypeId: number,
  serviceId: number,
) {
  const [vehicle, lines] = await Promise.all([
    db.query("SELECT name FROM vehicle_types WHERE id = $1", [vehicleTypeId]),
    db.query(LINES_SQL, [centreId, [serviceId], vehicleTypeId]),
  ]);
  const line = lines.rows[0] as
    | {
        id: number;
        duration_minutes: number;
        price_paise: number | null;
        category_name: string;
        sub_category_name: string;
      }
    | undefined;
  if (!vehicle.rows[0] || !line || line.price_paise === null) throw new HttpError(400, "not offered");
  return line;
}

const taken = (rows: { bay: number; start_ms: number; end_ms: number }[]) =>
  takenBaysOf(rows.map((row): BayHold => [row.bay, row.start_ms, row.end_ms]));

/** The approved centre, its schedule and the priced cart line a slot request is about. */
async function bookableOffer(pool: pg.Pool, input: SlotRequest) {
  const { rows } = await pool.query<CentreRow>(CENTRE_SQL, [input.centreId]);
  const centre = rows[0];
  if (centre?.status !== "approved") throw new HttpError(404, "not bookable");
  const line = await cartLines(pool, input.centreId, input.vehicleTypeId, input.serviceId);
  return { centre, line, sched: schedule(centre) };
}

export interface SlotRequest {
  centreId: number;
  vehicleTypeId: number;
  serviceId: number;
  date: string;
}

/** booking.availability's work: centre + hours, cart lines, the day's reservations, free bays per start time. */
export async function availability(pool: pg.Pool, input: SlotRequest) {
  const { centre, line, sched } = await bookableOffer(pool, input);
  const starts = startTimesOn(sched, input.date, line.duration_minutes);
  const reserved = await pool.query(TAKEN_SQL, [
    centre.id,
    utc(indiaToInstant(input.date, 0)),
    utc(indiaToInstant(input.date, 24 * 60)),
  ]);
  const held = taken(reserved.rows);
  const now = new Date();
  const slots = starts.map((minutes) => {
    const startsAt = indiaToInstant(input.date, minutes);
    const endsAt = slotEndOf(startsAt, line.duration_minutes, sched.slotMinutes);
    const freeBays = freeBayCount(held, startsAt, endsAt, sched.bays);
    return { time: formatMinutes(minutes), startsAt, freeBays, available: freeBays > 0 && startsAt > now };
  });
  const day = hoursOn(sched, input.date);
  return { date: input.date, durationMinutes: line.duration_minutes, closed: !day || day.closed, slots };
}

export interface BookRequest extends SlotRequest {
  time: string;
}

export interface PayRequest {
  bookingId: number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** The signed-in customer: the stack's session statement (resolveSession). */
export async function customerOf(pool: pg.Pool, authorization: string | undefined): Promise<number> {
  const token = authorization?.replace(/^Bearer /, "");
  if (!token) throw new HttpError(401, "not signed in");
  const { rows } = await pool.query<{ id: number; role: string }>(
    `SELECT u.id, u.role::text AS role FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [hashToken(token), new Date()],
  );
  const user = rows[0];
  if (user?.role !== "user") throw new HttpError(401, "not signed in");
  return user.id;
}

let sequence = 0;

/**
 * booking.create's work for a UPI booking: lock the centre row, find a free bay, insert the booking (awaiting
 * payment, held for POLICY's minutes), its item and its reservations in one transaction; then, as the stack
 * does after the commit, create the order at the Razorpay stand-in and record it as the booking's payment.
 */
export async function book(pool: pg.Pool, gateway: PaymentGateway, customerId: number, input: BookRequest) {
  const { centre, line, sched } = await bookableOffer(pool, input);
  const minutes = parseTime(input.time);
  if (!startTimesOn(sched, input.date, line.duration_minutes).includes(minutes))
    throw new HttpError(400, "not a bookable time");
  const start = indiaToInstant(input.date, minutes);
  const end = slotEndOf(start, line.duration_minutes, sched.slotMinutes);
  const price = line.price_paise ?? 0;
  const code = `BAS${process.pid}${(++sequence).toString(36)}`;
  const client = await pool.connect();
  let bookingId: number;
  try {
    await client.query("BEGIN");
    await client.query("SELECT id FROM centres WHERE id = $1 FOR UPDATE", [centre.id]);
    const reserved = await client.query(TAKEN_SQL, [centre.id, utc(start), utc(end)]);
    const bay = freeBay(taken(reserved.rows), start, end, sched.bays);
    if (bay === null) throw new HttpError(409, "slot full");
    const booking = await client.query<{ id: number }>(
      `INSERT INTO bookings (code, customer_id, centre_id, status, payment_status, payment_method, slot_start,
         slot_end, vehicle_type_id, vehicle_number, contact_mobile, state, city, address, zip, subtotal_paise,
         total_paise, hold_expires_at, updated_at)
       SELECT $1, $2, c.id, 'pending_payment', 'pending', 'upi', $3, $4, $5, 'KA 01 AB 1234', '9876543210',
         c.state, c.city, c.address, c.zip, $6, $6, now() + make_interval(mins => $8), now()
       FROM centres c WHERE c.id = $7 RETURNING id`,
      [
        code,
        customerId,
        utc(start),
        utc(end),
        input.vehicleTypeId,
        price,
        centre.id,
        POLICY.paymentHoldMinutes,
      ],
    );
    bookingId = booking.rows[0]?.id ?? 0;
    await client.query(
      `INSERT INTO booking_items (booking_id, service_id, vehicle_type_id, category_name, sub_category_name,
         unit_price_paise, quantity, duration_minutes) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
      [
        bookingId,
        line.id,
        input.vehicleTypeId,
        line.category_name,
        line.sub_category_name,
        price,
        line.duration_minutes,
      ],
    );
    await client.query(
      `INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
       VALUES ($1, $2, $3, $4::timestamp(3), $5::timestamp(3))`,
      [bookingId, bay, centre.id, utc(start), utc(end)],
    );
    // What the product records with every booking, as the stack's insertBooking does: its charge in the
    // ledger, the audit entry and the booking.created message.
    await client.query(
      `INSERT INTO ledger_entries (booking_id, kind, amount_paise, reference, actor_id, actor_role, created_at)
       VALUES ($1::int, 'service_charge', $2::int, 'booking:' || $1::int, $3::int, 'user', now())`,
      [bookingId, price, customerId],
    );
    await client.query(
      `INSERT INTO audit_log (actor_id, actor_role, action, entity_type, entity_id, data, created_at)
       VALUES ($1, 'user', 'booking.created', 'booking', $2::text, $3::jsonb, now())`,
      [customerId, bookingId, JSON.stringify({ code, totalPaise: price, paymentMethod: "upi" })],
    );
    await client.query(
      `INSERT INTO outbox (topic, payload, run_at, created_at)
       VALUES ($2::text, jsonb_build_object('bookingId', $1::int), now(), now())`,
      [bookingId, TOPIC["booking.created"]],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    // 23P01: the exclusion constraint refused an overlapping reservation of the bay (as the stack's retry sees).
    const code = (error as { code?: string }).code;
    if (code === "23505" || code === "23P01") throw new HttpError(409, "slot taken");
    throw error;
  } finally {
    client.release();
  }
  const order = await gateway.createOrder({
    amountPaise: price,
    receipt: code,
    notes: { booking_id: String(bookingId) },
  });
  await pool.query(
    `INSERT INTO payments (booking_id, method, amount_paise, razorpay_order_id, updated_at)
     VALUES ($1, 'upi', $2, $3, now())`,
    [bookingId, price, order.id],
  );
  return { id: bookingId, code, orderId: order.id };
}

/**
 * booking.confirmPayment's work: trust the Checkout result only if its signature verifies with the key secret
 * (the payments module's own check), then mark the booking paid and its payment captured in one statement.
 */
export async function pay(pool: pg.Pool, keySecret: string, customerId: number, input: PayRequest) {
  const genuine = verifyPaymentSignature(
    {
      orderId: input.razorpayOrderId,
      paymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    },
    keySecret,
  );
  if (!genuine) throw new HttpError(400, "signature does not verify");
  // As the stack's capturePendingBooking: the booking paid, the payment captured and in the ledger, the audit
  // entry, the booking.paid message and the reminder, in one statement.
  const { rows } = await pool.query(
    `WITH paid AS (
       UPDATE bookings b
       SET status = 'paid', payment_status = 'captured', hold_expires_at = NULL, updated_at = now()
       FROM payments p
       WHERE p.razorpay_order_id = $1 AND p.booking_id = b.id AND p.state = 'created'
         AND b.id = $2 AND b.customer_id = $3 AND b.status = 'pending_payment'
       RETURNING b.id, b.slot_start, p.id AS payment_id
     ),
     payment AS (
       UPDATE payments SET state = 'captured', razorpay_payment_id = $4, captured_at = now(), updated_at = now()
       WHERE id = (SELECT payment_id FROM paid)
       RETURNING id, booking_id, amount_paise
     ),
     ledger AS (
       INSERT INTO ledger_entries (booking_id, kind, amount_paise, reference, payment_id, razorpay_id,
         actor_id, actor_role, created_at)
       SELECT booking_id, 'payment_captured', amount_paise, 'payment:' || id, id, $4, $3, 'user', now()
       FROM payment
     ),
     audit AS (
       INSERT INTO audit_log (actor_id, actor_role, action, entity_type, entity_id, data, created_at)
       SELECT $3, 'user', 'booking.paid', 'booking', paid.id::text,
         jsonb_build_object('from', 'pending_payment', 'paymentId', $4::text), now()
       FROM paid
     ),
     notice AS (
       INSERT INTO outbox (topic, payload, run_at, created_at)
       SELECT $5::text, jsonb_build_object('bookingId', paid.id), now(), now() FROM paid
     ),
     reminder AS (
       INSERT INTO outbox (topic, payload, run_at, created_at)
       SELECT $6::text, jsonb_build_object('bookingId', paid.id,
           'slotStart', to_char(paid.slot_start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         paid.slot_start - make_interval(secs => $7::int), now()
       FROM paid WHERE paid.slot_start - make_interval(secs => $7::int) > now()
     )
     SELECT id FROM paid`,
    [
      input.razorpayOrderId,
      input.bookingId,
      customerId,
      input.razorpayPaymentId,
      TOPIC["booking.paid"],
      TOPIC["booking.reminder"],
      REMINDER_LEAD_MS / 1000,
    ],
  );
  if (rows.length !== 1) throw new HttpError(409, "not awaiting payment");
  return { outcome: "paid" as const };
}
