import { z } from "zod";
import { zodMessage } from "../messages";
import { timeSchema } from "./booking";
import { idSchema, recordVersion } from "./common";

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
