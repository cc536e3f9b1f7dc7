import { decodeErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { washerActionInput } from "./field-visits";

const tap = { clientActionId: "tap-0001-abcd", bookingId: 12, version: 0, tappedAt: "2026-12-12T04:30:00Z" };

/** Each issue as its field and its English words. */
const issuesOf = (input: unknown) => {
  const result = washerActionInput.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => {
    const message = decodeErrorMessage(issue.message);
    return [issue.path.join("."), message ? errorTextIn("en", message) : issue.message];
  });
};

describe("a washer's tap", () => {
  it("takes what each action carries, the leg a doorstep unless named", () => {
    expect(washerActionInput.parse({ ...tap, action: "set_out", etaMinutes: 20 })).toMatchObject({
      action: "set_out",
      etaMinutes: 20,
      leg: "doorstep",
      tappedAt: new Date("2026-12-12T04:30:00Z"),
    });
    expect(
      washerActionInput.parse({ ...tap, action: "check_in_photo", side: "front", mediaId: 4 }),
    ).toMatchObject({
      side: "front",
      mediaId: 4,
    });
  });

  it("names what an action is missing, and a field out of range", () => {
    expect(issuesOf({ ...tap, action: "set_out" })).toEqual([
      ["etaMinutes", "Minutes to arrive is required"],
    ]);
    expect(issuesOf({ ...tap, action: "check_in" })).toEqual([["code", "Code is required"]]);
    expect(issuesOf({ ...tap, action: "set_out", etaMinutes: 500 })).toEqual([
      ["etaMinutes", "Minutes to arrive must be at most 240"],
    ]);
    expect(issuesOf({ ...tap, action: "check_in", code: "12a4" })).toEqual([
      ["code", "The code is the 4 digits on the customer's booking page"],
    ]);
  });

  it("takes a plan wash's tap by subscription and date, naming what it is missing", () => {
    const plan = { clientActionId: "tap-0002-abcd", version: 1, tappedAt: "2026-12-12T01:30:00Z" };
    expect(
      washerActionInput.parse({
        ...plan,
        action: "plan_done",
        subscriptionId: 7,
        washDate: "2026-12-12",
        mediaId: 9,
      }),
    ).toMatchObject({ action: "plan_done", subscriptionId: 7, washDate: "2026-12-12", mediaId: 9 });
    expect(issuesOf({ ...plan, action: "plan_not_accessible" })).toEqual([
      ["subscriptionId", "Plan wash is required"],
      ["washDate", "Wash date is required"],
      ["mediaId", "Photos is required"],
    ]);
    // A booking's tap still names its booking.
    expect(issuesOf({ ...plan, action: "arrived" })).toEqual([["bookingId", "Booking is required"]]);
  });
});
