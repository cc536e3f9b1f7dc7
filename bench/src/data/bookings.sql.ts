import type pg from "pg";

/**
 * Customers, their sessions and booking history, generated inside PostgreSQL (INSERT ... SELECT over
 * generate_series), so 25x (5,000,000 bookings) loads in minutes without building JS arrays.
 *
 * Layout, per approved centre with bookable services (every centre gets the same share of bookings):
 * - its j-th booking (j = 0, 1, ...) is upcoming when j % 10 = 0 (about 10%), otherwise past;
 * - past: day 1 + j % 360 before today (India's calendar), at opening time + 0/180/360 min, bay 1, so no two
 *   past bookings of a centre overlap on a bay; 80% completed, 15% cancelled (refunded, bays released),
 *   5% no-show; completed and no-show bookings keep their bay_reservations as the service leaves them;
 * - upcoming (k = j / 10): day 1 + k % 7 after today, bay 1 + (k / 7) % bays, opening time + 180 min ×
 *   (k / (7 × bays)) % 3: paid (30%) or confirmed (70%), UPI captured, holding bay_reservations, so
 *   availability and booking in the next days meet real, non-overlapping reservations.
 * Services are those of the centre lasting at most 180 min (one per booking), priced for their first vehicle type.
 * A booking holding a bay has one bay_reservations row, its bay from slot_start to slot_end (as the service
 * writes it); the exclusion constraint checks the layout as it loads.
 */
export interface BookingSize {
  customers: number;
  /** Customers with a bearer session (token `bench-customer-<n>`, n = 1..sessions) for the load driver. */
  sessions: number;
  bookings: number;
}

/** The token of the n-th benchmark customer (1-based); only its SHA-256 is stored, as the service stores it. */
export const customerToken = (n: number) => `bench-customer-${n}`;

const UPCOMING_EVERY = 10;
const POSITION_MINUTES = 180;

