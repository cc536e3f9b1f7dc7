// @vitest-environment jsdom
import { type SavedAddress, type SavedVehicle, vehicleNumberKey } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { staleEditError } from "@chamak/web-client/test-support/fake-api";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, renderWithProviders, showIn } from "../../../../test/support/render";
import { readBookAgain } from "../../booking/book-again-store";
import { cartActions, readCart } from "../../cart/cart-store";
import { BookingActionsBar } from "../booking-actions";
import { SavedAddressesCard } from "./saved-addresses-card";
import { SavedVehiclesCard } from "./saved-vehicles-card";

const TYPES = [
  { id: 1, slug: "hatchback", name: "Hatchback", group: "car" },
  { id: 4, slug: "suv", name: "SUV", group: "car" },
];
const SWIFT: SavedVehicle = {
  id: 1,
  vehicleType: { id: 1, slug: "hatchback", name: "Hatchback" },
  vehicleNumber: "DL 3C AB 1234",
  brand: "Maruti Suzuki",
  model: "Swift",
  nickname: null,
  isDefault: true,
  version: 1,
};
const HOME: SavedAddress = {
  id: 8,
  label: "home",
  address: "B-12, Sector 18",
  city: "Noida",
  state: "Uttar Pradesh",
  zip: "201301",
  landmark: "Near the metro",
  siteDetails: {},
  isDefault: true,
  version: 1,
};

afterEach(async () => {
  cartActions.clear();
  window.sessionStorage.clear();
  await showIn("en");
});

describe("My vehicles", () => {
  it("lists the vehicles with the default marked, adds one, and shows a refused number on its field", async () => {
    let vehicles: SavedVehicle[] = [SWIFT];
    const { user, api } = await renderWithProviders(<SavedVehiclesCard />, {
      api: {
        "catalog.vehicleTypes": () => TYPES,
        "accounts.saved.vehicles.list": () => vehicles,
        "accounts.saved.vehicles.add": (input: { vehicleNumber: string }) => {
          if (vehicleNumberKey(input.vehicleNumber) === "DL3CAB1234")
            throw apiError("CONFLICT", errorMessage("vehicleAlreadySaved"), ["vehicleNumber"]);
          const added = {
            ...SWIFT,
            id: 2,
            vehicleType: TYPES[1] as SavedVehicle["vehicleType"],
            brand: null,
            model: null,
            nickname: "Big one",
            isDefault: false,
            vehicleNumber: "UP 16 BT 4040",
          };
          vehicles = [...vehicles, added];
          return added;
        },
      },
    });
    const row = await screen.findByRole("listitem", { name: "DL 3C AB 1234" });
    expect(within(row).getByText("Default")).toBeTruthy();
    expect(within(row).getByText("Hatchback · Maruti Suzuki Swift")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add vehicle" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a vehicle" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(isInvalid(within(dialog).getByRole("textbox", { name: "Registration number" }))).toBe(true);
    expect(api.inputsOf("accounts.saved.vehicles.add")).toEqual([]);

    await user.click(within(dialog).getByRole("textbox", { name: "Vehicle type" }));
    await user.click(await screen.findByRole("option", { name: "SUV" }));
    const number = within(dialog).getByRole("textbox", { name: "Registration number" });
    await user.type(number, "dl3cab1234");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.inputsOf("accounts.saved.vehicles.add")).toHaveLength(1));
    await waitFor(() =>
      expect(descriptionOf(number)).toContain("You have already saved a vehicle with this number"),
    );

    await user.clear(number);
    await user.type(number, "up 16 bt 4040");
    await user.type(within(dialog).getByRole("textbox", { name: "Nickname (optional)" }), "Big one");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("listitem", { name: "UP 16 BT 4040" })).toBeTruthy();
    expect(api.inputsOf("accounts.saved.vehicles.add").at(-1)).toEqual({
      vehicleTypeId: 4,
      vehicleNumber: "UP 16 BT 4040",
      brand: null,
      model: null,
      nickname: "Big one",
      isDefault: false,
    });
    expect(screen.getByText("Vehicle saved")).toBeTruthy();
  });

  it("deletes a vehicle only after asking", async () => {
    const { user, api } = await renderWithProviders(<SavedVehiclesCard />, {
      api: {
        "catalog.vehicleTypes": () => TYPES,
        "accounts.saved.vehicles.list": () => [SWIFT],
        "accounts.saved.vehicles.remove": () => [],
      },
    });
    const row = await screen.findByRole("listitem", { name: "DL 3C AB 1234" });
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Maruti Suzuki Swift?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.inputsOf("accounts.saved.vehicles.remove")).toEqual([]);

    await user.click(within(row).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByText("No saved vehicles yet.")).toBeTruthy());
    expect(api.inputsOf("accounts.saved.vehicles.remove")).toEqual([{ id: 1, version: SWIFT.version }]);
  });
});

