import { z } from "zod";
import { fieldLabel, zodMessage } from "../messages";
import { idSchema, isoDateSchema, recordVersion, textField } from "./common";
import { bookingOutsideScheduleOutput } from "./vendor";

/** Minutes after midnight in India, 00:00 to 24:00. */
const minutesOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/**
 * A date whose hours are not its weekday's: closed (a holiday: "Diwali") or open at special hours. Setting a
 * date that has a rule replaces it.
 */
export const dayRuleInput = z
  .object({
    date: isoDateSchema,
    name: textField(fieldLabel("name"), 60),
    closed: z.boolean(),
    opensAt: minutesOfDay.nullable().default(null),
    closesAt: minutesOfDay.nullable().default(null),
    /**
     * The version of the date's rule the screen showed, or null when it showed none: a rule set or changed
     * since is refused ("changed since you opened the calendar"), not replaced.
     */
    version: recordVersion.nullable(),
  })
  .refine(
    (rule) =>
      rule.closed || (rule.opensAt !== null && rule.closesAt !== null && rule.opensAt < rule.closesAt),
    {
      path: ["closesAt"],
      error: zodMessage("closingBeforeOpening"),
    },
  );
export type DayRuleInput = z.infer<typeof dayRuleInput>;

/** A break inside the day (lunch): every day (weekday null) or one weekday, 0 = Sunday. */
export const breakInput = z
  .object({
    weekday: z.number().int().min(0).max(6).nullable(),
    startsAt: minutesOfDay,
    endsAt: minutesOfDay,
    name: textField(fieldLabel("name"), 60),
  })
  .refine((range) => range.startsAt < range.endsAt, {
    path: ["endsAt"],
    error: zodMessage("endTimeBeforeStart"),
  });
export type BreakInput = z.infer<typeof breakInput>;

/** A bay out of service from one instant to another (maintenance). */
export const bayBlockInput = z
  .object({
    bay: z
      .number()
      .int()
      .min(1, { error: zodMessage("atLeast", { label: fieldLabel("bays"), min: 1 }) }),
    startsAt: z.date(),
    endsAt: z.date(),
    reason: textField(fieldLabel("reason"), 120),
  })
  .refine((range) => range.startsAt < range.endsAt, {
    path: ["endsAt"],
    error: zodMessage("endTimeBeforeStart"),
  });
export type BayBlockInput = z.infer<typeof bayBlockInput>;

export const calendarItemId = z.object({ id: idSchema });
/** A date's rule to remove, at the version the screen showed. */
export const dayRuleRemoveInput = z.object({ id: idSchema, version: recordVersion });

export const dayRuleOutput = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  closed: z.boolean(),
  opensAt: z.number().int().nullable(),
  closesAt: z.number().int().nullable(),
  version: z.number().int(),
});
export const breakOutput = z.object({
  id: z.number().int(),
  weekday: z.number().int().nullable(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  name: z.string(),
});
export const bayBlockOutput = z.object({
  id: z.number().int(),
  bay: z.number().int(),
  startsAt: z.date(),
  endsAt: z.date(),
  reason: z.string(),
});

/**
 * A centre's calendar: dates with their own hours from today, breaks, bay blocks not yet over, and the upcoming
 * bookings any of it (or the weekly hours and bays) leaves out, for the owner to serve, move or cancel.
 */
export const centreCalendarOutput = z.object({
  bays: z.number().int(),
  dayRules: z.array(dayRuleOutput),
  breaks: z.array(breakOutput),
  bayBlocks: z.array(bayBlockOutput),
  bookingsOutsideSchedule: z.array(bookingOutsideScheduleOutput),
});
export type CentreCalendar = z.infer<typeof centreCalendarOutput>;
