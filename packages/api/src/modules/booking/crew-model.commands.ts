import {
  ACTIVE_STATUSES,
  indiaDate,
  indiaToInstant,
  instantToIndia,
  travelMinutesFor,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import fc from "fast-check";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { onTheRoad } from "../../../test/support/crew-fixtures";
import {
  attemptCall,
  BOOKING_REFUSALS,
  countOutcome,
  failRun,
  type ModelStats,
  runStep,
} from "../../../test/support/model-run";
import { freshMemberOf } from "../../../test/support/team-fixtures";
import { currentTime, setClockOffset } from "../../lib/clock";
import { distanceKm } from "../places";

// The field crew as fast-check commands: customers book doorstep and pick & drop jobs (and visits to the centre)
// from addresses near and far, reschedule and cancel them; the centre changes its people's shifts and days off,
// runs jobs on (start, complete, a customer not there), gives a job to someone else or a sick person's day to the
// others; the clock runs. After every step the invariants below are checked against the database (crew-model.db.test.ts).

export interface CrewModel {
  bookings: { id: number; customer: number }[];
  step: number;
  /** How far the clock is set ahead: it starts at 07:00 India time on the first day, before its jobs. */
  clockMs: number;
  startMs: number;
  dates: readonly [string, string];
}

type Caller = ReturnType<typeof callerFor>;

export interface CrewWorld {
  db: Db;
  fixture: Awaited<ReturnType<typeof bookableCentre>>;
  /** The centre's people on the road: the owner (washer and driver) and a washer. */
  crew: { userId: number }[];
  customers: Caller[];
  vendor: Caller;
  visitor: Caller;
  stats: ModelStats;
  trail: string[];
}

const attempt = <T>(world: CrewWorld, label: string, call: () => Promise<T>) =>
  attemptCall(world, BOOKING_REFUSALS, label, call);

/** Where cars are: next door, 7.6 km away (35 minutes), 4 km the other way, and beyond the 8 km radius. */
const PLACES = {
  lajpat: { zip: "110024", address: "B-12 Lajpat Nagar", city: "New Delhi" },
  janpath: { zip: "110001", address: "14 Janpath", city: "New Delhi" },
  nehru: { zip: "110019", address: "C-4 Kalkaji", city: "New Delhi" },
  gurugram: { zip: "122002", address: "DLF Phase 2", city: "Gurugram" },
} as const;
type Place = keyof typeof PLACES;
const MODES = ["doorstep", "pick_drop", "at_centre"] as const;
type Mode = (typeof MODES)[number];
const TIMES = ["08:00", "09:00", "09:30", "10:00", "10:30", "11:00", "12:00", "19:30"] as const;
type Time = (typeof TIMES)[number];

/** One run: a centre offering doorstep and pick & drop with 2 bays, its owner and one washer on the road. */
export async function newWorld(db: Db, stats: ModelStats): Promise<CrewWorld> {
  const fixture = await bookableCentre(db, { doorstep: true });
  const centreId = fixture.centre.id;
  await db.crewMember.updateMany({ where: { centreId }, data: { shiftStart: 8 * 60, shiftEnd: 20 * 60 } });
  const washer = await freshMemberOf({ db }, centreId, "staff");
  await onTheRoad(db, { centreId, userId: washer.id }, ["washer"], { start: 9 * 60, end: 13 * 60 });
  const customers = await Promise.all(
    [0, 1].map(async () => callerFor(db, { token: (await signedInUser(db)).token })),
  );
  return {
    db,
    fixture,
    crew: [{ userId: fixture.owner.id }, { userId: washer.id }],
    customers,
    vendor: callerFor(db, { token: fixture.owner.token }),
    visitor: callerFor(db),
    stats,
    trail: [],
  };
}

export function emptyModel(): CrewModel {
  const now = new Date();
  const dates = [indiaDate(now, 1), indiaDate(now, 2)] as const;
  const startMs = indiaToInstant(dates[0], 7 * 60).getTime() - now.getTime();
  setClockOffset(startMs);
  return { bookings: [], step: 0, clockMs: startMs, startMs, dates };
}

type Cmd = fc.AsyncCommand<CrewModel, CrewWorld>;

const step = (model: CrewModel, world: CrewWorld, label: string, body: () => Promise<void>) =>
  runStep(model, world, label, body, checkInvariants);

class Book implements Cmd {
  constructor(
    readonly customer: number,
    readonly mode: Mode,
    readonly place: Place,
    readonly day: 0 | 1,
    readonly time: Time,
  ) {}
  check = () => true;
  async run(model: CrewModel, world: CrewWorld) {
    const date = model.dates[this.day];
    const where = PLACES[this.place];
    await step(model, world, this.toString(), async () => {
      const items = [{ serviceId: world.fixture.wash.id, quantity: 1 }];
      const answer = await attempt(world, `availability ${this.mode}`, () =>
        world.visitor.booking.availability({
          centreId: world.fixture.centre.id,
          vehicleTypeId: world.fixture.vehicleType.id,
          items,
          date,
          serviceMode: this.mode,
          ...where,
        }),
      );
      const offered =
        answer.ok && answer.value.slots.some((slot) => slot.time === this.time && slot.available);
      const caller = world.customers[this.customer] as Caller;
      const placed = await attempt(world, `book ${this.mode}`, async () => {
        const request = bookingRequest(world.fixture, { date, time: this.time });
        return (await caller.booking.create({ ...request, ...where, serviceMode: this.mode, items })).id;
      });
      if (placed.ok) {
        if (!offered) failRun(world, `${this} was booked, though availability did not offer it`);
        model.bookings.push({ id: placed.value, customer: this.customer });
      } else if (offered && placed.code !== "TOO_MANY_REQUESTS") {
        failRun(world, `availability offered ${this}, then booking refused it: ${placed.code}`);
      }
    });
  }
  toString = () => `book(c${this.customer} ${this.mode} ${this.place} d${this.day} ${this.time})`;
}

abstract class OnBooking implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<CrewModel>) => model.bookings.length > 0;
  protected booking(model: CrewModel) {
    return model.bookings[this.pick % model.bookings.length] as CrewModel["bookings"][number];
  }
  abstract run(model: CrewModel, world: CrewWorld): Promise<void>;
  abstract toString(): string;
}

