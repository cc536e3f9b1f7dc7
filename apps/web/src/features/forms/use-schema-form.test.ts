import { loginInput, registerInput } from "@chamak/contracts";
import { decodeErrorMessage } from "@chamak/i18n";
import { describe, expect, it } from "vitest";
import { formErrorsIn } from "../../../test/support/form-errors-in";
import { formCheck } from "./use-schema-form";

describe("the login form's check", () => {
  const check = formCheck(loginInput);

  it("names both fields of an empty form", () => {
    expect(formErrorsIn("en", check({ email: "", password: "", remember: false }))).toEqual({
      email: "Enter a valid email address",
      password: "Password is required",
    });
  });

  it("passes an email and a password", () => {
    expect(check({ email: "customer@chamak.in", password: "Customer@123", remember: true })).toEqual({});
  });
});

describe("a form's own checks", () => {
  const check = formCheck(registerInput, {
    check: (values: { email: string; password: string; confirmPassword: string }) => ({
      confirmPassword: values.confirmPassword !== values.password && "Passwords do not match",
    }),
  });

  it("add their messages to the schema's and win over them", () => {
    const errors = formErrorsIn(
      "en",
      check({ email: "", password: "Journey123", confirmPassword: "Mismatch123" }),
    );
    expect(errors.confirmPassword).toBe("Passwords do not match");
    expect(errors.email).toBe("Enter a valid email address");
    expect(errors).not.toHaveProperty("password");
  });
});

describe("field messages in the reader's language", () => {
  it("are message ids, shown in English or Hindi from the catalogues", () => {
    const errors = formCheck(registerInput)({ email: "", mobile: "12345", name: "" });
    expect(decodeErrorMessage(errors.mobile ?? "")).toEqual({ id: "errors.invalidMobile" });
    expect(formErrorsIn("en", errors)).toMatchObject({
      mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (without +91 or 0)",
      name: "Full name is required",
    });
    expect(formErrorsIn("hi", errors).mobile).toMatch(/मोबाइल/);
    // The label is translated inside the sentence too.
    expect(formErrorsIn("hi", errors).name).not.toMatch(/Full name/);
  });
});
