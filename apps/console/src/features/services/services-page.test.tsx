// @vitest-environment jsdom

import { descriptionOf } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import type { VendorService } from "../../lib/api-types";
import { ServicesPage } from "./services-page";

function service(
  fields: Partial<VendorService> & Pick<VendorService, "id" | "subCategoryName">,
): VendorService {
  return {
    categoryId: 1,
    categoryName: "Basic Wash",
    categorySlug: "basic-wash",
    description: "A quick outside wash",
    includes: [],
    durationMinutes: 40,
    driverFeePaise: 15_000,
    rating: { average: null, count: 0 },
    bookingCount: 12,
    prices: [],
    createdAt: new Date("2026-01-05T10:00:00Z"),
    updatedAt: new Date("2026-01-05T10:00:00Z"),
    version: 1,
    ...fields,
  };
}

const price = (vehicleTypeId: number, name: string, pricePaise: number) => ({
  vehicleTypeId,
  vehicleTypeSlug: name.toLowerCase(),
  vehicleTypeName: name,
  pricePaise,
});

const FOAM = service({
  id: 40,
  subCategoryName: "Foam Wash",
  prices: [price(1, "Hatchback", 29_900), price(3, "SUV", 44_900)],
});
const INTERIOR = service({
  id: 41,
  categoryId: 2,
  categoryName: "Detailing",
  subCategoryName: "Interior Deep Clean",
  durationMinutes: 120,
  driverFeePaise: 0,
  prices: [price(2, "Sedan", 119_900)],
});

/** The preview grid as the vendor reads it: a service's name row, then vehicle, now and new per price. */
function previewRows(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    );
}

async function openAdjustPrices(user: Awaited<ReturnType<typeof renderWithProviders>>["user"]) {
  await user.click(await screen.findByRole("checkbox", { name: "Select all services" }));
  await user.click(screen.getByRole("button", { name: "Adjust prices (2)" }));
  return screen.findByRole("dialog", { name: "Adjust prices" });
}

const me = (status: "approved" | "suspended", role: "owner" | "manager" | "staff" = "owner") => ({
  user: { id: 1, name: "Ravi", email: "ravi@example.in" },
  centre: {
    id: 7,
    name: "Sparkle",
    city: "Delhi",
    status,
    statusReason: status === "suspended" ? "Unpaid dues" : null,
    approvedAt: null,
    serviceCount: 2,
    role,
  },
});

