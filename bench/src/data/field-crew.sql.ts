import type pg from "pg";

/**
 * Doorstep capacity, generated inside PostgreSQL right after the bookings (bookings.sql.ts), in the same
 * transaction (its bench_offers table and its foreign-key triggers off):
 * - reach: a centre offering doorstep goes 5, 8 or 10 km (doorstep_radius_km); one in five also lists its own
 *   PIN (service_pins), so both ways reach.ts accepts an address are taken;
 * - crew: each approved doorstep centre sends 1–3 washers (1 + id % 3): its owner, as the demo seed puts owners
 *   on the road (packages/db/src/seed/seed-centres.ts), and staff accounts (users with role vendor, members of
 *   the centre as staff). A washer's shift runs from the centre's earliest opening to its latest closing, its
 *   closed weekdays off, based at the centre (no base of their own);
 * - jobs already taken: each washer has two doorstep jobs on each working day of the next 7 (shift start + 2 h
 *   and + 6 h, the centre's shortest service), at a point within about 3 km of the centre: a confirmed,
 *   UPI-paid doorstep booking (item, captured payment, the washer on its job card, no bay) and its crew hold
 *   (travel from 30 min before the work), so availability and booking plan around real stops.
 */
const STEPS: readonly (readonly [string, string])[] = [
  [
    "doorstep reach",
    `UPDATE centres SET doorstep_radius_km = (ARRAY[5, 8, 10])[1 + (id / 3) % 3],
       service_pins = CASE WHEN id % 5 = 0 THEN ARRAY[zip] ELSE ARRAY[]::text[] END
     WHERE offers_doorstep`,
  ],
  [
    "crew plan",
    `CREATE TEMP TABLE bench_crew ON COMMIT DROP AS
     WITH doorstep AS (
       SELECT c.id, c.owner_id,
         (SELECT min(h.opens_at) FROM opening_hours h WHERE h.centre_id = c.id AND NOT h.closed) AS shift_start,
         (SELECT max(h.closes_at) FROM opening_hours h WHERE h.centre_id = c.id AND NOT h.closed) AS shift_end,
         ARRAY(SELECT h.weekday FROM opening_hours h WHERE h.centre_id = c.id AND h.closed ORDER BY h.weekday)
           AS days_off
       FROM centres c
       WHERE c.status = 'approved' AND c.offers_doorstep AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
     ),
     people AS (
       SELECT d.*, n FROM doorstep d CROSS JOIN LATERAL generate_series(1, 1 + d.id % 3) n
       WHERE d.shift_start IS NOT NULL
     )
     SELECT p.id AS centre_id, p.n, p.shift_start, p.shift_end, p.days_off,
       row_number() OVER (ORDER BY p.id, p.n)::int AS member_id,
       CASE WHEN p.n = 1 THEN p.owner_id
         ELSE (SELECT max(id) FROM users) + (count(*) FILTER (WHERE p.n > 1) OVER (ORDER BY p.id, p.n))::int
       END AS user_id
     FROM people p`,
  ],
  [
    "staff",
    `INSERT INTO users (id, name, email, mobile, password_hash, role, updated_at)
     SELECT user_id, 'Washer ' || user_id, 'washer' || user_id || '@bench.chamak.test',
       '9' || lpad((600000000 + user_id)::text, 9, '0'), 'not-a-real-hash', 'vendor', now()
     FROM bench_crew WHERE n > 1`,
  ],
  [
    "staff members",
    `INSERT INTO centre_members (centre_id, user_id, role)
     SELECT centre_id, user_id, 'staff' FROM bench_crew WHERE n > 1`,
  ],
  [
    "crew_members",
    `INSERT INTO crew_members (id, centre_id, user_id, kinds, shift_start, shift_end, days_off, updated_at)
     SELECT member_id, centre_id, user_id, ARRAY['washer']::"CrewKind"[], shift_start, shift_end, days_off, now()
     FROM bench_crew`,
  ],
  [
    "jobs plan",
    `CREATE TEMP TABLE bench_jobs ON COMMIT DROP AS
     WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d),
     jobs AS (
       SELECT k.centre_id, k.member_id, k.user_id, k.shift_start, today.d + day AS date, job,
         row_number() OVER (ORDER BY k.member_id, day, job) AS rn
       FROM bench_crew k CROSS JOIN today CROSS JOIN generate_series(1, 7) day CROSS JOIN generate_series(0, 1) job
       WHERE NOT (extract(dow FROM today.d + day)::int = ANY (k.days_off))
     ),
     placed AS (
       SELECT (SELECT max(id) FROM bookings) + j.rn AS id, j.centre_id, j.member_id, j.user_id,
         c.slot_minutes, c.state, c.city, c.zip, c.address, c.latitude, c.longitude,
         o.service_id, o.vehicle_type_id, o.price_paise, o.duration_minutes, o.category_name, o.sub_category_name,
         greatest(1, ceil(o.duration_minutes::numeric / c.slot_minutes))::int AS units,
         ((j.date + make_interval(mins => j.shift_start + 120 + 240 * j.job)) AT TIME ZONE 'Asia/Kolkata')
           AT TIME ZONE 'UTC' AS slot_start
       FROM jobs j JOIN centres c ON c.id = j.centre_id
       JOIN LATERAL (SELECT * FROM bench_offers o WHERE o.centre_id = j.centre_id
                     ORDER BY o.duration_minutes, o.rn LIMIT 1) o ON true
     )
     SELECT p.*, p.slot_start + make_interval(mins => p.units * p.slot_minutes) AS slot_end,
       $1::int + 1 + ((p.id::bigint * 7919) % $2::int)::int AS customer_id,
       p.latitude + (((p.id::bigint * 2654435761) % 61) - 30) * 0.001 AS job_latitude,
       p.longitude + (((p.id::bigint * 40503) % 61) - 30) * 0.001 AS job_longitude
     FROM placed p`,
  ],
  [
    "doorstep bookings",
    `INSERT INTO bookings (id, code, customer_id, centre_id, status, payment_status, payment_method, service_mode,
       slot_start, slot_end, vehicle_type_id, vehicle_number, contact_mobile, state, city, address, zip, latitude,
       longitude, washer_id, subtotal_paise, total_paise, created_at, updated_at)
     SELECT id, 'BEN' || lpad(id::text, 9, '0'), customer_id, centre_id, 'confirmed', 'captured', 'upi', 'doorstep',
       slot_start, slot_end, vehicle_type_id, 'KA 01 AB ' || lpad((id % 10000)::text, 4, '0'),
       '9' || lpad((700000000 + customer_id)::text, 9, '0'), state, city, address, zip, job_latitude,
       job_longitude, user_id, price_paise, price_paise, slot_start - interval '2 days', now()
     FROM bench_jobs`,
  ],
  [
    "doorstep booking_items",
    `INSERT INTO booking_items (id, booking_id, service_id, vehicle_type_id, category_name, sub_category_name,
       unit_price_paise, quantity, duration_minutes)
     SELECT id, id, service_id, vehicle_type_id, category_name, sub_category_name, price_paise, 1, duration_minutes
     FROM bench_jobs`,
  ],
  [
    "doorstep payments",
    `INSERT INTO payments (id, booking_id, method, state, amount_paise, razorpay_order_id, razorpay_payment_id,
       captured_at, created_at, updated_at)
     SELECT id, id, 'upi', 'captured', price_paise, 'order_bench' || lpad(id::text, 10, '0'),
       'pay_bench' || lpad(id::text, 10, '0'), slot_start - interval '2 days', slot_start - interval '2 days', now()
     FROM bench_jobs`,
  ],
  [
    "crew_holds",
    `INSERT INTO crew_holds (booking_id, leg, crew_member_id, centre_id, travel_start, work_start, work_end,
       from_latitude, from_longitude, to_latitude, to_longitude)
     SELECT id, 'doorstep', member_id, centre_id, slot_start - interval '30 minutes', slot_start, slot_end,
       job_latitude, job_longitude, job_latitude, job_longitude
     FROM bench_jobs`,
  ],
];

/**
 * Runs inside loadBookings' transaction, after it; customers are users lastVendorId + 1..customers, as there.
 * Returns rows inserted per table.
 */
export async function loadFieldCrew(
  client: pg.ClientBase,
  size: { customers: number },
  lastVendorId: number,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  const params = [lastVendorId, size.customers];
  const counts: Record<string, number> = {};
  for (const [name, sql] of STEPS) {
    const started = performance.now();
    // Integers only, inlined, as bookings.sql.ts does.
    const text = sql.replace(/\$(\d)::int/g, (_, n: string) => String(params[Number(n) - 1]));
    const result = await client.query(text);
    if (result.command === "INSERT") counts[name] = result.rowCount ?? 0;
    log(`    ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return counts;
}
