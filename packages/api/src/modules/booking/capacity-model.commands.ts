import { ACTIVE_STATUSES, indiaDate, indiaToInstant, instantToIndia, parseTime } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import fc from "fast-check";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { newMobile } from "../../../test/support/mobiles";
import {
  attemptCall,
  BOOKING_REFUSALS,
  failRun,
  type ModelStats,
  runStep,
} from "../../../test/support/model-run";
import { setClockOffset } from "../../lib/clock";
import { loadBookableCentre } from "./schedule";
import { bookingDuration } from "./slot-move";
import { startTimesOn } from "./slots";

// The capacity state machine (bays held by bookings, walk-ins, moves and blocks) as fast-check commands: every
// actor (customers, the centre at its counter and on its timeline and calendar, the clock) acts in any order,
// and the invariants are checked after every step against the database (capacity-model.db.test.ts).

/** What the model knows: the bookings made, the bay blocks and when each was placed, and the clock. */
export interface CapacityModel {
  /** `customer`: index of the online customer who made it, null for a walk-in (made at the counter). */
  bookings: { id: number; customer: number | null }[];
  /** Bay blocks with the step they were made at. */
  blocks: { bay: number; start: number; end: number; step: number }[];
  /** Booking id → the step it was last put on a bay and time (made, rescheduled or moved). */
  placedAt: Map<number, number>;
  step: number;
  clockMs: number;
  /** The two India dates the run books on: tomorrow and the day after, as the run began. */
  dates: readonly [string, string];
}

type Caller = ReturnType<typeof callerFor>;

export interface CapacityWorld {
  db: Db;
  fixture: Awaited<ReturnType<typeof bookableCentre>>;
  bays: number;
  customers: Caller[];
  vendor: Caller;
  visitor: Caller;
  stats: ModelStats;
  trail: string[];
}

/** Runs a call; a refusal by the rules is an answer like any other, anything else fails the run. */
const attempt = <T>(world: CapacityWorld, label: string, call: () => Promise<T>) =>
  attemptCall(world, BOOKING_REFUSALS, label, call);

/** One run: a fresh centre with `bays` bays open 08:00–20:00 in 30-minute slots, two customers. */
export async function newWorld(db: Db, stats: ModelStats, bays: number): Promise<CapacityWorld> {
  const fixture = await bookableCentre(db, { bays });
  const customers = await Promise.all(
    [0, 1].map(async () => callerFor(db, { token: (await signedInUser(db)).token })),
  );
  return {
    db,
    fixture,
    bays,
    customers,
    vendor: callerFor(db, { token: fixture.owner.token }),
    visitor: callerFor(db),
    stats,
    trail: [],
  };
}

export function emptyModel(): CapacityModel {
  setClockOffset(0);
  const now = new Date();
  return {
    bookings: [],
    blocks: [],
    placedAt: new Map(),
    step: 0,
    clockMs: 0,
    dates: [indiaDate(now, 1), indiaDate(now, 2)],
  };
}

type Cmd = fc.AsyncCommand<CapacityModel, CapacityWorld>;

/** Mostly starts the centre allows, crowded into one morning; 07:30 (closed), 10:15 (off the grid) and 19:30 (a
 * polish runs past closing) are refused. */
const TIMES = ["07:30", "09:00", "09:30", "10:00", "10:15", "10:30", "11:00", "19:30"] as const;
type Time = (typeof TIMES)[number];
const SERVICES = ["wash", "polish"] as const;
type Service = (typeof SERVICES)[number];

const step = (model: CapacityModel, world: CapacityWorld, label: string, body: () => Promise<void>) =>
  runStep(model, world, label, body, checkInvariants);

const cartOf = (world: CapacityWorld, service: Service) => [
  { serviceId: world.fixture[service].id, quantity: 1 },
];

/**
 * Whether availability offers `time` on `date` for the cart, or null when it answers nothing for the date (in
 * the past by now, or beyond the horizon).
 */