describe("the services list", () => {
  it("sums up each service's prices, and adjusts prices only for a selection", async () => {
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, INTERIOR] },
    });
    const foam = (await screen.findByText("Foam Wash")).closest("tr") as HTMLElement;
    expect(within(foam).getByText("2 vehicle types, from ₹299.00")).toBeTruthy();
    expect(within(foam).getByText("40 min")).toBeTruthy();
    expect(within(foam).getByText("₹150.00")).toBeTruthy();
    expect(within(foam).getByRole("link", { name: "Edit Foam Wash" }).getAttribute("href")).toBe(
      "/vendor/services/40",
    );
    const interior = screen.getByText("Interior Deep Clean").closest("tr") as HTMLElement;
    expect(within(interior).getByText("1 vehicle type, from ₹1,199.00")).toBeTruthy();

    expect(screen.getByRole("button", { name: "Adjust prices" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Foam Wash" }));
    expect(screen.getByRole("button", { name: "Adjust prices (1)" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("the price grid of a bulk price change", () => {
  it("previews every price of the selected services, old and new", async () => {
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, INTERIOR] },
    });
    const dialog = await openAdjustPrices(user);

    // +10% by default, to the nearest rupee.
    expect(previewRows(dialog)).toEqual([
      ["Basic Wash — Foam Wash"],
      ["Hatchback", "₹299.00", "₹329.00"],
      ["SUV", "₹449.00", "₹494.00"],
      ["Detailing — Interior Deep Clean"],
      ["Sedan", "₹1,199.00", "₹1,319.00"],
    ]);

    const percent = within(dialog).getByRole("textbox", { name: "Change (%)" });
    await user.clear(percent);
    await user.type(percent, "-15");
    await user.click(within(dialog).getByRole("textbox", { name: "Round new prices to" }));
    await user.click(await screen.findByRole("option", { name: "Nearest ₹10" }));

    expect(previewRows(dialog)).toEqual([
      ["Basic Wash — Foam Wash"],
      ["Hatchback", "₹299.00", "₹250.00"],
      ["SUV", "₹449.00", "₹380.00"],
      ["Detailing — Interior Deep Clean"],
      ["Sedan", "₹1,199.00", "₹1,020.00"],
    ]);
  });

  it("takes 7.5% as 7.5%, not 7%", async () => {
    const { user, api } = await renderWithProviders(<ServicesPage />, {
      api: {
        "vendor.services.list": () => [FOAM, INTERIOR],
        "vendor.services.update": (input: { id: number }) => (input.id === FOAM.id ? FOAM : INTERIOR),
      },
    });
    const dialog = await openAdjustPrices(user);
    const percent = within(dialog).getByRole("textbox", { name: "Change (%)" });
    await user.clear(percent);
    await user.type(percent, "7.5");

    expect((percent as HTMLInputElement).value).toBe("7.5%");
    // 299 × 1.075 = 321.43; at 7% it would be 319.93 → ₹320.
    expect(previewRows(dialog)).toEqual([
      ["Basic Wash — Foam Wash"],
      ["Hatchback", "₹299.00", "₹321.00"],
      ["SUV", "₹449.00", "₹483.00"],
      ["Detailing — Interior Deep Clean"],
      ["Sedan", "₹1,199.00", "₹1,289.00"],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Apply to 2 services" }));
    expect(await within(dialog).findByText("Updated 2 of 2.")).toBeTruthy();
    expect(api.inputsOf("vendor.services.update")).toEqual([
      expect.objectContaining({
        id: FOAM.id,
        prices: [
          { vehicleTypeId: 1, pricePaise: 32_100 },
          { vehicleTypeId: 3, pricePaise: 48_300 },
        ],
      }),
      expect.objectContaining({ id: INTERIOR.id, prices: [{ vehicleTypeId: 2, pricePaise: 128_900 }] }),
    ]);
  });

  it("refuses a change that takes a price above the one price limit, naming it", async () => {
    const PRICEY = service({ id: 42, subCategoryName: "Ceramic Coat", prices: [price(3, "SUV", 9_500_000)] });
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, PRICEY] },
    });
    const dialog = await openAdjustPrices(user);
    expect(within(dialog).getByRole("alert").textContent).toContain(
      "1 new price would be above ₹1,00,000, the most a price may be (Basic Wash — Ceramic Coat, SUV)",
    );
    expect(within(dialog).getByRole("button", { name: "Apply to 2 services" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("refuses a change of 0%", async () => {
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, INTERIOR] },
    });
    const dialog = await openAdjustPrices(user);
    const percent = within(dialog).getByRole("textbox", { name: "Change (%)" });
    await user.clear(percent);
    await user.type(percent, "0");

    expect(descriptionOf(percent)).toContain("Enter a change between -90% and +200%, not 0");
    expect(within(dialog).queryByRole("table")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Apply to 2 services" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("saves each service with its new prices and reports the progress", async () => {
    const { user, api } = await renderWithProviders(<ServicesPage />, {
      api: {
        "vendor.services.list": () => [FOAM, INTERIOR],
        "vendor.services.update": (input: { id: number }) => (input.id === FOAM.id ? FOAM : INTERIOR),
      },
    });
    const dialog = await openAdjustPrices(user);
    await user.click(within(dialog).getByRole("button", { name: "Apply to 2 services" }));

    expect(await within(dialog).findByText("Updated 2 of 2.")).toBeTruthy();
    expect(api.inputsOf("vendor.services.update")).toEqual([
      {
        id: 40,
        version: 1,
        categoryId: 1,
        subCategoryName: "Foam Wash",
        description: "A quick outside wash",
        durationMinutes: 40,
        driverFeePaise: 15_000,
        prices: [
          { vehicleTypeId: 1, pricePaise: 32_900 },
          { vehicleTypeId: 3, pricePaise: 49_400 },
        ],
      },
      {
        id: 41,
        version: 1,
        categoryId: 2,
        subCategoryName: "Interior Deep Clean",
        description: "A quick outside wash",
        durationMinutes: 120,
        driverFeePaise: 0,
        prices: [{ vehicleTypeId: 2, pricePaise: 131_900 }],
      },
    ]);
    // The list is fetched again with the new prices.
    await waitFor(() => expect(api.inputsOf("vendor.services.list").length).toBeGreaterThan(1));
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /Apply/ })).toBeNull();
  });

  it("keeps showing what was applied, before and after, once the list has the new prices", async () => {
    let saved = false;
    const raised = (base: VendorService, prices: VendorService["prices"]) => ({ ...base, prices });
    const { user, api } = await renderWithProviders(<ServicesPage />, {
      api: {
        "vendor.services.list": () =>
          saved
            ? [
                raised(FOAM, [price(1, "Hatchback", 32_900), price(3, "SUV", 49_400)]),
                raised(INTERIOR, [price(2, "Sedan", 131_900)]),
              ]
            : [FOAM, INTERIOR],
        "vendor.services.update": (input: { id: number }) => {
          saved = true;
          return input.id === FOAM.id ? FOAM : INTERIOR;
        },
      },
    });
    const dialog = await openAdjustPrices(user);
    await user.click(within(dialog).getByRole("button", { name: "Apply to 2 services" }));
    expect(await within(dialog).findByText("Updated 2 of 2.")).toBeTruthy();
    await waitFor(() => expect(api.inputsOf("vendor.services.list").length).toBeGreaterThan(1));

    expect(
      within(dialog)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Service and vehicle", "Before", "After"]);
    expect(previewRows(dialog)).toEqual([
      ["Basic Wash — Foam Wash"],
      ["Hatchback", "₹299.00", "₹329.00"],
      ["SUV", "₹449.00", "₹494.00"],
      ["Detailing — Interior Deep Clean"],
      ["Sedan", "₹1,199.00", "₹1,319.00"],
    ]);
  });

  it("offers a suspended centre no Add, Edit, Delete or price change, saying why", async () => {
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, INTERIOR], "dashboard.me": () => me("suspended") },
    });
    const edit = await screen.findByRole("button", { name: "Edit Foam Wash" });
    await waitFor(() => expect(edit.hasAttribute("disabled")).toBe(true));
    expect(edit.getAttribute("title")).toBe("Your centre is suspended: changes are disabled");
    expect(screen.getByRole("button", { name: "Delete Foam Wash" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Add service" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select all services" }));
    expect(screen.getByRole("button", { name: "Adjust prices (2)" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows staff the services without anything their role may not do, saying who may", async () => {
    await renderWithProviders(<ServicesPage />, {
      api: { "vendor.services.list": () => [FOAM, INTERIOR], "dashboard.me": () => me("approved", "staff") },
    });
    expect(
      await screen.findByText(
        "You are signed in as Staff: only the centre's owners and managers can change services and prices.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Foam Wash")).toBeTruthy();
    for (const name of ["Add service", /^Adjust prices/, "Edit Foam Wash", "Delete Foam Wash"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit Foam Wash" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("names the services the server refused", async () => {
    const { user } = await renderWithProviders(<ServicesPage />, {
      api: {
        "vendor.services.list": () => [FOAM, INTERIOR],
        "vendor.services.update": (input: { id: number }) => {
          if (input.id === INTERIOR.id) throw apiError("CONFLICT", "This service was deleted");
          return FOAM;
        },
      },
    });
    const dialog = await openAdjustPrices(user);
    await user.click(within(dialog).getByRole("button", { name: "Apply to 2 services" }));

    expect(await within(dialog).findByText("Updated 1 of 2; 1 failed.")).toBeTruthy();
    expect(within(dialog).getByText("Some services were not updated")).toBeTruthy();
    expect(
      within(dialog).getByText("Detailing — Interior Deep Clean: This service was deleted"),
    ).toBeTruthy();
  });
});
