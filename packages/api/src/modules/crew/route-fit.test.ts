import { FIELD_TRAVEL, travelMinutesFor } from "@chamak/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../places";
import {
  type CrewCandidate,
  type CrewJob,
  type CrewStop,
  chooseCrew,
  fitJob,
  travelMinutesBetween,
} from "./route-fit";

const MINUTE = 60_000;
const DAY_START = Date.UTC(2026, 11, 8) - 330 * MINUTE; // 8 Dec 2026, midnight in India
const at = (hours: number, minutes = 0) => DAY_START + (hours * 60 + minutes) * MINUTE;

// Lajpat Nagar, and places about 2.2 km and 11 km from it.
const centre = { latitude: 28.5677, longitude: 77.2433 };
const near = { latitude: 28.5877, longitude: 77.2433 };
const far = { latitude: 28.6677, longitude: 77.2433 };

const person = (overrides: Partial<CrewCandidate> = {}): CrewCandidate => ({
  id: 1,
  userId: 10,
  shiftStart: 8 * 60,
  shiftEnd: 20 * 60,
  daysOff: [],
  vehicleTypeIds: [],
  base: centre,
  ...overrides,
});

const job = (start: number, end: number, where = near, overrides: Partial<CrewJob> = {}): CrewJob => ({
  vehicleTypeId: 3,
  weekday: 2,
  dayStart: DAY_START,
  workStart: start,
  workEnd: end,
  from: where,
  to: where,
  ...overrides,
});

const stop = (bookingId: number, start: number, end: number, where = near, travel = 0): CrewStop => ({
  bookingId,
  leg: "doorstep",
  travelStart: start - travel * MINUTE,
  workStart: start,
  workEnd: end,
  from: where,
  to: where,
});

describe("travel between places", () => {
  it("is the road distance at city speed, rounded up to whole steps", () => {
    const km = distanceKm(centre, far);
    expect(km).toBeGreaterThan(11);
    expect(km).toBeLessThan(11.2);
    // 11.1 km × 1.4 = 15.6 km of road at 20 km/h: 46.7 minutes, held as 50.
    expect(travelMinutesBetween(centre, far)).toBe(50);
    expect(travelMinutesBetween(near, near)).toBe(0);
  });

  it("is never more in a straight line than the way round through another place", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (a, b) => {
          expect(travelMinutesFor(a + b)).toBeLessThanOrEqual(travelMinutesFor(a) + travelMinutesFor(b));
          expect(travelMinutesFor(a) % FIELD_TRAVEL.stepMinutes).toBe(0);
        },
      ),
    );
  });
});

describe("where a job fits in a person's day", () => {
  it("leaves from the base in time to arrive, inside the shift", () => {
    const fit = fitJob(person(), [], job(at(10), at(11)));
    expect(fit).toEqual({ travelStart: at(9, 50), travelMinutes: 10, next: null });
    // Leaving at 07:50 for an 08:00 job would start before an 08:00 shift.
    expect(fitJob(person(), [], job(at(8), at(9)))).toBeNull();
    expect(fitJob(person(), [], job(at(19, 30), at(20, 30)))).toBeNull();
  });

  it("refuses a day off and a vehicle type the person does not handle", () => {
    expect(fitJob(person({ daysOff: [2] }), [], job(at(10), at(11)))).toBeNull();
    expect(fitJob(person({ vehicleTypeIds: [4] }), [], job(at(10), at(11)))).toBeNull();
    expect(fitJob(person({ vehicleTypeIds: [3, 4] }), [], job(at(10), at(11)))).not.toBeNull();
  });

  it("travels from where the previous stop ended and leaves time to reach the next", () => {
    const earlier = stop(1, at(9), at(10), far, 50);
    const later = stop(2, at(13), at(14), far, 50);
    // From far to near is about 8.9 km: 40 minutes each way.
    expect(fitJob(person(), [earlier, later], job(at(10, 40), at(11, 40)))).toEqual({
      travelStart: at(10),
      travelMinutes: 40,
      next: { bookingId: 2, leg: "doorstep", travelStart: at(12, 20) },
    });
    expect(fitJob(person(), [earlier, later], job(at(10, 30), at(11, 30)))).toBeNull();
    expect(fitJob(person(), [earlier, later], job(at(11, 30), at(12, 30)))).toBeNull();
  });
});

describe("who takes a job", () => {
  it("is the nearest person it fits, counting from where each one's day has them", () => {
    const atCentre = person({ id: 1 });
    const farAway = person({ id: 2, base: far });
    const alreadyThere = person({ id: 3 });
    const stops = new Map<number, CrewStop[]>([[3, [stop(9, at(8, 30), at(9))]]]);
    const stopsOf = (p: CrewCandidate) => stops.get(p.id) ?? [];
    expect(chooseCrew([farAway, atCentre], stopsOf, job(at(10), at(11)))?.person.id).toBe(1);
    // Person 3 has just washed a car next door: no travel at all.
    expect(chooseCrew([farAway, atCentre, alreadyThere], stopsOf, job(at(10), at(11)))?.person.id).toBe(3);
    expect(chooseCrew([farAway], stopsOf, job(at(8, 30), at(9)))).toBeNull();
  });

  it("between people as near, is the one with fewer jobs that day", () => {
    const busy = person({ id: 1 });
    const idle = person({ id: 4 });
    const stops = new Map<number, CrewStop[]>([[1, [stop(8, at(15), at(16), far, 50)]]]);
    const stopsOf = (p: CrewCandidate) => stops.get(p.id) ?? [];
    expect(chooseCrew([busy, idle], stopsOf, job(at(10), at(11)))?.person.id).toBe(4);
    expect(chooseCrew([busy, person({ id: 5 })], () => [], job(at(10), at(11)))?.person.id).toBe(1);
  });
});