async function offered(world: CapacityWorld, date: string, time: Time, service: Service) {
  const answer = await attempt(world, "availability", () =>
    world.visitor.booking.availability({
      centreId: world.fixture.centre.id,
      vehicleTypeId: world.fixture.vehicleType.id,
      date,
      items: cartOf(world, service),
    }),
  );
  if (!answer.ok) return null;
  return answer.value.slots.some((slot) => slot.time === time && slot.available);
}

/**
 * A booking just put on a bay and time: its start is one the calendar allows now (open date, inside the hours,
 * across no break), and it is on no bay block (blocks made before it; checked in checkInvariants).
 */
async function checkPlacement(model: CapacityModel, world: CapacityWorld, bookingId: number, newTime = true) {
  model.placedAt.set(bookingId, model.step);
  const reservation = await world.db.bayReservation.findFirst({ where: { bookingId } });
  if (!reservation) failRun(world, `booking ${bookingId} was placed but holds no bay`);
  // Moved to another bay at its own time: the time was checked when it was set (a break added since may
  // cover it now, and the centre may still shift it between bays).
  if (!newTime) return;
  const centre = await loadBookableCentre({ pool: world.db }, world.fixture.centre.id);
  const { date, minutes } = instantToIndia(reservation.slotStart);
  const duration = await world.db.$transaction((tx) => bookingDuration(tx, bookingId));
  if (!startTimesOn(centre.schedule, date, duration).includes(minutes)) {
    failRun(
      world,
      `booking ${bookingId} was placed at ${date} ${minutes} min, outside the hours or in a break`,
    );
  }
}

/** Placing through the booking rules: the slot was offered exactly when the booking was taken. */
async function placeChecked(
  model: CapacityModel,
  world: CapacityWorld,
  label: string,
  slot: { date: string; time: Time; service: Service },
  place: () => Promise<number>,
  customer: number | null,
) {
  const wasOffered = await offered(world, slot.date, slot.time, slot.service);
  const placed = await attempt(world, label, place);
  if (placed.ok) {
    if (wasOffered === false)
      failRun(world, `${label} took ${slot.date} ${slot.time}, which availability did not offer`);
    model.bookings.push({ id: placed.value, customer });
    await checkPlacement(model, world, placed.value);
  } else if (wasOffered === true && placed.code !== "TOO_MANY_REQUESTS") {
    failRun(
      world,
      `availability offered ${slot.date} ${slot.time} (${slot.service}), then ${label} refused it: ${placed.code}`,
    );
  }
}

class Book implements Cmd {
  constructor(
    readonly customer: number,
    readonly day: 0 | 1,
    readonly time: Time,
    readonly service: Service,
  ) {}
  check = () => true;
  async run(model: CapacityModel, world: CapacityWorld) {
    const date = model.dates[this.day];
    await step(model, world, this.toString(), () =>
      placeChecked(
        model,
        world,
        "book",
        { date, time: this.time, service: this.service },
        async () => {
          const request = bookingRequest(world.fixture, { date, time: this.time });
          const caller = world.customers[this.customer] as Caller;
          return (await caller.booking.create({ ...request, items: cartOf(world, this.service) })).id;
        },
        this.customer,
      ),
    );
  }
  toString = () => `book(c${this.customer}, d${this.day} ${this.time} ${this.service})`;
}

class WalkIn implements Cmd {
  constructor(
    readonly day: 0 | 1,
    readonly time: Time,
    readonly service: Service,
  ) {}
  check = () => true;
  async run(model: CapacityModel, world: CapacityWorld) {
    const date = model.dates[this.day];
    await step(model, world, this.toString(), () =>
      placeChecked(
        model,
        world,
        "walk-in",
        { date, time: this.time, service: this.service },
        async () => {
          const made = await world.vendor.walkIns.create({
            mobile: newMobile("6"),
            name: "Counter Customer",
            vehicleTypeId: world.fixture.vehicleType.id,
            vehicleNumber: "DL 3C AB 1234",
            items: cartOf(world, this.service),
            date,
            time: this.time,
            paymentMethod: "cash",
          });
          return made.booking.id;
        },
        null,
      ),
    );
  }
  toString = () => `walkIn(d${this.day} ${this.time} ${this.service})`;
}