describe("a saved vehicle or address changed in another tab", () => {
  it("refuses the older edit, shows the vehicle as saved now, and saves again from it", async () => {
    // Another tab gave the vehicle a nickname: it is at version 2 now.
    const now: SavedVehicle = { ...SWIFT, nickname: "Dad's car", version: 2 };
    const { user, api } = await renderWithProviders(<SavedVehiclesCard />, {
      api: {
        "catalog.vehicleTypes": () => TYPES,
        "accounts.saved.vehicles.list": () => [SWIFT],
        "accounts.saved.vehicles.update": (input: { version: number; model: string }) => {
          if (input.version !== now.version) throw staleEditError(errorMessage("savedVehicleChanged"), now);
          return { ...now, model: input.model, version: 3 };
        },
      },
    });
    const row = await screen.findByRole("listitem", { name: "DL 3C AB 1234" });
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit vehicle" });
    const model = within(dialog).getByRole("textbox", { name: "Model (optional)" });
    await user.clear(model);
    await user.type(model, "Swift Dzire");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("This vehicle changed since you opened it");
    expect(alert.textContent).toContain("Saved now:");
    expect(within(alert).getByText("Dad's car")).toBeTruthy();
    // What was typed stays until the customer starts again from what is saved.
    expect((model as HTMLInputElement).value).toBe("Swift Dzire");
    await user.click(within(alert).getByRole("button", { name: "Start again from these details" }));
    expect(
      (within(dialog).getByRole("textbox", { name: "Nickname (optional)" }) as HTMLInputElement).value,
    ).toBe("Dad's car");
    expect((model as HTMLInputElement).value).toBe("Swift");
    await user.clear(model);
    await user.type(model, "Swift Dzire");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      api.inputsOf("accounts.saved.vehicles.update").map((input) => (input as { version: number }).version),
    ).toEqual([1, 2]);
  });

  it("does not delete a vehicle changed since the list was shown: says so, and lists it as it is now", async () => {
    const now: SavedVehicle = { ...SWIFT, nickname: "Dad's car", version: 2 };
    let listed = [SWIFT];
    const { user, api } = await renderWithProviders(<SavedVehiclesCard />, {
      api: {
        "catalog.vehicleTypes": () => TYPES,
        "accounts.saved.vehicles.list": () => listed,
        "accounts.saved.vehicles.remove": (input: { version: number }) => {
          // Another tab renamed it after this list was shown.
          listed = [now];
          if (input.version !== now.version) throw staleEditError(errorMessage("savedVehicleChanged"), now);
          return [];
        },
      },
    });
    const row = await screen.findByRole("listitem", { name: "DL 3C AB 1234" });
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Maruti Suzuki Swift?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "This vehicle changed since you opened it, in another tab or on another device. Nothing was changed",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    // The list as it is now: the vehicle is still there, with the other tab's nickname.
    expect(await screen.findByText(/Dad's car/)).toBeTruthy();
    expect(api.inputsOf("accounts.saved.vehicles.remove")).toEqual([{ id: 1, version: 1 }]);
  });

  it("does not make default an address changed since the list was shown", async () => {
    const now: SavedAddress = { ...HOME, address: "C-4, Sector 18", version: 2 };
    const office: SavedAddress = { ...HOME, id: 2, label: "work", isDefault: false };
    let listed = [
      { ...HOME, isDefault: false },
      { ...office, isDefault: true },
    ];
    const { user } = await renderWithProviders(<SavedAddressesCard />, {
      api: {
        "accounts.saved.addresses.list": () => listed,
        "accounts.saved.addresses.setDefault": () => {
          listed = [
            { ...now, isDefault: false },
            { ...office, isDefault: true },
          ];
          throw staleEditError(errorMessage("savedAddressChanged"), now);
        },
      },
    });
    const row = await screen.findByRole("listitem", { name: "Home" });
    await user.click(within(row).getByRole("button", { name: "Make default" }));
    expect(await screen.findByText(/This address changed since you opened it/)).toBeTruthy();
    expect(await screen.findByText(/C-4, Sector 18/)).toBeTruthy();
  });

  it("says so in Hindi for an address, with the address as saved now", async () => {
    await showIn("hi");
    const now: SavedAddress = { ...HOME, address: "C-4, Sector 18", version: 2 };
    const { user } = await renderWithProviders(<SavedAddressesCard />, {
      api: {
        "accounts.saved.addresses.list": () => [HOME],
        "accounts.saved.addresses.update": () => {
          throw staleEditError(errorMessage("savedAddressChanged"), now);
        },
      },
    });
    const row = await screen.findByRole("listitem", { name: "घर" });
    await user.click(within(row).getByRole("button", { name: "बदलें" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "सहेजें" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("आपके खोलने के बाद यह पता बदल गया है");
    expect(alert.textContent).toContain("अभी यह सहेजा हुआ है:");
    expect(within(alert).getByText("C-4, Sector 18")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "इन्हीं जानकारियों से फिर शुरू करें" })).toBeTruthy();
  });
});

describe("My addresses", () => {
  it("lists, and refuses a bad PIN on its field before asking the server", async () => {
    const { user, api } = await renderWithProviders(<SavedAddressesCard />, {
      api: { "accounts.saved.addresses.list": () => [HOME] },
    });
    const row = await screen.findByRole("listitem", { name: "Home" });
    expect(within(row).getByText("B-12, Sector 18, Noida")).toBeTruthy();
    expect(within(row).getByText("Default")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit address" });
    const pin = within(dialog).getByRole("textbox", { name: "PIN code" });
    await user.clear(pin);
    await user.type(pin, "2013");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(descriptionOf(pin)).toContain("PIN code must be exactly 6 digits");
    expect(api.inputsOf("accounts.saved.addresses.update")).toEqual([]);
  });
});

describe("where the vehicle waits at a saved address", () => {
  const GREEN_PARK: SavedAddress = {
    ...HOME,
    siteDetails: { society: "Green Park Society", tower: "B", parkingSlot: "B-112" },
  };

  it("lists its line, edits it with the gate and the keys, and sends them with the address's version", async () => {
    const { user, api } = await renderWithProviders(<SavedAddressesCard />, {
      api: {
        "accounts.saved.addresses.list": () => [GREEN_PARK],
        "accounts.saved.addresses.update": (input: SavedAddress) => ({ ...GREEN_PARK, ...input, version: 2 }),
      },
    });
    const row = await screen.findByRole("listitem", { name: "Home" });
    expect(within(row).getByText("Green Park Society, Tower B, slot B-112")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit address" });
    const box = (name: string) => within(dialog).getByRole<HTMLInputElement>("textbox", { name });
    expect(box("Society or building").value).toBe("Green Park Society");
    expect(box("Parking slot").value).toBe("B-112");
    await user.clear(box("Parking slot"));
    await user.type(box("Gate instructions"), "Gate 2, say flat B-1104");
    await user.type(box("Key handover"), "With the guard at gate 2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.inputsOf("accounts.saved.addresses.update")).toHaveLength(1));
    const [sent] = api.inputsOf("accounts.saved.addresses.update") as SavedAddress[];
    expect(sent).toMatchObject({ id: 8, version: 1 });
    // The slot emptied is left out: the server keeps only the details given.
    expect(sent?.siteDetails).toEqual({
      society: "Green Park Society",
      tower: "B",
      gateInstructions: "Gate 2, say flat B-1104",
      keyHandover: "With the guard at gate 2",
    });
  });

  it("refuses gate instructions too long on their field, in Hindi too, sending nothing", async () => {
    await showIn("hi");
    const { user, api } = await renderWithProviders(<SavedAddressesCard />, {
      api: { "accounts.saved.addresses.list": () => [GREEN_PARK] },
    });
    const row = await screen.findByRole("listitem", { name: "घर" });
    expect(within(row).getByText("Green Park Society, टावर B, स्लॉट B-112")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "बदलें" }));
    const dialog = await screen.findByRole("dialog");
    const gate = within(dialog).getByRole("textbox", { name: "गेट पर निर्देश" });
    // Pasted: typing 301 characters key by key is slow in jsdom (and the box stops at 300 anyway).
    gate.removeAttribute("maxlength");
    await user.click(gate);
    await user.paste("G".repeat(301));
    await user.click(within(dialog).getByRole("button", { name: "सहेजें" }));
    expect(isInvalid(gate)).toBe(true);
    expect(descriptionOf(gate)).toContain("गेट पर निर्देश");
    expect(api.inputsOf("accounts.saved.addresses.update")).toEqual([]);
  });
});

describe("Book again", () => {
  it("fills the cart at today's prices with the vehicle and address, then opens the booking page", async () => {
    const past = aBookingView({ status: "completed", slotStart: new Date("2026-11-20T04:30:00Z") });
    const { user, router, api } = await renderWithProviders(
      <BookingActionsBar booking={past} onPayNow={() => {}} paying={false} onNotice={() => {}} />,
      {
        path: "/profile",
        api: {
          "accounts.saved.bookAgain": () => ({
            centre: { id: 7, name: "Sparkle Hub" },
            centreOpen: true,
            vehicleType: { id: 1, slug: "hatchback", name: "Hatchback" },
            items: [
              {
                serviceId: 11,
                categoryName: "Basic Wash",
                subCategoryName: "Foam Wash",
                quantity: 1,
                pricePaise: 34_900,
                previousPricePaise: 29_900,
                driverFeePaise: 0,
              },
            ],
            gone: [{ categoryName: "Detailing", subCategoryName: "Ceramic Coat" }],
            vehicleNumber: "DL 3C AB 1234",
            brand: "Hyundai",
            contactMobile: "9876543210",
            address: {
              state: "Delhi",
              city: "New Delhi",
              address: "4 Park Street",
              zip: "110001",
              siteDetails: { society: "Park Street Residency", keyHandover: "With the guard" },
            },
          }),
        },
      },
    );
    await user.click(screen.getByRole("button", { name: "Book again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/booking"));
    expect(api.inputsOf("accounts.saved.bookAgain")).toEqual([{ bookingId: past.id }]);
    expect(
      readCart().map((item) => [item.service_id, item.price, item.vehicle_type_id, item.centre_id]),
    ).toEqual([[11, 349, 1, 7]]);
    expect(readBookAgain(7)).toMatchObject({
      vehicleNumber: "DL 3C AB 1234",
      address: "4 Park Street",
      siteDetails: { society: "Park Street Residency", keyHandover: "With the guard" },
      gone: ["Detailing – Ceramic Coat"],
      repriced: ["Basic Wash – Foam Wash"],
    });
  });
});
