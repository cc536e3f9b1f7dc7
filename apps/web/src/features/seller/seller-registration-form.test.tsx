// @vitest-environment jsdom
import { EXAMPLE_GSTIN, gstinCheckCharacter, type SellerRegistrationOutput } from "@chamak/contracts";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { SellerRegistrationForm } from "./seller-registration-form";

const DECLARATION = /My aggregate turnover is below the GST registration threshold/;
const delhiGstin = `07AAACS1234K1Z${gstinCheckCharacter("07AAACS1234K1Z")}`;

const REGISTERED: SellerRegistrationOutput = {
  token: "t",
  expiresAt: new Date("2026-12-01T00:00:00Z"),
  user: {
    id: 9,
    name: "Gali Wash",
    email: "owner@gali.in",
    phone: null,
    hasPassword: true,
    mobile: "9811122233",
    role: "vendor",
    state: "Delhi",
    city: "New Delhi",
    address: "Lajpat Nagar",
    zip: "110024",
    dateOfBirth: null,
    gender: null,
    version: 1,
  },
  centre: { id: 4, name: "Gali Wash", status: "pending" },
};

async function renderForm() {
  return renderWithProviders(<SellerRegistrationForm />, {
    api: { "accounts.registerSeller": () => REGISTERED },
    path: "/car-wash-seller",
  });
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillAllButGst(user: Awaited<ReturnType<typeof renderForm>>["user"]) {
  await user.type(field(/^Centre name/), "Gali Wash");
  await user.type(field(/^Mobile number/), "9811122233");
  await user.type(field(/^Email/), "owner@gali.in");
  await user.type(field(/^Locality/), "Lajpat Nagar");
  await user.type(field(/^Village \/ city/), "New Delhi");
  await user.selectOptions(field(/^State/), "Delhi");
  await user.type(field(/^PIN code/), "110024");
  await user.type(field(/^Password/), "Dwarka-Shine42");
  await user.type(field(/^Re-enter password/), "Dwarka-Shine42");
}

describe("the seller form's GSTIN or declaration", () => {
  it("shows the declaration while the GSTIN is empty, and hides it once one is typed", async () => {
    const { user } = await renderForm();
    const gstin = field(/^GST number/);
    expect(gstin.hasAttribute("required")).toBe(false);
    expect(descriptionOf(gstin)).toContain(`e.g. ${EXAMPLE_GSTIN}`);
    expect(screen.getByRole("checkbox", { name: DECLARATION })).toBeTruthy();

    await user.type(gstin, delhiGstin.slice(0, 4));
    expect(screen.queryByRole("checkbox", { name: DECLARATION })).toBeNull();
    await user.clear(gstin);
    expect(screen.getByRole("checkbox", { name: DECLARATION })).toBeTruthy();
  });

  it("without a GSTIN nor the declaration: names the declaration, sends nothing, keeps what was typed", async () => {
    const { user, api } = await renderForm();
    await fillAllButGst(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const declaration = screen.getByRole("checkbox", { name: DECLARATION });
    expect(isInvalid(declaration)).toBe(true);
    expect(descriptionOf(declaration)).toContain(
      "Enter your GST number, or tick the declaration that your centre need not register under GST",
    );
    expect(document.activeElement).toBe(declaration);
    expect(api.inputsOf("accounts.registerSeller")).toEqual([]);
    expect((field(/^Centre name/) as HTMLInputElement).value).toBe("Gali Wash");
  });

  it("names the declaration with every other field to correct on an empty form", async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(isInvalid(field(/^State/))).toBe(true);
    expect(descriptionOf(screen.getByRole("checkbox", { name: DECLARATION }))).toContain(
      "tick the declaration that your centre need not register under GST",
    );
  });

  it("registers without a GSTIN once the declaration is ticked", async () => {
    const { user, api } = await renderForm();
    await fillAllButGst(user);
    await user.click(screen.getByRole("checkbox", { name: DECLARATION }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(/Application received/)).toBeTruthy();
    expect(api.inputsOf("accounts.registerSeller")).toEqual([
      expect.objectContaining({ gstin: null, gstDeclaration: true, centreName: "Gali Wash" }),
    ]);
  });

  it("with a GSTIN, sends no declaration even if it was ticked before", async () => {
    const { user, api } = await renderForm();
    await fillAllButGst(user);
    await user.click(screen.getByRole("checkbox", { name: DECLARATION }));
    await user.type(field(/^GST number/), delhiGstin);
    expect(await screen.findByText(/Valid GSTIN registered in Delhi/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(/Application received/)).toBeTruthy();
    expect(api.inputsOf("accounts.registerSeller")).toEqual([
      expect.objectContaining({ gstin: delhiGstin, gstDeclaration: false }),
    ]);
  });
});
