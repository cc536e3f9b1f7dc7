import { DEMO_LOGINS } from "@chamak/db";
import { describe, expect, it } from "vitest";
import { assertPasswordNotCommon } from "./password-strength";

describe("common passwords", () => {
  it.each([
    "password1",
    "Password1",
    "P@ssw0rd",
    "qwerty123",
    "iloveyou1",
    "abc12345",
    "welcome1",
    "letmein1",
    "12345678a",
    "secret123",
    "india123",
  ])("refuses %s on the password field, as a message id", async (password) => {
    await expect(assertPasswordNotCommon(password)).rejects.toMatchObject({
      code: "BAD_INPUT",
      field: "password",
      error: { id: "errors.passwordCommon" },
      message: expect.stringMatching(/^This password is too common or too easy to guess/),
    });
  });

  it.each([
    ...DEMO_LOGINS.map((login) => login.password),
    // The passwords the tests and e2e journeys register with.
    "Noida-Sector18",
    "Dwarka-Shine42",
    "Backwaters-Kochi7",
    "Sparkle@Spa42",
    "Gurugram-Phase3",
    "Journey@2041",
    "Shine1234",
    "injection1",
    // Ordinary passwords that are not on any list.
    "rahul1234",
    "Mumbai@123",
    "chai-at-4pm",
  ])("accepts %s", async (password) => {
    await expect(assertPasswordNotCommon(password)).resolves.toBeUndefined();
  });
});
