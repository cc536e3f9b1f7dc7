// @vitest-environment jsdom

import { staleEditError } from "@chamak/web-client/test-support/fake-api";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import type { Category, VehicleType, VendorService } from "../../lib/api-types";
import { ServiceEditorPage } from "./service-editor-page";

const CATEGORIES: Category[] = [
  { id: 1, slug: "basic-wash", name: "Basic Wash", description: null, serviceCount: 4 },
  { id: 2, slug: "detailing", name: "Detailing", description: null, serviceCount: 1 },
];
const VEHICLE_TYPES: VehicleType[] = [
  { id: 1, slug: "hatchback", name: "Hatchback", group: "car" },
  { id: 2, slug: "sedan", name: "Sedan", group: "car" },
  { id: 3, slug: "suv", name: "SUV", group: "car" },
];

const FOAM_WASH: VendorService = {
  id: 40,
  categoryId: 1,
  categoryName: "Basic Wash",
  categorySlug: "basic-wash",
  subCategoryName: "Foam Wash",
  description: "A quick outside wash. Includes Foam or Rinse",
  includes: ["Foam", "Rinse"],
  durationMinutes: 40,
  driverFeePaise: 15_000,
  rating: { average: null, count: 0 },
  bookingCount: 3,
  prices: [
    { vehicleTypeId: 1, vehicleTypeSlug: "hatchback", vehicleTypeName: "Hatchback", pricePaise: 29_900 },
    { vehicleTypeId: 2, vehicleTypeSlug: "sedan", vehicleTypeName: "Sedan", pricePaise: 34_900 },
  ],
  createdAt: new Date("2026-01-05T10:00:00Z"),
  updatedAt: new Date("2026-01-05T10:00:00Z"),
  version: 3,
};

const catalog = {
  "catalog.categories": () => CATEGORIES,
  "catalog.vehicleTypes": () => VEHICLE_TYPES,
};

const priceBox = (vehicle: string) => screen.getByRole("textbox", { name: `Price for ${vehicle} in rupees` });

