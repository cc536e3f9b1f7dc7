// @vitest-environment jsdom
import "../test/support/jsdom-setup";
import { adminRefundInput, loginInput, registerInput } from "@chamak/contracts";
import { decodeErrorMessage, type Lang } from "@chamak/i18n";
import { errorTextIn } from "@chamak/i18n/server";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { formCheck, type SchemaFormOptions, type Translate, useSchemaForm } from "./use-schema-form";

/** A form's messages as a reader of `lang` sees them: the schemas carry message ids, shown from the catalogues. */
function textIn(lang: Lang): Translate {
  return (text) => {
    const message = decodeErrorMessage(text);
    return message ? errorTextIn(lang, message) : text;
  };
}

function messagesIn(lang: Lang, errors: Record<string, string>): Record<string, string> {
  const text = textIn(lang);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, text(message) ?? ""]));
}

describe("the login form's check", () => {
  const check = formCheck({ schema: loginInput });

  it("names both fields of an empty form", () => {
    expect(messagesIn("en", check({ email: "", password: "", remember: false }))).toEqual({
      email: "Enter a valid email address",
      password: "Password is required",
    });
  });

  it("passes an email and a password", () => {
    expect(check({ email: "customer@chamak.in", password: "Customer@123", remember: true })).toEqual({});
  });
});

describe("a form's own checks", () => {
  const check = formCheck({
    schema: registerInput,
    check: (values: { email: string; password: string; confirmPassword: string }) => ({
      confirmPassword: values.confirmPassword !== values.password && "Passwords do not match",
    }),
  });

  it("add their messages to the schema's and win over them", () => {
    const errors = messagesIn(
      "en",
      check({ email: "", password: "Journey123", confirmPassword: "Mismatch123" }),
    );
    expect(errors.confirmPassword).toBe("Passwords do not match");
    expect(errors.email).toBe("Enter a valid email address");
    expect(errors).not.toHaveProperty("password");
  });

  it("win over the schema's message for the same field", () => {
    const own = formCheck({ schema: loginInput, check: () => ({ email: "Use your work email" }) });
    expect(own({ email: "", password: "x", remember: false })).toEqual({ email: "Use your work email" });
  });
});

describe("field messages in the reader's language", () => {
  it("are message ids, shown in English or Hindi from the catalogues", () => {
    const errors = formCheck({ schema: registerInput })({ email: "", mobile: "12345", name: "" });
    expect(decodeErrorMessage(errors.mobile ?? "")).toEqual({ id: "errors.invalidMobile" });
    expect(messagesIn("en", errors)).toMatchObject({
      mobile: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      name: "Full name is required",
    });
    expect(messagesIn("hi", errors).mobile).toMatch(/मोबाइल/);
    // The label is translated inside the sentence too.
    expect(messagesIn("hi", errors).name).not.toMatch(/Full name/);
  });
});

/** The refund's fields as the console has them: the amount in rupees, the schema's in paise. */
const refundFields = adminRefundInput.omit({ bookingId: true });
type RefundValues = { amount: string; reason: string };

type FormProps = Partial<SchemaFormOptions<RefundValues, unknown>> & {
  translate?: Translate;
  onValid?: (input: unknown) => void;
};

/** A bare form on the hook: a labelled input per field with its message beside it. */
function RefundForm({ onValid = () => {}, ...options }: FormProps) {
  const { form, ref, onSubmit } = useSchemaForm<RefundValues>({
    initialValues: { amount: "", reason: "" },
    schema: refundFields,
    toInput: ({ amount, reason }) => ({
      ...(amount ? { amountPaise: Math.round(Number(amount) * 100) } : {}),
      reason,
    }),
    fieldOf: { amountPaise: "amount" },
    ...options,
  });
  const field = (name: keyof RefundValues): ReactNode => {
    const { error, ...props } = form.getInputProps(name);
    return createElement(
      "label",
      null,
      name,
      createElement("input", { ...props, "aria-label": name }),
      error ? createElement("span", { "data-testid": `${name}-error` }, error) : null,
    );
  };
  return createElement(
    "form",
    { ref, onSubmit: onSubmit(onValid), noValidate: true },
    field("amount"),
    field("reason"),
    createElement("button", { type: "submit" }, "Refund"),
  );
}