class Reschedule extends OnBooking {
  constructor(
    pick: number,
    readonly day: 0 | 1,
    readonly time: Time,
  ) {
    super(pick);
  }
  async run(model: CrewModel, world: CrewWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      const caller = world.customers[booking.customer] as Caller;
      await attempt(world, "reschedule", () =>
        caller.booking.reschedule({ bookingId: booking.id, date: model.dates[this.day], time: this.time }),
      );
    });
  }
  toString = () => `reschedule(#${this.pick}, d${this.day} ${this.time})`;
}

class Cancel extends OnBooking {
  async run(model: CrewModel, world: CrewWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      const caller = world.customers[booking.customer] as Caller;
      await attempt(world, "cancel", () => caller.booking.cancel({ bookingId: booking.id }));
    });
  }
  toString = () => `cancel(#${this.pick})`;
}

/** The centre changes a person's shift or days off, as the console's crew list shows them (jobs stay theirs). */
class ChangeShift implements Cmd {
  constructor(
    readonly person: 0 | 1,
    readonly start: "08:00" | "10:00",
    readonly end: "12:00" | "20:00",
    readonly dayOff: number | null,
  ) {}
  check = () => true;
  async run(model: CrewModel, world: CrewWorld) {
    await step(model, world, this.toString(), async () => {
      const userId = (world.crew[this.person] as { userId: number }).userId;
      const shown = (await world.vendor.crew.list()).find((person) => person.userId === userId);
      if (!shown) failRun(world, `crew member ${userId} is missing from the list`);
      await attempt(world, "shift", () =>
        world.vendor.crew.save({
          userId,
          kinds: shown.kinds,
          shiftStart: this.start,
          shiftEnd: this.end,
          daysOff: this.dayOff === null ? [] : [this.dayOff],
          version: shown.version,
        }),
      );
    });
  }
  toString = () => `shift(p${this.person} ${this.start}-${this.end} off ${this.dayOff ?? "none"})`;
}