abstract class OnBooking implements Cmd {
  constructor(readonly pick: number) {}
  check(model: Readonly<CapacityModel>) {
    return model.bookings.length > 0;
  }
  protected booking(model: CapacityModel) {
    return model.bookings[this.pick % model.bookings.length] as CapacityModel["bookings"][number];
  }
  abstract run(model: CapacityModel, world: CapacityWorld): Promise<void>;
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
  async run(model: CapacityModel, world: CapacityWorld) {
    const booking = this.booking(model);
    const date = model.dates[this.day];
    await step(model, world, this.toString(), async () => {
      if (booking.customer === null) return; // a walk-in's customer has no session here
      const caller = world.customers[booking.customer] as Caller;
      const done = await attempt(world, "reschedule", () =>
        caller.booking.reschedule({ bookingId: booking.id, date, time: this.time }),
      );
      if (done.ok) await checkPlacement(model, world, booking.id);
    });
  }
  toString = () => `reschedule(#${this.pick}, d${this.day} ${this.time})`;
}

class Cancel extends OnBooking {
  async run(model: CapacityModel, world: CapacityWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      await attempt(world, "cancel", () =>
        booking.customer === null
          ? world.vendor.centreBookings.act({
              bookingId: booking.id,
              action: "cancel",
              reason: "Left the queue",
            })
          : (world.customers[booking.customer] as Caller).booking.cancel({ bookingId: booking.id }),
      );
    });
  }
  toString = () => `cancel(#${this.pick})`;
}

class Move extends OnBooking {
  constructor(
    pick: number,
    readonly bay: number,
    readonly day: 0 | 1 | null,
    readonly time: Time,
  ) {
    super(pick);
  }
  async run(model: CapacityModel, world: CapacityWorld) {
    const booking = this.booking(model);
    await step(model, world, this.toString(), async () => {
      const row = await world.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
      // day null: the same time on another bay (nobody is told).
      const slotStart =
        this.day === null ? row.slotStart : indiaToInstant(model.dates[this.day], parseTime(this.time));
      const moved = await attempt(world, "move", () =>
        world.vendor.centreBookings.move({ bookingId: booking.id, bay: this.bay, slotStart }),
      );
      if (moved.ok) await checkPlacement(model, world, booking.id, moved.value.customerNotified);
    });
  }
  toString = () =>
    `move(#${this.pick}, bay ${this.bay}, ${this.day === null ? "same time" : `d${this.day} ${this.time}`})`;
}

class BlockBay implements Cmd {
  constructor(
    readonly bay: number,
    readonly day: 0 | 1,
    readonly time: Time,
    readonly hours: number,
  ) {}
  check = () => true;
  async run(model: CapacityModel, world: CapacityWorld) {
    const startsAt = indiaToInstant(model.dates[this.day], parseTime(this.time));
    const endsAt = new Date(startsAt.getTime() + this.hours * 3_600_000);
    await step(model, world, this.toString(), async () => {
      const done = await attempt(world, "block", () =>
        world.vendor.vendor.calendar.blockBay({ bay: this.bay, startsAt, endsAt, reason: "Repair" }),
      );
      if (done.ok) {
        model.blocks.push({
          bay: this.bay,
          start: startsAt.getTime(),
          end: endsAt.getTime(),
          step: model.step,
        });
      }
    });
  }
  toString = () => `block(bay ${this.bay}, d${this.day} ${this.time} +${this.hours}h)`;
}

