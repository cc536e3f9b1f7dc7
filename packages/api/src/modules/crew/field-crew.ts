import { type CrewKind, indiaToInstant, weekdayOfDate } from "@chamak/contracts";
import type { DbTx } from "@chamak/db";
import type { SqlTarget } from "../../lib/plain-rows";
import { type CrewDayMember, crewDay, lockCrew } from "./crew-day";
import { holdCrewJob } from "./crew-holds";
import { type FieldLeg, type FieldPlan, fieldLegs, planField } from "./field-plan";
import type { Point } from "./route-fit";

/** A doorstep or pick & drop booking as the crew sees it: where the car is, when the slot is, on which India date. */
export interface FieldBooking {
  centreId: number;
  vehicleTypeId: number;
  mode: "doorstep" | "pick_drop";
  where: Point;
  /** The centre's location (a pick & drop's drives end and start there); null: where the car is. */
  centre: Point | null;
  date: string;
  slot: { start: Date; end: Date };
}

/** The India day a date names: its weekday and its midnight (epoch ms), as shifts are kept. */
export const fieldDay = (date: string) => ({
  weekday: weekdayOfDate(date),
  dayStart: indiaToInstant(date, 0).getTime(),
});

export const legsOf = (booking: Omit<FieldBooking, "centreId" | "vehicleTypeId" | "date">): FieldLeg[] =>
  fieldLegs(booking.mode, booking.where, booking.centre ?? booking.where, {
    start: booking.slot.start.getTime(),
    end: booking.slot.end.getTime(),
  });

export const kindFor = (mode: FieldBooking["mode"]): CrewKind => (mode === "doorstep" ? "washer" : "driver");

/** The centre's people of a booking's kind with their stops on its date (a shift lies inside one India day). */
export async function fieldCrewOn(
  target: SqlTarget,
  centreId: number,
  kind: CrewKind,
  date: string,
): Promise<CrewDayMember[]> {
  return crewDay(target, centreId, kind, indiaToInstant(date, 0), indiaToInstant(date, 24 * 60));
}

/**
 * Holds the people a doorstep or pick & drop booking needs, in the caller's transaction under the centre's crew
 * lock: the nearest free qualified person for each leg (route-fit.ts chooses). Answers the plan: its legs with
 * who took them, or the kind of person nobody could be found for (nothing is held then). A booking moving to
 * other people is released first (releaseCrew), so its own holds do not stand in its way.
 */
export async function holdFieldCrew(
  tx: DbTx,
  bookingId: number,
  booking: FieldBooking,
  /** Who may take it (a dispatcher's choice, or everyone but someone off sick); everyone when absent. */
  eligible: (person: { userId: number }) => boolean = () => true,
): Promise<FieldPlan> {
  await lockCrew(tx, booking.centreId);
  const kind = kindFor(booking.mode);
  const crew = (await fieldCrewOn({ tx }, booking.centreId, kind, booking.date)).filter(eligible);
  const plan = planField({ [kind]: crew }, legsOf(booking), fieldDay(booking.date), booking.vehicleTypeId);
  if ("missing" in plan) return plan;
  for (const { leg, person, fit } of plan.legs) {
    const job = { ...fieldDay(booking.date), vehicleTypeId: booking.vehicleTypeId, ...leg };
    await holdCrewJob(
      tx,
      { bookingId, centreId: booking.centreId, leg: leg.leg, crewMemberId: person.id },
      job,
      fit,
    );
  }
  return plan;
}