/** The next step of running a job on, from where it stands: confirm a request, start it, complete it. */
const NEXT_ACTION = {
  requested: "confirm",
  paid: "confirm",
  confirmed: "start",
  in_progress: "complete",
} as const;

/** The centre runs a job on a step, marks a customer who was not there, or cancels. */
class CentreActs extends OnBooking {
  constructor(
    pick: number,
    readonly action: "run on" | "no_show" | "cancel",
  ) {
    super(pick);
  }
  async run(model: CrewModel, world: CrewWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      const { status } = await world.db.booking.findUniqueOrThrow({
        where: { id: booking.id },
        select: { status: true },
      });
      const action = this.action === "run on" ? NEXT_ACTION[status as keyof typeof NEXT_ACTION] : this.action;
      if (!action) return;
      await attempt(world, `centre ${action}`, () =>
        world.vendor.centreBookings.act({ bookingId: booking.id, action }),
      );
    });
  }
  toString = () => `centre(#${this.pick} ${this.action})`;
}

/** The dispatcher gives one booking's jobs to a person; when it succeeds every leg of it is theirs. */
class Reassign extends OnBooking {
  constructor(
    pick: number,
    readonly person: 0 | 1,
  ) {
    super(pick);
  }
  async run(model: CrewModel, world: CrewWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      const userId = (world.crew[this.person] as { userId: number }).userId;
      const given = await attempt(world, "reassign", () =>
        world.vendor.centreBookings.reassignCrew({ bookingId: booking.id, userId }),
      );
      if (!given.ok) return;
      const member = await crewMemberId(world, userId);
      const holders = await world.db.crewHold.findMany({
        where: { bookingId: booking.id },
        select: { crewMemberId: true },
      });
      if (holders.length === 0 || holders.some((hold) => hold.crewMemberId !== member)) {
        failRun(world, `${this} succeeded, but booking ${booking.id} is held by ${JSON.stringify(holders)}`);
      }
    });
  }
  toString = () => `reassign(#${this.pick} to p${this.person})`;
}

/**
 * A person off sick for a day: their jobs that day not yet set out for go to others, or are listed as kept; none
 * moved is still theirs, and none not listed is left with them.
 */
class SickDay implements Cmd {
  constructor(
    readonly person: 0 | 1,
    readonly day: 0 | 1,
  ) {}
  check = () => true;
  async run(model: CrewModel, world: CrewWorld) {
    await step(model, world, this.toString(), async () => {
      const userId = (world.crew[this.person] as { userId: number }).userId;
      const date = model.dates[this.day];
      const outcome = await attempt(world, "sick day", () =>
        world.vendor.centreBookings.reassignDay({ userId, date }),
      );
      if (!outcome.ok) return;
      if (outcome.value.moved.length > 0) countOutcome(world.stats, "sick day", "moved a job");
      const member = await crewMemberId(world, userId);
      const stillTheirs = await world.db.crewHold.findMany({
        where: {
          crewMemberId: member,
          workStart: { gte: indiaToInstant(date, 0), lt: indiaToInstant(date, 24 * 60) },
          travelStart: { gt: currentTime() },
          booking: { status: { in: ACTIVE_STATUSES.filter((status) => status !== "in_progress") } },
        },
        select: { bookingId: true },
      });
      const kept = new Set(outcome.value.kept.map((job) => job.bookingId));
      const left = stillTheirs.filter((hold) => !kept.has(hold.bookingId));
      if (left.length > 0) {
        failRun(world, `${this} left bookings ${left.map((hold) => hold.bookingId)} with p${this.person}`);
      }
    });
  }
  toString = () => `sick(p${this.person} d${this.day})`;
}

async function crewMemberId(world: CrewWorld, userId: number): Promise<number> {
  const member = await world.db.crewMember.findUniqueOrThrow({
    where: { centreId_userId: { centreId: world.fixture.centre.id, userId } },
    select: { id: true },
  });
  return member.id;
}

