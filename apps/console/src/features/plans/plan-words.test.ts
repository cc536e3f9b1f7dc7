import { describe, expect, it } from "vitest";
import {
  extraInWords,
  frequencyInWords,
  type PlanTerms,
  termsInWords,
  timesAMonth,
  windowInWords,
} from "./plan-words";

const TERMS: PlanTerms = {
  skipNoticeHours: 12,
  maxPauseDaysPerMonth: 7,
  creditUse: "next_charge",
  refundUnusedOnCancel: true,
  haltGraceDays: 0,
};

describe("a plan's days in words", () => {
  it("names a daily plan's off days, Monday first", () => {
    expect(frequencyInWords({ frequency: "daily", weekdays: [] })).toBe("Daily");
    expect(frequencyInWords({ frequency: "daily", weekdays: [0] })).toBe("Daily, Sunday off");
    expect(frequencyInWords({ frequency: "daily", weekdays: [0, 6] })).toBe("Daily, Saturday and Sunday off");
    expect(frequencyInWords({ frequency: "daily", weekdays: [3, 1] })).toBe(
      "Daily, Monday and Wednesday off",
    );
  });

  it("lists a weekdays plan's days short, in the week's order", () => {
    expect(frequencyInWords({ frequency: "weekdays", weekdays: [5, 1, 3] })).toBe("Mon, Wed, Fri");
    expect(frequencyInWords({ frequency: "weekdays", weekdays: [0, 6] })).toBe("Sat, Sun");
  });

  it("says alternate days and a weekly plan's day", () => {
    expect(frequencyInWords({ frequency: "alternate_days", weekdays: [] })).toBe("Alternate days");
    expect(frequencyInWords({ frequency: "weekly", weekdays: [6] })).toBe("Weekly on Saturday");
    expect(frequencyInWords({ frequency: "weekly", weekdays: [0] })).toBe("Weekly on Sunday");
  });
});

describe("a plan's window, extras and terms in words", () => {
  it("writes the window with a dash and extras by how often", () => {
    expect(windowInWords({ windowStart: "06:00", windowEnd: "10:00" })).toBe("06:00–10:00");
    expect(timesAMonth(1)).toBe("once a month");
    expect(extraInWords({ name: "Interior vacuum", perMonth: 2 })).toBe("Interior vacuum, twice a month");
    expect(timesAMonth(4)).toBe("4 times a month");
  });

  it("says each term as the customer lives it, in singular and plural, and the zero cases", () => {
    expect(
      termsInWords({
        skipNoticeHours: 12,
        maxPauseDaysPerMonth: 7,
        creditUse: "next_charge",
        refundUnusedOnCancel: true,
        haltGraceDays: 3,
      }),
    ).toEqual([
      "A wash skipped at least 12 hours before its window is credited.",
      "Washes skipped in time, missed by the centre or paused come off the month's price; paid online, they are paid back when the month ends.",
      "Pauses for travel: up to 7 days a month, credited.",
      "Cancelling refunds the month's washes not yet done.",
      "If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washer keeps coming for 3 days, then the washes stop.",
    ]);
    expect(
      termsInWords({
        skipNoticeHours: 0,
        maxPauseDaysPerMonth: 0,
        creditUse: "next_charge",
        refundUnusedOnCancel: false,
        haltGraceDays: 0,
      }),
    ).toEqual([
      "A wash skipped before its window opens is credited.",
      "Washes skipped in time, missed by the centre or paused come off the month's price; paid online, they are paid back when the month ends.",
      "No pauses for travel.",
      "Cancelling refunds nothing of the month already paid.",
      "If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washes stop when the paid month ends.",
    ]);
  });

  it("says a plan whose washes are made up extends the month instead of giving money back", () => {
    expect(
      termsInWords({
        skipNoticeHours: 1,
        maxPauseDaysPerMonth: 1,
        creditUse: "extend_plan",
        refundUnusedOnCancel: true,
        haltGraceDays: 1,
      }),
    ).toEqual([
      "A wash skipped at least 1 hour before its window is made up.",
      "Washes skipped in time, missed by the centre or paused are made up: the month is extended by a wash for each, with no money back.",
      "Pauses for travel: up to 1 day a month, made up.",
      "Cancelling refunds the month's washes not yet done.",
      "If the next month is not paid (an AutoPay debit failing, or a month by UPI), the washer keeps coming for 1 day, then the washes stop.",
    ]);
    expect(termsInWords({ ...TERMS, skipNoticeHours: 0, creditUse: "extend_plan" })[0]).toBe(
      "A wash skipped before its window opens is made up.",
    );
  });
});