describe("adding a service", () => {
  it("names every missing field, and focuses the first", async () => {
    const { user, api } = await renderWithProviders(<ServiceEditorPage />, {
      api: { ...catalog, "vendor.services.create": () => FOAM_WASH },
    });
    await user.click(await screen.findByRole("button", { name: "Add service" }));

    const category = screen.getByRole("textbox", { name: "Category" });
    expect(descriptionOf(category)).toContain("Choose a category");
    expect(isInvalid(category)).toBe(true);
    expect(descriptionOf(screen.getByRole("textbox", { name: "Sub-category" }))).toContain(
      "Sub-category is required",
    );
    expect(descriptionOf(screen.getByRole("textbox", { name: "Description" }))).toContain(
      "Description is required",
    );
    // The prices have no single box: the message is above the grid and in the form's summary.
    expect(screen.getAllByText("Give a price for at least one vehicle type")).toHaveLength(2);
    expect(document.activeElement).toBe(category);
    expect(api.inputsOf("vendor.services.create")).toEqual([]);
  });

  it("sends what was typed, in paise, with a price per offered vehicle type", async () => {
    const { user, api, router } = await renderWithProviders(<ServiceEditorPage />, {
      api: { ...catalog, "vendor.services.create": () => FOAM_WASH },
      path: "/vendor/services/new",
    });
    await user.click(await screen.findByRole("textbox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Detailing" }));
    await user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Ceramic Coat");
    await user.click(screen.getByRole("textbox", { name: "Description" }));
    await user.paste("Paint protection. Includes Clay bar or Polish or Coating");
    const preview = screen.getByText("Preview: included").parentElement as HTMLElement;
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Clay bar", "Polish", "Coating"]);

    const duration = screen.getByRole("textbox", { name: "Duration (minutes)" });
    await user.clear(duration);
    await user.type(duration, "180");
    await user.type(screen.getByRole("textbox", { name: "Driver fee (₹)" }), "250");
    await user.type(priceBox("Hatchback"), "2499");
    await user.type(priceBox("SUV"), "3499.50");
    await user.click(screen.getByRole("button", { name: "Add service" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/vendor/services"));
    expect(api.inputsOf("vendor.services.create")).toEqual([
      {
        categoryId: 2,
        subCategoryName: "Ceramic Coat",
        description: "Paint protection. Includes Clay bar or Polish or Coating",
        durationMinutes: 180,
        driverFeePaise: 25_000,
        prices: [
          { vehicleTypeId: 1, pricePaise: 249_900 },
          { vehicleTypeId: 3, pricePaise: 349_950 },
        ],
      },
    ]);
  });

  it("puts the server's price message on the box it is about", async () => {
    const { user } = await renderWithProviders(<ServiceEditorPage />, {
      api: {
        ...catalog,
        "vendor.services.create": () => {
          // The second price sent (SUV) is refused: prices.1 maps back to its box.
          throw apiError("BAD_REQUEST", "Price must be at most ₹1,00,000", {
            "prices.1.pricePaise": "Price must be at most ₹1,00,000",
          });
        },
      },
    });
    await user.click(await screen.findByRole("textbox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Basic Wash" }));
    await user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Foam Wash");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Foam and rinse");
    await user.type(priceBox("Hatchback"), "299");
    await user.type(priceBox("SUV"), "99999");
    await user.click(screen.getByRole("button", { name: "Add service" }));

    await waitFor(() => expect(descriptionOf(priceBox("SUV"))).toContain("Price must be at most ₹1,00,000"));
    expect(isInvalid(priceBox("Hatchback"))).toBe(false);
    expect(document.activeElement).toBe(priceBox("SUV"));
    expect(screen.getByRole("alert", { name: "Please check the highlighted fields" })).toBeTruthy();
  });

  it("keeps an out-of-range price or duration as typed and says what is wrong, instead of changing it", async () => {
    const { user, api } = await renderWithProviders(<ServiceEditorPage />, {
      api: { ...catalog, "vendor.services.create": () => FOAM_WASH },
    });
    await user.click(await screen.findByRole("textbox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Basic Wash" }));
    await user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Foam Wash");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Foam and rinse");
    const duration = screen.getByRole("textbox", { name: "Duration (minutes)" });
    await user.clear(duration);
    await user.type(duration, "0");
    await user.type(priceBox("Hatchback"), "0");
    await user.type(priceBox("Sedan"), "-50");
    await user.type(priceBox("SUV"), "99999999");
    await user.click(screen.getByRole("button", { name: "Add service" }));

    expect((duration as HTMLInputElement).value).toBe("0");
    expect((priceBox("Hatchback") as HTMLInputElement).value).toBe("₹0");
    expect((priceBox("Sedan") as HTMLInputElement).value).toBe("-₹50");
    // Grouped as the limit is written (Indian digit grouping), kept as typed rather than clamped.
    expect((priceBox("SUV") as HTMLInputElement).value).toBe("₹9,99,99,999");
    expect(descriptionOf(duration)).toContain("Duration must be at least 10 minutes");
    expect(descriptionOf(priceBox("Hatchback"))).toContain("Price must be at least ₹1");
    expect(descriptionOf(priceBox("Sedan"))).toContain("Price must be at least ₹1");
    expect(descriptionOf(priceBox("SUV"))).toContain("Price must be at most ₹1,00,000");
    expect(api.inputsOf("vendor.services.create")).toEqual([]);
  });

  it("puts the server's refusal of a name already used on the name field", async () => {
    const { user } = await renderWithProviders(<ServiceEditorPage />, {
      api: {
        ...catalog,
        "vendor.services.create": () => {
          throw apiError("CONFLICT", "You already have a service named Foam Wash: choose another name", {
            subCategoryName: "You already have a service named Foam Wash: choose another name",
          });
        },
      },
    });
    await user.click(await screen.findByRole("textbox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Basic Wash" }));
    const name = screen.getByRole("textbox", { name: "Sub-category" });
    await user.type(name, "Foam Wash");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Foam and rinse");
    await user.type(priceBox("Sedan"), "349");
    await user.click(screen.getByRole("button", { name: "Add service" }));

    await waitFor(() =>
      expect(descriptionOf(name)).toContain(
        "You already have a service named Foam Wash: choose another name",
      ),
    );
    expect((name as HTMLInputElement).value).toBe("Foam Wash");
    expect(document.activeElement).toBe(name);
  });

  it("counts the characters of the name and description against their limits", async () => {
    const { user } = await renderWithProviders(<ServiceEditorPage />, { api: catalog });
    const name = await screen.findByRole("textbox", { name: "Sub-category" });
    expect(descriptionOf(name)).toContain("0 / 80");
    await user.type(name, "Foam Wash");
    expect(descriptionOf(name)).toContain("9 / 80");
    await user.click(name);
    await user.paste("x".repeat(100));
    expect((name as HTMLInputElement).value).toHaveLength(80);
    expect(descriptionOf(name)).toContain("80 / 80 (limit reached)");
    expect(descriptionOf(screen.getByRole("textbox", { name: "Description" }))).toContain("0 / 1,000");
  });

  it("shows a refusal that names no field above the form", async () => {
    const { user } = await renderWithProviders(<ServiceEditorPage />, {
      api: {
        ...catalog,
        "vendor.services.create": () => {
          throw apiError("FORBIDDEN", "Your centre is suspended; services cannot be changed");
        },
      },
    });
    await user.click(await screen.findByRole("textbox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Basic Wash" }));
    await user.type(screen.getByRole("textbox", { name: "Sub-category" }), "Foam Wash");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Foam and rinse");
    await user.type(priceBox("Sedan"), "349");
    await user.click(screen.getByRole("button", { name: "Add service" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your centre is suspended; services cannot be changed",
    );
  });
});