class Clock implements Cmd {
  constructor(readonly hours: number) {}
  check = (model: Readonly<CrewModel>) => model.clockMs - model.startMs < 30 * 3_600_000;
  async run(model: CrewModel, world: CrewWorld) {
    await step(model, world, this.toString(), async () => {
      model.clockMs += this.hours * 3_600_000;
      setClockOffset(model.clockMs);
    });
  }
  toString = () => `clock(+${this.hours}h)`;
}

const pick = fc.nat(50);
const day = fc.constantFrom<0 | 1>(0, 1);
const time = fc.constantFrom(...TIMES);
const book = fc
  .tuple(
    fc.integer({ min: 0, max: 1 }),
    fc.constantFrom<Mode>("doorstep", "doorstep", "pick_drop", "at_centre"),
    fc.constantFrom<Place>("lajpat", "lajpat", "janpath", "nehru", "gurugram"),
    day,
    time,
  )
  .map(([c, m, p, d, t]) => new Book(c, m, p, d, t));

/** Hours pass: the first day's jobs come due to start, or pass with nobody there, and then the second day's. */
const clock = fc.constantFrom(1, 3, 12).map((h) => new Clock(h));

const centreActs = fc
  .tuple(pick, fc.constantFrom<CentreActs["action"]>("run on", "run on", "run on", "no_show", "cancel"))
  .map(([p, a]) => new CentreActs(p, a));

/**
 * A run every test starts with, so that each reaches what the test counts whatever the seed: a doorstep job given
 * to the washer, the washer off sick that day (it goes back to the owner), the washer booked again at that time,
 * a third customer at it refused (both are busy), and a pick & drop the next day.
 */
export const coverageExample = (): Cmd[] => [
  new Book(0, "doorstep", "lajpat", 0, "10:00"),
  new Reassign(0, 1),
  new SickDay(1, 0),
  new Book(1, "doorstep", "lajpat", 0, "10:00"),
  new Book(0, "doorstep", "lajpat", 0, "10:00"),
  new Book(1, "pick_drop", "lajpat", 1, "12:00"),
];

/** Booking is listed most often: the crew's days fill up, and the other commands act on full days. */
export const allCommands = [
  book,
  book,
  book,
  book,
  fc.tuple(pick, day, time).map(([p, d, t]) => new Reschedule(p, d, t)),
  pick.map((p) => new Cancel(p)),
  fc
    .tuple(
      fc.constantFrom<0 | 1>(0, 1),
      fc.constantFrom<"08:00" | "10:00">("08:00", "10:00"),
      fc.constantFrom<"12:00" | "20:00">("12:00", "20:00"),
      fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    )
    .map(([p, s, e, o]) => new ChangeShift(p, s, e, o)),
  clock,
  clock,
  centreActs,
  centreActs,
  fc.tuple(pick, fc.constantFrom<0 | 1>(0, 1)).map(([p, who]) => new Reassign(p, who)),
  fc.tuple(fc.constantFrom<0 | 1>(0, 1), day).map(([who, d]) => new SickDay(who, d)),
];

interface HoldRow {
  bookingId: number;
  leg: string;
  crewMemberId: number;
  travelStart: Date;
  workStart: Date;
  workEnd: Date;
  fromLatitude: number;
  fromLongitude: number;
  toLatitude: number;
  toLongitude: number;
}

const MINUTE = 60_000;
const from = (hold: HoldRow) => ({ latitude: hold.fromLatitude, longitude: hold.fromLongitude });
const to = (hold: HoldRow) => ({ latitude: hold.toLatitude, longitude: hold.toLongitude });

/**
 * After every step:
 * 1. nobody holds overlapping time, travel included, and every hold starts its travel early enough to come from
 *    where that person's previous stop of the day ended (or from the centre, their base), and after it;
 * 2. a live doorstep job holds one washer for exactly its slot and no bay; a live pick & drop holds a bay for its
 *    slot and a driver who brings the car by its start and takes it back from its end; a booking at the centre
 *    holds nobody; a cancelled or expired one holds nothing;
 * 3. every doorstep or pick & drop job is within the centre's 8 km.
 * (That availability offers a time exactly when booking it succeeds is checked by each Book step.)
 */
