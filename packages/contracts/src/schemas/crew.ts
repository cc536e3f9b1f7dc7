import { z } from "zod";
import { zodMessage } from "../messages";
import { BOOKING_STATUSES, timeSchema } from "./booking";
import { idSchema, isoDateSchema, recordVersion } from "./common";

/** Who goes out: a washer washes at the customer's door; a driver fetches a car for pick & drop and brings it back. */
export const CREW_KINDS = ["washer", "driver"] as const;
export type CrewKind = (typeof CREW_KINDS)[number];

/**
 * A member of the team put on the road as a washer, a driver or both (one person: never two jobs at once): the shift (India time, HH:MM), the weekdays off
 * (0 = Sunday) and the vehicle types they handle (none listed: every type). `version`: the crew member's as the
 * list showed it, absent when adding one.
 */
export const crewMemberInput = z
  .object({
    userId: z.coerce
      .number({ error: zodMessage("chooseTeamMember") })
      .int({ error: zodMessage("chooseTeamMember") })
      .positive({ error: zodMessage("chooseTeamMember") })
      .max(2_147_483_647, { error: zodMessage("chooseTeamMember") }),
    kinds: z
      .array(z.enum(CREW_KINDS))
      .min(1, { error: zodMessage("crewKindsRequired") })
      .max(2),
    shiftStart: timeSchema,
    shiftEnd: timeSchema,
    daysOff: z.array(z.number().int().min(0).max(6)).max(6).default([]),
    vehicleTypeIds: z.array(idSchema).max(20).default([]),
    version: recordVersion.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.shiftEnd <= value.shiftStart) {
      ctx.addIssue({ code: "custom", path: ["shiftEnd"], message: zodMessage("shiftEndsBeforeStart") });
    }
  });
export type CrewMemberInput = z.infer<typeof crewMemberInput>;

export const crewMemberRef = z.object({ userId: idSchema });
export type CrewMemberRef = z.infer<typeof crewMemberRef>;

export const crewMemberOutput = z.object({
  userId: z.number(),
  name: z.string(),
  kinds: z.array(z.enum(CREW_KINDS)),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  daysOff: z.array(z.number()),
  vehicleTypeIds: z.array(z.number()),
  /** Jobs held from now on (a member with jobs ahead cannot be taken off the road until they are reassigned). */
  jobsAhead: z.number(),
  /** Of those, the jobs a later change of shift or days off left outside their working time: to give to others. */
  jobsOutsideShift: z.number(),
  version: z.number().int(),
});
export type CrewMemberView = z.infer<typeof crewMemberOutput>;

/** A washer's or driver's day on the map (crew.route): whose, and which India date. */
export const crewRouteInput = z.object({ userId: idSchema, date: isoDateSchema });
export type CrewRouteInput = z.infer<typeof crewRouteInput>;

const mapPoint = z.object({ latitude: z.number(), longitude: z.number() });
export type MapPoint = z.infer<typeof mapPoint>;

/** One stop of a person's day: the travel to it and the work there, for one leg of one booking. */
export const crewRouteStop = z.object({
  bookingId: z.number(),
  code: z.string(),
  /** doorstep: washing at the door; pickup: driving the car to the centre; return: taking it back. */
  leg: z.enum(["doorstep", "pickup", "return"]),
  travelStart: z.date(),
  workStart: z.date(),
  workEnd: z.date(),
  /** Where the work starts (the customer; the centre for the drive back) and where it ends. */
  from: mapPoint,
  to: mapPoint,
  /** The place, short: the address's locality and PIN ("B-12 Lajpat Nagar, 110024"). */
  place: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type CrewRouteStop = z.infer<typeof crewRouteStop>;

/**
 * A person's day as a route: where it starts (their base, else the centre's location; null when neither is
 * known) and their stops in order of work start.
 */
export const crewRouteOutput = z.object({
  userId: z.number(),
  name: z.string(),
  date: z.string(),
  base: mapPoint.nullable(),
  stops: z.array(crewRouteStop),
});
export type CrewRoute = z.infer<typeof crewRouteOutput>;