class CloseDate implements Cmd {
  constructor(readonly day: 0 | 1) {}
  check = () => true;
  async run(model: CapacityModel, world: CapacityWorld) {
    await step(model, world, this.toString(), async () => {
      await attempt(world, "close", async () => {
        // As the calendar page does: the date's rule as the page shows it, if any, is the one replaced.
        const date = model.dates[this.day];
        const shown = (await world.vendor.vendor.calendar.get()).dayRules.find((rule) => rule.date === date);
        return world.vendor.vendor.calendar.setDay({
          date,
          name: "Holiday",
          closed: true,
          version: shown?.version ?? null,
        });
      });
    });
  }
  toString = () => `close(d${this.day})`;
}

class AddBreak implements Cmd {
  constructor(
    readonly startsAt: number,
    readonly minutes: number,
  ) {}
  check = () => true;
  async run(model: CapacityModel, world: CapacityWorld) {
    await step(model, world, this.toString(), async () => {
      await attempt(world, "break", () =>
        world.vendor.vendor.calendar.addBreak({
          weekday: null,
          startsAt: this.startsAt,
          endsAt: this.startsAt + this.minutes,
          name: "Break",
        }),
      );
    });
  }
  toString = () => `break(${this.startsAt}+${this.minutes})`;
}

class Clock implements Cmd {
  constructor(readonly hours: number) {}
  check = (model: Readonly<CapacityModel>) => model.clockMs < 40 * 3_600_000;
  async run(model: CapacityModel, world: CapacityWorld) {
    await step(model, world, this.toString(), async () => {
      model.clockMs += this.hours * 3_600_000;
      setClockOffset(model.clockMs);
    });
  }
  toString = () => `clock(+${this.hours}h)`;
}

const day = fc.constantFrom<0 | 1>(0, 1);
const time = fc.constantFrom(...TIMES);
const service = fc.constantFrom(...SERVICES);
const pick = fc.nat(50);
/** Bays 1 and 2 mostly (a run has 1 to 3), so moves, blocks and bookings meet; bay 3 may not exist. */
const bay = fc.constantFrom(1, 1, 2, 2, 3);

const book = fc
  .tuple(fc.integer({ min: 0, max: 1 }), day, time, service)
  .map(([c, d, t, s]) => new Book(c, d, t, s));
const walkIn = fc.tuple(day, time, service).map(([d, t, s]) => new WalkIn(d, t, s));
const move = fc
  .tuple(pick, bay, fc.option(day, { nil: null }), time)
  .map(([p, b, d, t]) => new Move(p, b, d, t));

const block = fc
  .tuple(bay, day, time, fc.integer({ min: 1, max: 3 }))
  .map(([b, d, t, h]) => new BlockBay(b, d, t, h));

/** fast-check picks among these evenly: placing and moving are listed more often than closing the calendar. */
export const allCommands = [
  book,
  book,
  book,
  walkIn,
  walkIn,
  move,
  move,
  move,
  move,
  fc.tuple(pick, day, time).map(([p, d, t]) => new Reschedule(p, d, t)),
  pick.map((p) => new Cancel(p)),
  block,
  block,
  day.map((d) => new CloseDate(d)),
  fc
    .tuple(fc.constantFrom(9 * 60 + 30, 11 * 60, 13 * 60), fc.constantFrom(30, 60))
    .map(([s, m]) => new AddBreak(s, m)),
  fc.integer({ min: 1, max: 3 }).map((h) => new Clock(h)),
];

/**
 * After every step:
 * 1. a live booking holds exactly one bay, for its own slot; a cancelled or expired one holds none;
 * 2. no bay holds two overlapping reservations;
 * 3. no live booking sits on a bay block made before it was placed;
 * 4. availability's free bays for every slot of both dates = the bays with no reservation and no block
 *    overlapping it, counted here in SQL of its own (bays − reservations − blocks, by bay).
 */