export async function checkInvariants(_model: CrewModel, world: CrewWorld) {
  const { db } = world;
  const centreId = world.fixture.centre.id;
  const centre = {
    latitude: world.fixture.centre.latitude ?? 0,
    longitude: world.fixture.centre.longitude ?? 0,
  };
  world.stats.invariantChecks += 1;

  const holds: HoldRow[] = await db.crewHold.findMany({ where: { centreId }, orderBy: { workStart: "asc" } });
  const byPerson = new Map<number, HoldRow[]>();
  for (const hold of holds)
    byPerson.set(hold.crewMemberId, [...(byPerson.get(hold.crewMemberId) ?? []), hold]);
  for (const [person, own] of byPerson) {
    own.forEach((hold, index) => {
      const previous = own[index - 1];
      const sameDay =
        previous && instantToIndia(previous.workStart).date === instantToIndia(hold.workStart).date;
      if (previous && previous.workEnd > hold.travelStart) {
        failRun(
          world,
          `person ${person} is held by bookings ${previous.bookingId} and ${hold.bookingId} at once`,
        );
      }
      const origin = sameDay && previous ? to(previous) : centre;
      const needed = travelMinutesFor(distanceKm(origin, from(hold))) * MINUTE;
      if (hold.workStart.getTime() - hold.travelStart.getTime() < needed) {
        failRun(
          world,
          `person ${person} has too little time to reach booking ${hold.bookingId} (${hold.leg})`,
        );
      }
    });
  }

  const bookings = await db.booking.findMany({
    where: { centreId },
    select: {
      id: true,
      status: true,
      serviceMode: true,
      slotStart: true,
      slotEnd: true,
      latitude: true,
      longitude: true,
      reservations: true,
    },
  });
  for (const booking of bookings) {
    const own = holds.filter((hold) => hold.bookingId === booking.id);
    const legs = own
      .map((hold) => hold.leg)
      .sort()
      .join(",");
    const live = ACTIVE_STATUSES.includes(booking.status);
    const released = booking.status === "cancelled" || booking.status === "expired";
    if (released && (own.length > 0 || booking.reservations.length > 0)) {
      failRun(world, `${booking.status} booking ${booking.id} still holds ${legs || "a bay"}`);
    }
    if (!live) continue;
    const slot = (hold: { workStart: Date; workEnd: Date } | undefined) =>
      hold ? `${hold.workStart.toISOString()}-${hold.workEnd.toISOString()}` : "none";
    if (booking.serviceMode === "doorstep") {
      const washer = own[0];
      if (
        legs !== "doorstep" ||
        slot(washer) !== slot({ workStart: booking.slotStart, workEnd: booking.slotEnd })
      ) {
        failRun(world, `doorstep booking ${booking.id} holds ${legs || "nobody"} for ${slot(washer)}`);
      }
      if (booking.reservations.length > 0) failRun(world, `doorstep booking ${booking.id} holds a bay`);
    } else if (booking.serviceMode === "pick_drop") {
      const pickup = own.find((hold) => hold.leg === "pickup");
      const back = own.find((hold) => hold.leg === "return");
      if (
        legs !== "pickup,return" ||
        pickup?.workEnd.getTime() !== booking.slotStart.getTime() ||
        back?.workStart.getTime() !== booking.slotEnd.getTime() ||
        booking.reservations.length !== 1
      ) {
        failRun(
          world,
          `pick & drop booking ${booking.id} holds ${legs || "nobody"} and ${booking.reservations.length} bays`,
        );
      }
    } else if (own.length > 0) {
      failRun(world, `booking ${booking.id} at the centre holds ${legs}`);
    }
    if (booking.serviceMode !== "at_centre") {
      if (booking.latitude === null || booking.longitude === null) {
        failRun(world, `${booking.serviceMode} booking ${booking.id} has no place`);
      }
      const km = distanceKm(centre, { latitude: booking.latitude, longitude: booking.longitude });
      if (km > 8) failRun(world, `${booking.serviceMode} booking ${booking.id} is ${km.toFixed(1)} km away`);
    }
  }
}
