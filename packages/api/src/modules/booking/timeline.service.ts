import { formatMinutes, indiaToInstant, type Timeline, weekdayOfDate } from "@chamak/contracts";
import { type Db, type LedgerKind, type PaymentMethod, Prisma } from "@chamak/db";
import { utcTimestamp } from "../../lib/sql-timestamp";
import { deriveBookingMoney, paymentStatusOf, totalsOf } from "../ledger";
import { blockOverlaps, loadBookableCentreWith, reservationOverlaps } from "./schedule";
import { hoursOn } from "./slots";

interface TimelineRow {
  id: number;
  code: string;
  bay: number;
  start: number;
  end: number;
  status: Timeline["bookings"][number]["status"];
  paymentMethod: PaymentMethod;
  walkIn: boolean;
  customerName: string;
  vehicleNumber: string;
  items: { name: string; quantity: number }[];
  ledger: { kind: LedgerKind; amountPaise: number }[];
  updatedAt: number;
  /** The team member assigned to wash it (centreBookings.assignWasher). */
  washerName: string | null;
}

interface BlockRow {
  id: number;
  bay: number;
  start: number;
  end: number;
  reason: string;
}

interface CrewLaneRow {
  userId: number;
  name: string;
  kinds: ("washer" | "driver")[];
  shiftStart: number;
  shiftEnd: number;
  daysOff: number[];
  jobs: {
    bookingId: number;
    code: string;
    leg: "doorstep" | "pickup" | "return";
    travelStart: number;
    workStart: number;
    workEnd: number;
    status: TimelineRow["status"];
    customerName: string;
    address: string;
    zip: string;
    updatedAt: number;
  }[];
}

const epochMs = (column: string) => Prisma.raw(`(extract(epoch FROM ${column}) * 1000)::bigint`);

/**
 * Columns for loadBookableCentreWith: the day's bay reservations with their bookings (items and ledger totals
 * per booking) and the day's bay blocks, so the whole timeline is one statement.
 */
const dayColumns = (from: Date, to: Date) => [
  Prisma.sql`ARRAY(
    SELECT json_build_object('id', b.id, 'code', b.code, 'bay', r.bay,
      'start', ${epochMs("r.slot_start")}, 'end', ${epochMs("r.slot_end")},
      'status', b.status, 'paymentMethod', b.payment_method, 'walkIn', b.walk_in,
      'customerName', u.name, 'vehicleNumber', b.vehicle_number, 'updatedAt', ${epochMs("b.updated_at")},
      'washerName', (SELECT w.name FROM users w WHERE w.id = b.washer_id),
      'items', (SELECT coalesce(json_agg(json_build_object('name', i.sub_category_name, 'quantity', i.quantity)
                                         ORDER BY i.id), '[]'::json)
                FROM booking_items i WHERE i.booking_id = b.id),
      'ledger', (SELECT coalesce(json_agg(json_build_object('kind', t.kind, 'amountPaise', t.amount)), '[]'::json)
                 FROM (SELECT e.kind, sum(e.amount_paise)::int AS amount FROM ledger_entries e
                       WHERE e.booking_id = b.id GROUP BY e.kind) t))
    FROM bay_reservations r JOIN bookings b ON b.id = r.booking_id JOIN users u ON u.id = b.customer_id
    WHERE r.centre_id = c.id AND ${reservationOverlaps(from, to)}
    ORDER BY r.slot_start, r.bay) AS bookings`,
  Prisma.sql`ARRAY(
    SELECT json_build_object('id', k.id, 'bay', k.bay, 'start', ${epochMs("k.starts_at")},
      'end', ${epochMs("k.ends_at")}, 'reason', k.reason)
    FROM bay_blocks k WHERE k.centre_id = c.id AND ${blockOverlaps(from, to)}
    ORDER BY k.starts_at, k.bay) AS blocks`,
  // The washers and drivers, each with the day's holds (crew_holds) and the bookings they are for.
  Prisma.sql`ARRAY(
    SELECT json_build_object('userId', m.user_id, 'name', u.name, 'kinds', m.kinds, 'shiftStart', m.shift_start,
      'shiftEnd', m.shift_end, 'daysOff', coalesce(m.days_off, '{}'),
      'jobs', ARRAY(
        SELECT json_build_object('bookingId', b.id, 'code', b.code, 'leg', h.leg,
          'travelStart', ${epochMs("h.travel_start")}, 'workStart', ${epochMs("h.work_start")},
          'workEnd', ${epochMs("h.work_end")}, 'status', b.status, 'customerName', cu.name,
          'address', b.address, 'zip', b.zip, 'updatedAt', ${epochMs("b.updated_at")})
        FROM crew_holds h JOIN bookings b ON b.id = h.booking_id JOIN users cu ON cu.id = b.customer_id
        WHERE h.crew_member_id = m.id
          AND tsrange(h.travel_start, h.work_end) && tsrange(${utcTimestamp(from)}, ${utcTimestamp(to)})
        ORDER BY h.work_start))
    FROM crew_members m JOIN users u ON u.id = m.user_id
    WHERE m.centre_id = c.id ORDER BY m.id) AS crew`,
];

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** "Foam Wash, Wax Polish × 2". */
const servicesShort = (items: TimelineRow["items"]) =>
  items.map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name)).join(", ");

