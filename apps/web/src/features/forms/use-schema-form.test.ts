import { loginInput, registerInput } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "./field-message";
import { formCheck } from "./use-schema-form";

describe("the login form's check", () => {
  const check = formCheck(loginInput);

  it("names both fields of an empty form", () => {
    expect(check({ email: "", password: "", remember: false })).toEqual({
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
    const errors = check({ email: "", password: "Journey123", confirmPassword: "Mismatch123" });
    expect(errors.confirmPassword).toBe("Passwords do not match");
    expect(errors.email).toBe("Enter a valid email address");
    expect(errors).not.toHaveProperty("password");
  });
});

describe("field messages in the reader's language", () => {
  it("are the schema's English ones in English, and translated in Hindi", () => {
    expect(fieldMessage("Mobile number must be exactly 10 digits", "en")).toBe(
      "Mobile number must be exactly 10 digits",
    );
    expect(fieldMessage("Mobile number must be exactly 10 digits", "hi")).toBe(
      "मोबाइल नंबर ठीक 10 अंकों का होना चाहिए",
    );
    expect(fieldMessage("Enter a vehicle number like DL 3C AB 1234", "hi")).toBe(
      "DL 3C AB 1234 जैसा वाहन नंबर लिखें",
    );
    expect(fieldMessage("Something new from the server", "hi")).toBe("Something new from the server");
  });
});
