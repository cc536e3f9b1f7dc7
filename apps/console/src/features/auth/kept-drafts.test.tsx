// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import type { Category, VehicleType } from "../../lib/api-types";
import { ServiceForm } from "../services/service-form";
import { keepOpenDrafts } from "./kept-drafts";

const CATEGORIES: Category[] = [
  { id: 1, slug: "basic-wash", name: "Basic Wash", description: null, serviceCount: 4 },
];
const VEHICLE_TYPES: VehicleType[] = [{ id: 2, slug: "sedan", name: "Sedan", group: "car" }];

const form = () => (
  <ServiceForm
    categories={CATEGORIES}
    vehicleTypes={VEHICLE_TYPES}
    submitLabel="Add service"
    pending={false}
    serverError={null}
    onSubmit={async () => {}}
    onCancel={() => {}}
  />
);

afterEach(() => window.sessionStorage.clear());

describe("a form cut off by the end of the session", () => {
  it("gets back what was typed once it opens again after signing in, and says so", async () => {
    const first = await renderWithProviders(form());
    await first.user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Ceramic Coat");
    await first.user.type(screen.getByRole("textbox", { name: "Price for Sedan in rupees" }), "1499");
    // The session expired on Save: the console keeps open forms' values, then goes to the sign-in page.
    keepOpenDrafts();
    first.unmount();

    await renderWithProviders(form());
    expect((screen.getByRole("textbox", { name: "Sub-category" }) as HTMLInputElement).value).toBe(
      "Ceramic Coat",
    );
    expect(
      (screen.getByRole("textbox", { name: "Price for Sedan in rupees" }) as HTMLInputElement).value,
    ).toBe("₹1,499");
    expect(screen.getByRole("status", { name: "Your changes were kept" })).toBeTruthy();
  });

  it("starts empty when nothing was cut off, and takes a kept draft back only once", async () => {
    const first = await renderWithProviders(form());
    await first.user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Ceramic Coat");
    keepOpenDrafts();
    first.unmount();
    (await renderWithProviders(form())).unmount();

    await renderWithProviders(form());
    expect((screen.getByRole("textbox", { name: "Sub-category" }) as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("status", { name: "Your changes were kept" })).toBeNull();
  });
});