describe("editing a service", () => {
  it("shows the saved service, and saves the changed prices", async () => {
    const { user, api, router } = await renderWithProviders(<ServiceEditorPage serviceId={40} />, {
      api: {
        ...catalog,
        "vendor.services.get": () => FOAM_WASH,
        "vendor.services.update": () => FOAM_WASH,
      },
    });
    expect(await screen.findByRole("heading", { name: "Edit service" })).toBeTruthy();
    expect(await screen.findByText("Basic Wash — Foam Wash")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Category" }) as HTMLInputElement).value).toBe("Basic Wash");
    expect((screen.getByRole("textbox", { name: "Sub-category" }) as HTMLInputElement).value).toBe(
      "Foam Wash",
    );
    expect((screen.getByRole("textbox", { name: "Driver fee (₹)" }) as HTMLInputElement).value).toBe("₹150");
    expect((priceBox("Hatchback") as HTMLInputElement).value).toBe("₹299");
    expect((priceBox("Sedan") as HTMLInputElement).value).toBe("₹349");
    expect((priceBox("SUV") as HTMLInputElement).value).toBe("");
    expect(priceBox("SUV").getAttribute("placeholder")).toBe("Not offered");

    await user.clear(priceBox("Sedan"));
    await user.type(priceBox("SUV"), "1299");
    expect((priceBox("SUV") as HTMLInputElement).value).toBe("₹1,299");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/vendor/services"));
    expect(api.inputsOf("vendor.services.update")).toEqual([
      {
        id: 40,
        version: 3,
        categoryId: 1,
        subCategoryName: "Foam Wash",
        description: "A quick outside wash. Includes Foam or Rinse",
        durationMinutes: 40,
        driverFeePaise: 15_000,
        prices: [
          { vehicleTypeId: 1, pricePaise: 29_900 },
          { vehicleTypeId: 3, pricePaise: 129_900 },
        ],
      },
    ]);
  });

  it("refuses a save made after another tab changed the service, showing its values now", async () => {
    // Another tab raised the Sedan price and saved: the service is at version 4 now.
    const now = {
      ...FOAM_WASH,
      version: 4,
      prices: [FOAM_WASH.prices[0], { ...FOAM_WASH.prices[1], pricePaise: 39_900 }],
    };
    const { user, api, router } = await renderWithProviders(<ServiceEditorPage serviceId={40} />, {
      api: {
        ...catalog,
        "vendor.services.get": () => FOAM_WASH,
        "vendor.services.update": (input: { version: number }) => {
          if (input.version !== now.version) throw staleEditError({ id: "errors.serviceChanged" }, now);
          return now;
        },
      },
    });
    const duration = await screen.findByRole("textbox", { name: "Duration (minutes)" });
    await user.clear(duration);
    await user.type(duration, "50");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const alert = await screen.findByRole("alert", { name: "Not saved: changed since you opened it" });
    expect(alert.textContent).toContain(
      "This service changed since you opened it, in another tab or by someone else. Nothing was saved",
    );
    const saved = within(alert).getByRole("table", { name: "Saved now" });
    expect(within(saved).getByRole("row", { name: /Sedan/ }).textContent).toBe(
      "Sedan₹399.00 (was ₹349.00 when you opened it)",
    );
    expect(within(saved).getByRole("row", { name: /Hatchback/ }).textContent).toBe("Hatchback₹299.00");
    // What was typed is still in the form, and nothing left the page.
    expect((duration as HTMLInputElement).value).toBe("50");
    expect(router.state.location.pathname).not.toBe("/vendor/services");

    await user.click(within(alert).getByRole("button", { name: "Start again from these values" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect((priceBox("Sedan") as HTMLInputElement).value).toBe("₹399");
    const fresh = screen.getByRole("textbox", { name: "Duration (minutes)" });
    expect((fresh as HTMLInputElement).value).toBe("40");
    await user.clear(fresh);
    await user.type(fresh, "50");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vendor/services"));
    expect(
      api.inputsOf("vendor.services.update").map((input) => (input as { version: number }).version),
    ).toEqual([3, 4]);
  });

  it("goes back to the list on Cancel without saving", async () => {
    const { user, api, router } = await renderWithProviders(<ServiceEditorPage serviceId={40} />, {
      api: { ...catalog, "vendor.services.get": () => FOAM_WASH },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vendor/services"));
    expect(api.calls.map((call) => call.path)).not.toContain("vendor.services.update");
  });

  it("says when the service cannot load", async () => {
    await renderWithProviders(<ServiceEditorPage serviceId={41} />, {
      api: {
        ...catalog,
        "vendor.services.get": () => {
          throw apiError("NOT_FOUND", "Service not found");
        },
      },
    });
    expect(await screen.findByText("The form could not load")).toBeTruthy();
    expect(screen.getByText("Service not found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });
});