export async function checkInvariants(model: CapacityModel, world: CapacityWorld) {
  const { db } = world;
  const centreId = world.fixture.centre.id;
  world.stats.invariantChecks += 1;

  const bookings = await db.booking.findMany({
    where: { centreId },
    select: { id: true, status: true, slotStart: true, slotEnd: true, reservations: true },
  });
  for (const booking of bookings) {
    const live = ACTIVE_STATUSES.includes(booking.status);
    const holds = booking.reservations;
    if (live && holds.length !== 1) failRun(world, `live booking ${booking.id} holds ${holds.length} bays`);
    if (!live && (booking.status === "cancelled" || booking.status === "expired") && holds.length > 0) {
      failRun(world, `${booking.status} booking ${booking.id} still holds a bay`);
    }
    const hold = holds[0];
    if (live && hold) {
      if (
        hold.slotStart.getTime() !== booking.slotStart.getTime() ||
        hold.slotEnd.getTime() !== booking.slotEnd.getTime()
      ) {
        failRun(world, `booking ${booking.id}'s bay is held for another time than its slot`);
      }
      if (hold.bay < 1 || hold.bay > world.bays)
        failRun(world, `booking ${booking.id} holds bay ${hold.bay}`);
      const placed = model.placedAt.get(booking.id) ?? 0;
      const onBlock = model.blocks.find(
        (block) =>
          block.step < placed &&
          block.bay === hold.bay &&
          block.start < hold.slotEnd.getTime() &&
          block.end > hold.slotStart.getTime(),
      );
      if (onBlock)
        failRun(world, `booking ${booking.id} was placed on bay ${hold.bay} blocked at step ${onBlock.step}`);
    }
  }

  const overlaps = await db.$queryRaw<{ a: number; b: number }[]>`
    SELECT x.booking_id AS a, y.booking_id AS b FROM bay_reservations x JOIN bay_reservations y
      ON x.centre_id = y.centre_id AND x.bay = y.bay AND x.booking_id < y.booking_id
     AND x.slot_start < y.slot_end AND y.slot_start < x.slot_end
    WHERE x.centre_id = ${centreId}::int`;
  if (overlaps.length > 0) failRun(world, `bookings overlap on one bay: ${JSON.stringify(overlaps)}`);

  for (const date of model.dates) {
    const answer = await attempt(world, "availability", () =>
      world.visitor.booking.availability({
        centreId,
        vehicleTypeId: world.fixture.vehicleType.id,
        date,
        items: cartOf(world, "polish"),
      }),
    );
    if (!answer.ok) continue;
    const slots = answer.value.slots;
    // Every slot's free bays counted in one statement: bays with no reservation and no block overlapping
    // the polish's hour from that start (timestamps as UTC wall time, as the columns hold them).
    const counted = await db.$queryRaw<{ free: number }[]>`
      SELECT (SELECT count(*)::int FROM generate_series(1, ${world.bays}::int) AS g(bay)
              WHERE NOT EXISTS (SELECT 1 FROM bay_reservations r
                                WHERE r.centre_id = ${centreId}::int AND r.bay = g.bay
                                  AND r.slot_start < t.finish AND r.slot_end > t.start)
                AND NOT EXISTS (SELECT 1 FROM bay_blocks k
                                WHERE k.centre_id = ${centreId}::int AND k.bay = g.bay
                                  AND k.starts_at < t.finish AND k.ends_at > t.start)) AS free
      FROM unnest(${slots.map((slot) => slot.startsAt.toISOString())}::text[]) WITH ORDINALITY AS s(iso, n)
      CROSS JOIN LATERAL (SELECT s.iso::timestamp(3) AS start,
                                 s.iso::timestamp(3) + interval '60 minutes' AS finish) t
      ORDER BY s.n`;
    slots.forEach((slot, index) => {
      const free = counted[index]?.free;
      if (free !== slot.freeBays) {
        failRun(
          world,
          `availability says ${slot.freeBays} free bays at ${date} ${slot.time}; the bays say ${free}`,
        );
      }
    });
  }
}
