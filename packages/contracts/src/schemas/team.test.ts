import { decodeErrorMessage } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { describe, expect, it } from "vitest";
import { teamInviteInput } from "./team";

const messageOf = (result: { error?: { issues: { message: string }[] } }) => {
  const message = decodeErrorMessage(result.error?.issues[0]?.message ?? "");
  return message ? errorTextIn("en", message) : null;
};

describe("an invite's mobile number, as typed", () => {
  it("takes spaces, dashes, +91 or a leading 0, and keeps the 10 digits", () => {
    for (const typed of [
      "98111 22277",
      "98111-22277",
      "+91 98111 22277",
      "+91-98111-22277",
      "098111 22277",
      " 9811122277 ",
    ])
      expect(teamInviteInput.parse({ mobile: typed, role: "staff" }).mobile, typed).toBe("9811122277");
  });

  it("refuses what is no mobile number, saying what it takes", () => {
    for (const typed of ["12345", "58111 22277", "98111 2227", "+1 98111 22277", "98111 22277 1"]) {
      const result = teamInviteInput.safeParse({ mobile: typed, role: "staff" });
      expect(result.success, typed).toBe(false);
      expect(messageOf(result)).toBe(
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      );
    }
  });
});
