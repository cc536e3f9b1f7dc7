// @vitest-environment jsdom
import { errorMessage } from "@chamak/i18n";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ApiHandlers, apiError, renderWithProviders } from "../../../test/support/render";
import { RegisterForm } from "./register-form";

async function renderRegister(handlers: ApiHandlers = {}) {
  const rendered = await renderWithProviders(<RegisterForm onRegistered={() => {}} />, {
    api: handlers,
    path: "/register",
  });
  return { ...rendered, register: screen.getByRole("button", { name: "Register" }) };
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillIn(user: Awaited<ReturnType<typeof renderRegister>>["user"]) {
  await user.type(field("Full name"), "Meera Nair");
  await user.type(field("Email"), "meera@example.com");
  await user.type(field("Mobile number"), "9876543210");
  await user.type(field("State"), "Kerala");
  await user.click(await screen.findByRole("option", { name: "Kerala" }));
  await user.type(field("City"), "Kochi");
  await user.type(field("Address"), "MG Road");
  await user.type(field("PIN code"), "682001");
  const [password, confirm] = document.querySelectorAll<HTMLInputElement>("input[type=password]");
  if (!password || !confirm) throw new Error("no password fields");
  await user.type(password, "Backwaters-Kochi7");
  await user.type(confirm, "Backwaters-Kochi7");
}

describe("the sign-up form", () => {
  it("moves to the first field to correct", async () => {
    const { user, register } = await renderRegister();
    await user.type(field("Email"), "meera@example.com");
    await user.click(register);
    expect(document.activeElement).toBe(field("Full name"));
  });

  it("shows a refusal that names no field beside the Register button, below every field", async () => {
    const { user, register } = await renderRegister({
      "accounts.register": () => {
        throw apiError("TOO_MANY_REQUESTS", errorMessage("tooManySignUps"));
      },
    });
    await fillIn(user);
    await user.click(register);

    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Too many sign-ups from this network");
    expect(notice.nextElementSibling).toBe(register);
    expect(notice.compareDocumentPosition(field("PIN code")) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it("puts a refusal that names a field on it, and moves there", async () => {
    const { user, register } = await renderRegister({
      "accounts.register": () => {
        throw apiError("CONFLICT", errorMessage("emailTaken"), ["email"]);
      },
    });
    await fillIn(user);
    await user.click(register);
    await waitFor(() => expect(document.activeElement).toBe(field("Email")));
  });
});