const STEPS: readonly (readonly [string, string])[] = [
  // Foreign-key triggers off for this transaction (the plan only references rows it has just read; the
  // integrity check verifies the result): they were most of the load time.
  ["fk checks off", "SET LOCAL session_replication_role = replica"],
  [
    "customers",
    `INSERT INTO users (id, name, email, mobile, password_hash, role, city, state, updated_at)
     SELECT $1::int + g, 'Customer ' || g, 'customer' || g || '@bench.chamak.test',
       '9' || lpad((700000000 + g)::text, 9, '0'), 'not-a-real-hash', 'user', 'Bengaluru', 'Karnataka', now()
     FROM generate_series(1, $2::int) g`,
  ],
  [
    "sessions",
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT $1::int + g, encode(sha256(convert_to('bench-customer-' || g, 'UTF8')), 'hex'), now() + interval '30 days'
     FROM generate_series(1, $3::int) g`,
  ],
  [
    "offers",
    `CREATE TEMP TABLE bench_offers ON COMMIT DROP AS
     SELECT s.centre_id, (row_number() OVER (PARTITION BY s.centre_id ORDER BY s.id) - 1)::int AS rn,
       s.id AS service_id, p.vehicle_type_id, p.price_paise, s.duration_minutes, sc.name AS category_name,
       s.sub_category_name
     FROM services s
     JOIN centres c ON c.id = s.centre_id AND c.status = 'approved'
     JOIN service_categories sc ON sc.id = s.category_id
     JOIN LATERAL (SELECT vehicle_type_id, price_paise FROM service_prices sp WHERE sp.service_id = s.id
                   ORDER BY vehicle_type_id LIMIT 1) p ON true
     WHERE s.deleted_at IS NULL AND s.duration_minutes <= ${POSITION_MINUTES}`,
  ],
  ["offers index", "CREATE INDEX ON bench_offers (centre_id, rn)"],
  [
    "centres",
    `CREATE TEMP TABLE bench_centres ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY c.id) - 1)::int AS rn, c.id, c.bays, c.slot_minutes, c.state, c.city,
       c.zip, c.address, h.opens_at, o.n AS offers
     FROM centres c
     JOIN (SELECT centre_id, count(*)::int AS n FROM bench_offers GROUP BY centre_id) o ON o.centre_id = c.id
     JOIN opening_hours h ON h.centre_id = c.id AND h.weekday = 0`,
  ],
  ["centres index", "CREATE UNIQUE INDEX ON bench_centres (rn)"],
  [
    "plan",
    `CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
     WITH n AS (SELECT count(*)::int AS centres, (now() AT TIME ZONE 'Asia/Kolkata')::date AS today FROM bench_centres),
     g AS (SELECT g, (g - 1) / n.centres AS j, (g - 1) % n.centres AS crn, (g::bigint * 2654435761) % 100 AS h,
             n.today FROM n, generate_series(1, $4::int) g)
     SELECT g.g AS id, g.j, g.h, c.id AS centre_id, c.bays, c.slot_minutes, c.state, c.city, c.zip, c.address,
       o.service_id, o.vehicle_type_id, o.price_paise, o.duration_minutes, o.category_name, o.sub_category_name,
       greatest(1, ceil(o.duration_minutes::numeric / c.slot_minutes))::int AS units,
       $1::int + 1 + ((g.g::bigint * 7919) % $2::int)::int AS customer_id,
       (g.j % ${UPCOMING_EVERY} = 0) AS upcoming,
       CASE WHEN g.j % ${UPCOMING_EVERY} = 0
         THEN 1 + ((g.j / ${UPCOMING_EVERY}) / 7) % c.bays ELSE 1 END AS bay,
       ((CASE WHEN g.j % ${UPCOMING_EVERY} = 0
          THEN g.today + 1 + (g.j / ${UPCOMING_EVERY}) % 7
               + make_interval(mins => c.opens_at + ${POSITION_MINUTES} * (((g.j / ${UPCOMING_EVERY}) / (7 * c.bays)) % 3))
          ELSE g.today - 1 - g.j % 360 + make_interval(mins => c.opens_at + ${POSITION_MINUTES} * ((g.j / 360) % 3))
        END) AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC' AS slot_start,
       CASE WHEN g.j % ${UPCOMING_EVERY} = 0 THEN (CASE WHEN g.h < 30 THEN 'paid' ELSE 'confirmed' END)
            WHEN g.h < 80 THEN 'completed' WHEN g.h < 95 THEN 'cancelled' ELSE 'no_show' END AS status,
       (g.j % ${UPCOMING_EVERY} <> 0 AND g.h < 80 AND g.h % 3 = 0) AS cash
     FROM g JOIN bench_centres c ON c.rn = g.crn
     JOIN bench_offers o ON o.centre_id = c.id AND o.rn = (g.g * 7) % c.offers`,
  ],
  [
    "bookings",
    `INSERT INTO bookings (id, code, customer_id, centre_id, status, payment_status, payment_method, slot_start,
       slot_end, vehicle_type_id, vehicle_number, contact_mobile, state, city, address, zip, subtotal_paise,
       total_paise, cancelled_by, cancel_reason, cancelled_at, completed_at, created_at, updated_at)
     SELECT id, 'BEN' || lpad(id::text, 9, '0'), customer_id, centre_id, status::"BookingStatus",
       (CASE WHEN cash THEN 'cash_collected' WHEN status = 'cancelled' THEN 'refunded' ELSE 'captured' END)::"PaymentStatus",
       (CASE WHEN cash THEN 'cash' ELSE 'upi' END)::"PaymentMethod",
       slot_start, slot_start + make_interval(mins => units * slot_minutes), vehicle_type_id,
       'KA 01 AB ' || lpad((id % 10000)::text, 4, '0'), '9' || lpad((700000000 + customer_id)::text, 9, '0'),
       state, city, address, zip, price_paise, price_paise,
       CASE WHEN status = 'cancelled' THEN 'customer'::"CancelledBy" END,
       CASE WHEN status = 'cancelled' THEN 'Change of plans' END,
       CASE WHEN status = 'cancelled' THEN slot_start - interval '1 day' END,
       CASE WHEN status = 'completed' THEN slot_start + make_interval(mins => units * slot_minutes) END,
       slot_start - interval '2 days', now()
     FROM bench_plan`,
  ],
  [
    "booking_items",
    `INSERT INTO booking_items (id, booking_id, service_id, vehicle_type_id, category_name, sub_category_name,
       unit_price_paise, quantity, duration_minutes)
     SELECT id, id, service_id, vehicle_type_id, category_name, sub_category_name, price_paise, 1, duration_minutes
     FROM bench_plan`,
  ],
  [
    "payments",
    `INSERT INTO payments (id, booking_id, method, state, amount_paise, razorpay_order_id, razorpay_payment_id,
       captured_at, created_at, updated_at)
     SELECT id, id, (CASE WHEN cash THEN 'cash' ELSE 'upi' END)::"PaymentMethod",
       (CASE WHEN status = 'cancelled' THEN 'refunded' ELSE 'captured' END)::"PaymentState", price_paise,
       CASE WHEN NOT cash THEN 'order_bench' || lpad(id::text, 10, '0') END,
       CASE WHEN NOT cash THEN 'pay_bench' || lpad(id::text, 10, '0') END,
       slot_start - interval '2 days', slot_start - interval '2 days', now()
     FROM bench_plan`,
  ],
  [
    "refunds",
    `INSERT INTO refunds (payment_id, booking_id, amount_paise, status, razorpay_refund_id, reason, processed_at,
       updated_at)
     SELECT id, id, price_paise, 'processed', 'rfnd_bench' || lpad(id::text, 10, '0'), 'Cancelled by customer',
       slot_start - interval '1 day', now()
     FROM bench_plan WHERE status = 'cancelled'`,
  ],
  [
    "bay_reservations",
    `INSERT INTO bay_reservations (booking_id, bay, centre_id, slot_start, slot_end)
     SELECT id, bay, centre_id, slot_start, slot_start + make_interval(mins => units * slot_minutes)
     FROM bench_plan WHERE status <> 'cancelled'`,
  ],
];

/** Runs inside the caller's transaction; customers get ids after `lastVendorId`. Returns rows inserted per table. */
export async function loadBookings(
  client: pg.ClientBase,
  size: BookingSize,
  lastVendorId: number,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  const params = [lastVendorId, size.customers, Math.min(size.sessions, size.customers), size.bookings];
  const counts: Record<string, number> = {};
  for (const [name, sql] of STEPS) {
    const started = performance.now();
    // Integers only, inlined: a statement using $1 and $3 but not $2 cannot type $2.
    const text = sql.replace(/\$(\d)::int/g, (_, n: string) => String(params[Number(n) - 1]));
    const result = await client.query(text);
    if (result.command === "INSERT")
      counts[name === "customers" ? "users (customers)" : name] = result.rowCount ?? 0;
    log(`    ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return counts;
}
