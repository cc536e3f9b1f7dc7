import type { CentreRole } from "@chamak/contracts";
import {
  type DashboardDay,
  type DashboardOutput,
  type DashboardRangeInput,
  indiaToInstant,
  instantToIndia,
  type VendorMe,
  weekdayOfDate,
} from "@chamak/contracts";
import type { BookingStatus, Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { scheduleOn, scheduleVersions } from "../centre";
import { deriveBookingMoney, totalsOf } from "../ledger";
import { listBranches } from "../team";

/** Bookings that happened or will: not cancelled, expired, or still waiting for an online payment. */
const BOOKED: readonly BookingStatus[] = [
  "requested",
  "paid",
  "confirmed",
  "in_progress",
  "completed",
  "no_show",
];
/** Bookings whose cash, still uncollected, the centre expects. */
const CASH_EXPECTED: readonly BookingStatus[] = [
  "requested",
  "paid",
  "confirmed",
  "in_progress",
  "completed",
];

const DAY_MS = 24 * 60 * 60 * 1000;

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * A centre's numbers for a range of Indian days, by the day of the slot: bookings and revenue per day,
 * revenue per service, counts per status, and bay occupancy (reserved bay-units
 * over open slot units × bays, from the opening hours and bay count in force on each day). Only ever the given
 * centre.
 */
export async function centreDashboard(
  db: Db,
  centreId: number,
  range: DashboardRangeInput,
): Promise<DashboardOutput> {
  const from = indiaToInstant(range.from, 0);
  const to = indiaToInstant(range.to, 24 * 60);
  const [centre, bookings, reservations] = await Promise.all([
    db.centre.findUnique({
      where: { id: centreId },
      select: { slotMinutes: true, bays: true, openingHours: true },
    }),
    db.booking.findMany({
      where: { centreId, slotStart: { gte: from, lt: to } },
      select: {
        id: true,
        status: true,
        paymentMethod: true,
        paymentStatus: true,
        totalPaise: true,
        slotStart: true,
        ledger: { select: { kind: true, amountPaise: true } },
        items: {
          select: {
            serviceId: true,
            categoryName: true,
            subCategoryName: true,
            unitPricePaise: true,
            quantity: true,
          },
        },
      },
    }),
    db.bayReservation.findMany({
      where: { centreId, slotStart: { gte: from, lt: to } },
      select: { slotStart: true, slotEnd: true },
    }),
  ]);
  if (!centre) throw new DomainError("NOT_FOUND", "ownCentreNotFound");

  // Each day's capacity from the schedule in force that day, so changing today's bays or hours leaves the past.
  const versions = await scheduleVersions(db, centreId, range.to);
  const current = { bays: centre.bays, slotMinutes: centre.slotMinutes, hours: centre.openingHours };
  const slotMinutesOn = (date: string) => scheduleOn(versions, date, current).slotMinutes;
  const days = new Map<string, DashboardDay>(
    datesBetween(range.from, range.to).map((date) => {
      const schedule = scheduleOn(versions, date, current);
      const day = schedule.hours.find((hours) => hours.weekday === weekdayOfDate(date));
      const openUnits =
        day && !day.closed ? Math.max(0, Math.floor((day.closesAt - day.opensAt) / schedule.slotMinutes)) : 0;
      const capacityUnits = openUnits * schedule.bays;
      return [date, { date, bookings: 0, revenuePaise: 0, reservedUnits: 0, capacityUnits, occupancy: null }];
    }),
  );

  const statusCounts = new Map<BookingStatus, number>();
  const services = new Map<
    number,
    { serviceId: number; name: string; bookings: number; revenuePaise: number }
  >();
  let cashDuePaise = 0;
  for (const booking of bookings) {
    statusCounts.set(booking.status, (statusCounts.get(booking.status) ?? 0) + 1);
    const day = days.get(instantToIndia(booking.slotStart).date);
    if (!day) continue;
    if (BOOKED.includes(booking.status)) day.bookings += 1;
    const money = deriveBookingMoney(totalsOf(booking.ledger));
    if (booking.paymentMethod === "cash" && money.cashPaise === 0 && CASH_EXPECTED.includes(booking.status)) {
      cashDuePaise += money.duePaise;
    }
    // Revenue is the money the ledger says is kept: paid online or in cash, less refunds made or under way.
    if (money.heldPaise <= 0) continue;
    day.revenuePaise += money.heldPaise;
    // A service's share of a partly refunded booking shrinks with it (by its share of the booking's value).
    const kept = money.duePaise > 0 ? Math.min(1, money.heldPaise / money.duePaise) : 0;
    const seen = new Set<number>();
    for (const item of booking.items) {
      // A plan's month is no catalogue service (wash-plans has its own numbers).
      if (item.serviceId === null) continue;
      const entry = services.get(item.serviceId) ?? {
        serviceId: item.serviceId,
        name: `${item.categoryName} — ${item.subCategoryName}`,
        bookings: 0,
        revenuePaise: 0,
      };
      entry.revenuePaise += Math.round(item.unitPricePaise * item.quantity * kept);
      if (!seen.has(item.serviceId)) entry.bookings += 1;
      seen.add(item.serviceId);
      services.set(item.serviceId, entry);
    }
  }
  // A reservation is one time range per booking: counted in its day's slot units (a started unit is whole, as
  // when booking), like that day's capacity.
  for (const reservation of reservations) {
    const date = instantToIndia(reservation.slotStart).date;
    const day = days.get(date);
    const held = reservation.slotEnd.getTime() - reservation.slotStart.getTime();
    if (day) day.reservedUnits += Math.ceil(held / (slotMinutesOn(date) * 60_000));
  }

  const byDay = [...days.values()].map((day) => ({
    ...day,
    occupancy: day.capacityUnits > 0 ? Math.min(1, day.reservedUnits / day.capacityUnits) : null,
  }));
  const reservedUnits = byDay.reduce((sum, day) => sum + day.reservedUnits, 0);
  const capacityUnits = byDay.reduce((sum, day) => sum + day.capacityUnits, 0);
  return {
    from: range.from,
    to: range.to,
    totals: {
      bookings: byDay.reduce((sum, day) => sum + day.bookings, 0),
      revenuePaise: byDay.reduce((sum, day) => sum + day.revenuePaise, 0),
      cashDuePaise,
      reservedUnits,
      capacityUnits,
      occupancy: capacityUnits > 0 ? Math.min(1, reservedUnits / capacityUnits) : null,
    },
    byDay,
    byService: [...services.values()].sort(
      (a, b) => b.revenuePaise - a.revenuePaise || a.serviceId - b.serviceId,
    ),
    byStatus: [...statusCounts.entries()]
      .map(([status, count]) => ({ status, count }))
      .sort((a, b) => b.count - a.count),
    allBranches: null,
  };
}

/**
 * Who is signed in, the state of the centre the request is about and their role there, for the console header,
 * the status banner and the navigation; and all their centres, for the branch switcher.
 */
export async function vendorMe(
  db: Db,
  user: { id: number; name: string; email: string },
  centre: { id: number; role: CentreRole },
): Promise<VendorMe> {
  const centreId = centre.id;
  const [row, branches] = await Promise.all([
    db.centre.findUniqueOrThrow({
      where: { id: centreId },
      select: {
        id: true,
        name: true,
        city: true,
        status: true,
        statusReason: true,
        approvedAt: true,
        _count: { select: { services: { where: { deletedAt: null } } } },
      },
    }),
    listBranches(db, user.id),
  ]);
  const { _count, ...rest } = row;
  return {
    user: { id: user.id, name: user.name, email: user.email },
    centre: { ...rest, serviceCount: _count.services, role: centre.role },
    branches,
  };
}
