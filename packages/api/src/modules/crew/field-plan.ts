import { type CrewKind, FIELD_TRAVEL } from "@chamak/contracts";
import { type CrewDayMember, candidateOf } from "./crew-day";
import {
  type CrewCandidate,
  type CrewFit,
  type CrewJob,
  type CrewStop,
  chooseCrew,
  type Point,
  travelMinutesBetween,
} from "./route-fit";

const MINUTE = 60_000;

/** One stretch of a person's work a booking needs: who (`kind`), from where to where, when (epoch ms). */
export interface FieldLeg {
  kind: CrewKind;
  leg: CrewStop["leg"];
  from: Point;
  to: Point;
  workStart: number;
  workEnd: number;
}

/**
 * The people a booking needs: at the door, a washer for the slot; for pick & drop, a driver who brings the car
 * from `where` to the centre by the slot's start and one who takes it back when the slot ends (the same person
 * or another). A drive takes the travel time, and at least one step for the handover.
 */
export function fieldLegs(
  mode: "doorstep" | "pick_drop",
  where: Point,
  centre: Point,
  slot: { start: number; end: number },
): FieldLeg[] {
  if (mode === "doorstep") {
    return [
      { kind: "washer", leg: "doorstep", from: where, to: where, workStart: slot.start, workEnd: slot.end },
    ];
  }
  const drive = Math.max(travelMinutesBetween(where, centre), FIELD_TRAVEL.stepMinutes) * MINUTE;
  return [
    {
      kind: "driver",
      leg: "pickup",
      from: where,
      to: centre,
      workStart: slot.start - drive,
      workEnd: slot.start,
    },
    {
      kind: "driver",
      leg: "return",
      from: centre,
      to: where,
      workStart: slot.end,
      workEnd: slot.end + drive,
    },
  ];
}

export interface PlannedLeg {
  leg: FieldLeg;
  person: CrewCandidate;
  fit: CrewFit;
}

/** The people for every leg, or the kind of person nobody could be found for and how many the centre has. */
export type FieldPlan = { legs: PlannedLeg[] } | { missing: CrewKind; onRoad: number };

/**
 * Places a booking's legs one after the other in the crew's day (`crew`: each kind's people and their stops, as
 * crewDay read them), each leg seeing the ones placed before it. Pure: availability asks it for every start.
 */
export function planField(
  crew: Readonly<Partial<Record<CrewKind, readonly CrewDayMember[]>>>,
  legs: readonly FieldLeg[],
  day: { weekday: number; dayStart: number },
  vehicleTypeId: number,
): FieldPlan {
  const stops = new Map<number, CrewStop[]>();
  const planned: PlannedLeg[] = [];
  for (const leg of legs) {
    const people = (crew[leg.kind] ?? []).map((member) => {
      if (!stops.has(member.id)) stops.set(member.id, [...member.stops]);
      return candidateOf(member, leg.from);
    });
    const job: CrewJob = { ...day, vehicleTypeId, ...leg };
    const chosen = chooseCrew(people, (person) => stops.get(person.id) ?? [], job);
    if (!chosen) return { missing: leg.kind, onRoad: people.length };
    const own = stops.get(chosen.person.id) ?? [];
    const next = chosen.fit.next;
    const retimed = own.map((stop) =>
      next && stop.bookingId === next.bookingId && stop.leg === next.leg
        ? { ...stop, travelStart: next.travelStart }
        : stop,
    );
    // The leg itself, under a placeholder booking id: the next leg only needs to see it as a stop.
    retimed.push({ ...leg, bookingId: -1, travelStart: chosen.fit.travelStart });
    stops.set(chosen.person.id, retimed);
    planned.push({ leg, ...chosen });
  }
  return { legs: planned };
}