/**
 * A centre's day for its Today page: its bays, hours and breaks that date, every booking holding a bay some time
 * that day (cancelled and expired bookings hold none) with its payment state from the ledger, the bay blocks,
 * and a lane for each washer and driver with the jobs they hold that day (doorstep jobs hold no bay).
 */
export async function centreTimeline(db: Db, centreId: number, date: string): Promise<Timeline> {
  const from = indiaToInstant(date, 0);
  const to = indiaToInstant(date, 24 * 60);
  const { centre, extra } = await loadBookableCentreWith<{
    bookings: TimelineRow[];
    blocks: BlockRow[];
    crew: CrewLaneRow[];
  }>({ pool: db }, centreId, dayColumns(from, to), { anyStatus: true });
  const { schedule } = centre;
  const day = hoursOn(schedule, date);
  const closed = !day || day.closed;
  const weekday = weekdayOfDate(date);
  return {
    date,
    bays: schedule.bays,
    slotMinutes: schedule.slotMinutes,
    closed,
    opensAt: closed ? 0 : day.opensAt,
    closesAt: closed ? 0 : day.closesAt,
    breaks: closed
      ? []
      : schedule.breaks
          .filter((b) => b.weekday === null || b.weekday === weekday)
          .map(({ startsAt, endsAt }) => ({ startsAt, endsAt }))
          .sort((a, b) => a.startsAt - b.startsAt),
    bookings: extra.bookings.map((row) => ({
      id: row.id,
      code: row.code,
      bay: row.bay,
      slotStart: new Date(row.start),
      slotEnd: new Date(row.end),
      status: row.status,
      paymentStatus: paymentStatusOf(deriveBookingMoney(totalsOf(row.ledger)), row.paymentMethod),
      walkIn: row.walkIn,
      customerFirstName: firstName(row.customerName),
      vehicleNumber: row.vehicleNumber,
      services: servicesShort(row.items),
      washerName: row.washerName,
      updatedAt: new Date(row.updatedAt),
    })),
    blocks: extra.blocks.map((row) => ({
      id: row.id,
      bay: row.bay,
      startsAt: new Date(row.start),
      endsAt: new Date(row.end),
      reason: row.reason,
    })),
    crew: extra.crew.map((lane) => {
      const off = lane.daysOff.includes(weekday);
      return {
        userId: lane.userId,
        name: lane.name,
        kinds: lane.kinds,
        shiftStart: off ? null : formatMinutes(lane.shiftStart),
        shiftEnd: off ? null : formatMinutes(lane.shiftEnd),
        jobs: lane.jobs.map((job) => ({
          bookingId: job.bookingId,
          code: job.code,
          leg: job.leg,
          travelStart: new Date(job.travelStart),
          workStart: new Date(job.workStart),
          workEnd: new Date(job.workEnd),
          status: job.status,
          customerFirstName: firstName(job.customerName),
          place: `${job.address} (${job.zip})`,
          updatedAt: new Date(job.updatedAt),
        })),
      };
    }),
  };
}