const messageOn = (name: string) => screen.queryByTestId(`${name}-error`)?.textContent ?? null;

describe("useSchemaForm", () => {
  it("puts a server message on its field and moves the focus there", () => {
    const { rerender } = render(createElement(RefundForm));
    expect(messageOn("reason")).toBeNull();
    rerender(createElement(RefundForm, { serverErrors: { reason: "Say why the refund is made" } }));
    expect(messageOn("reason")).toBe("Say why the refund is made");
    expect(document.activeElement).toBe(screen.getByLabelText("reason"));
  });

  it("puts a server message about a schema path on the form's field (fieldOf)", () => {
    const { rerender } = render(createElement(RefundForm));
    rerender(createElement(RefundForm, { serverErrors: { amountPaise: "More than is left to refund" } }));
    expect(messageOn("amount")).toBe("More than is left to refund");
    expect(document.activeElement).toBe(screen.getByLabelText("amount"));
  });

  it("takes the server's messages away when its answer is cleared, unless the form's check replaced them", () => {
    const { rerender } = render(
      createElement(RefundForm, { serverErrors: { reason: "Refused", amountPaise: "Too much" } }),
    );
    expect(messageOn("reason")).toBe("Refused");
    rerender(createElement(RefundForm, { serverErrors: {} }));
    expect(messageOn("reason")).toBeNull();
    expect(messageOn("amount")).toBeNull();
  });

  it("checks on submit: the first field with a message takes the focus, and nothing is handed on", () => {
    const onValid = vi.fn();
    render(createElement(RefundForm, { onValid }));
    fireEvent.submit(screen.getByRole("button"));
    expect(messageOn("amount")).toBeNull();
    expect(messageOn("reason")).toMatch(/.+/);
    expect(document.activeElement).toBe(screen.getByLabelText("reason"));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands the schema's output on once the values pass", () => {
    const onValid = vi.fn();
    render(createElement(RefundForm, { onValid }));
    fireEvent.change(screen.getByLabelText("amount"), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText("reason"), { target: { value: "  Washed twice  " } });
    fireEvent.submit(screen.getByRole("button"));
    expect(onValid).toHaveBeenCalledWith(
      { amountPaise: 1250, reason: "Washed twice" },
      { amount: "12.5", reason: "  Washed twice  " },
      expect.anything(),
    );
  });

  it("lets the form's own check win over the schema's message", () => {
    render(createElement(RefundForm, { check: () => ({ reason: "Write the reason for the customer" }) }));
    fireEvent.submit(screen.getByRole("button"));
    expect(messageOn("reason")).toBe("Write the reason for the customer");
  });

  it("shows the messages through the app's translation (here Hindi), keeping them as given in form.errors", () => {
    render(createElement(RefundForm, { translate: textIn("hi") }));
    fireEvent.submit(screen.getByRole("button"));
    const shown = messageOn("reason") ?? "";
    expect(shown).toMatch(/[\u0900-\u097F]/);
  });

  it("gives each field an id from idPrefix", () => {
    render(createElement(RefundForm, { idPrefix: "refund" }));
    expect(screen.getByLabelText("amount").id).toBe("refund-amount");
  });

  it("empties the form each time resetWhen turns true", () => {
    const { rerender } = render(createElement(RefundForm, { resetWhen: true }));
    fireEvent.change(screen.getByLabelText("reason"), { target: { value: "Typed" } });
    rerender(createElement(RefundForm, { resetWhen: false }));
    expect((screen.getByLabelText("reason") as HTMLInputElement).value).toBe("Typed");
    act(() => rerender(createElement(RefundForm, { resetWhen: true })));
    expect((screen.getByLabelText("reason") as HTMLInputElement).value).toBe("");
  });
});
