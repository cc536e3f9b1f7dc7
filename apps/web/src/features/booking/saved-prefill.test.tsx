// @vitest-environment jsdom
import {
  addDays,
  type CentreDetail,
  errorMessage,
  fieldLabel,
  indiaDate,
  indiaToInstant,
  type SavedAddress,
  type SavedVehicle,
} from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { descriptionOf } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { KNOWN_CUSTOMER, openDay, VISIT_QUOTE } from "../../../test/support/booking-form-fixtures";
import { FOAM_AT_SPARKLE_HUB } from "../../../test/support/cart-fixtures";
import { type ApiHandlers, apiError, renderWithProviders } from "../../../test/support/render";
import { writeBookAgain } from "./book-again-store";
import type { CartRequest } from "./booking-cart";
import { BookingCheckout } from "./booking-checkout";

const DAY = addDays(indiaDate(), 1);
const FOAM = FOAM_AT_SPARKLE_HUB;
const CART: CartRequest = { centreId: 7, vehicleTypeId: 1, items: [{ serviceId: 11, quantity: 1 }] };
const CENTRE = {
  id: 7,
  name: "Sparkle Hub",
  offersPickDrop: false,
  pickDropFeePaise: null,
  services: [],
} satisfies Partial<CentreDetail>;
const hatchback = { id: 1, slug: "hatchback", name: "Hatchback" };
const suv = { id: 4, slug: "suv", name: "SUV" };
const vehicle = (
  fields: Partial<SavedVehicle> & Pick<SavedVehicle, "id" | "vehicleNumber">,
): SavedVehicle => ({
  vehicleType: hatchback,
  brand: null,
  model: null,
  nickname: null,
  isDefault: false,
  version: 1,
  ...fields,
});
const SWIFT = vehicle({ id: 1, vehicleNumber: "DL 3C AB 1234", brand: "Maruti Suzuki", model: "Swift" });
const I20 = vehicle({ id: 2, vehicleNumber: "HR 26 DK 7777", brand: "Hyundai", isDefault: true });
const XUV = vehicle({ id: 3, vehicleNumber: "UP 16 BT 4040", vehicleType: suv, nickname: "Big one" });
const HOME: SavedAddress = {
  id: 8,
  label: "home",
  address: "B-12, Sector 18",
  city: "Noida",
  state: "Uttar Pradesh",
  zip: "201301",
  landmark: null,
  siteDetails: {},
  isDefault: true,
  version: 1,
};
const WORK: SavedAddress = {
  ...HOME,
  id: 9,
  label: "work",
  address: "Tower B, Cyber City",
  city: "Gurugram",
  state: "Haryana",
  zip: "122002",
  isDefault: false,
};

const availability = (input: { date: string }) => openDay(input.date, ["10:00"]);

function api(more: ApiHandlers = {}): ApiHandlers {
  return {
    "accounts.me": () => KNOWN_CUSTOMER,
    "catalog.centre": () => CENTRE,
    "booking.quote": () => VISIT_QUOTE,
    "booking.availability": availability,
    "accounts.saved.vehicles.list": () => [I20, SWIFT, XUV],
    "accounts.saved.addresses.list": () => [HOME, WORK],
    ...more,
  };
}

async function renderForm(handlers: ApiHandlers) {
  const rendered = await renderWithProviders(
    <BookingCheckout
      items={[FOAM]}
      cart={CART}
      centreName="Sparkle Hub"
      slot={{ centreId: 7, date: DAY, time: "10:00" }}
    />,
    { api: handlers, path: "/booking" },
  );
  await screen.findByRole("button", { name: "Pay ₹299.00" }, { timeout: 10_000 });
  return rendered;
}

const value = (name: string) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value;

afterEach(() => window.sessionStorage.clear());

describe("the booking form with saved vehicles and addresses", () => {
  it("starts from the default vehicle of the cart's type and the default address, offering the others", async () => {
    const { user } = await renderForm(api());
    await waitFor(() => expect(value("Vehicle number")).toBe("HR 26 DK 7777"));
    expect(value("Brand (optional)")).toBe("Hyundai");
    expect(value("Address")).toBe("B-12, Sector 18");
    expect(value("City")).toBe("Noida");
    expect(value("PIN code")).toBe("201301");
    // The SUV is another type: left out, and the page says why.
    expect(screen.queryByText(/UP 16 BT 4040/)).toBeNull();
    expect(
      screen.getByText(/Saved vehicles of other types are not shown: this booking is for a Hatchback/),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Maruti Suzuki Swift · DL 3C AB 1234" }));
    expect(value("Vehicle number")).toBe("DL 3C AB 1234");
    expect(value("Brand (optional)")).toBe("Maruti Suzuki");
    expect(
      screen
        .getByRole("button", { name: "Maruti Suzuki Swift · DL 3C AB 1234" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await user.click(screen.getByRole("button", { name: "Work: Tower B, Cyber City, Gurugram" }));
    expect(value("City")).toBe("Gurugram");
    expect(value("State")).toBe("Haryana");
    // Nothing new typed: nothing to save.
    expect(screen.queryByRole("checkbox", { name: "Save this vehicle to my profile" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Save this address to my profile" })).toBeNull();
  });

  it("saves a newly typed vehicle and address after the booking is placed, when asked to", async () => {
    const { user, api: server } = await renderForm(
      api({
        "accounts.saved.vehicles.list": () => [],
        "accounts.saved.addresses.list": () => [],
        "booking.create": () => aBookingView({ slotStart: indiaToInstant(DAY, 600), createdAt: new Date() }),
        "accounts.saved.vehicles.add": () => SWIFT,
        // A refused save never touches the booking, which is placed already.
        "accounts.saved.addresses.add": () => {
          throw apiError("CONFLICT", "You can save up to 10 addresses; delete one to add another");
        },
      }),
    );
    // No saved address: the profile's is filled in, as before.
    await waitFor(() => expect(value("Address")).toBe("4 Park Street"));
    await user.type(screen.getByRole("textbox", { name: "Vehicle number" }), "dl 3c ab 1234");
    await user.click(screen.getByRole("checkbox", { name: "Save this vehicle to my profile" }));
    await user.click(screen.getByRole("checkbox", { name: "Save this address to my profile" }));
    await user.click(screen.getByRole("radio", { name: "Cash" }));
    await user.click(screen.getByRole("button", { name: "Book and pay at the centre" }));

    await waitFor(() => expect(server.inputsOf("accounts.saved.vehicles.add")).toHaveLength(1), {
      timeout: 4000,
    });
    expect(server.inputsOf("booking.create")).toHaveLength(1);
    expect(server.inputsOf("accounts.saved.vehicles.add")).toEqual([
      { vehicleTypeId: 1, vehicleNumber: "DL 3C AB 1234", brand: null },
    ]);
    expect(server.inputsOf("accounts.saved.addresses.add")).toEqual([
      { label: "home", address: "4 Park Street", city: "New Delhi", state: "Delhi", zip: "110001" },
    ]);
  });

  it("fills in what Book again left, over the saved defaults, and says which services are gone", async () => {
    writeBookAgain({
      centreId: 7,
      vehicleNumber: "KA 01 MJ 2020",
      brand: "Tata Motors",
      contactMobile: "9123456789",
      state: "Karnataka",
      city: "Bengaluru",
      address: "12 MG Road",
      zip: "560001",
      gone: ["Detailing – Ceramic Coat"],
      repriced: ["Basic Wash – Foam Wash"],
    });
    await renderForm(api());
    expect(screen.getByText("No longer offered, left out: Detailing – Ceramic Coat")).toBeTruthy();
    expect(screen.getByText("Price changed since your last booking: Basic Wash – Foam Wash")).toBeTruthy();
    await waitFor(() => expect(value("Phone")).toBe("9123456789"));
    expect(value("Vehicle number")).toBe("KA 01 MJ 2020");
    expect(value("Brand (optional)")).toBe("Tata Motors");
    expect(value("Address")).toBe("12 MG Road");
    expect(value("PIN code")).toBe("560001");
  });
});

describe("where the vehicle waits, on the booking form", () => {
  const AT_THE_DOOR = {
    ...CENTRE,
    offersPickDrop: true,
    offersDoorstep: true,
    doorstepNeedsWater: true,
    doorstepNeedsPower: false,
  } satisfies Partial<CentreDetail>;
  const GREEN_PARK: SavedAddress = {
    ...HOME,
    siteDetails: {
      society: "Green Park Society",
      tower: "B",
      parkingSlot: "B-112",
      gateInstructions: "Tell the guard at gate 2",
      keyHandover: "Keys with the guard at gate 2",
    },
  };
  const detailsApi = (more: ApiHandlers = {}) =>
    api({
      "catalog.centre": () => AT_THE_DOOR,
      "accounts.saved.addresses.list": () => [GREEN_PARK, WORK],
      ...more,
    });

  it("asks away from the centre only, filled from the saved address, the keys for pick & drop alone", async () => {
    const { user } = await renderForm(detailsApi());
    await waitFor(() => expect(value("Address")).toBe("B-12, Sector 18"));
    // At the centre nobody comes to the address: no site details, no word of water.
    expect(screen.queryByRole("textbox", { name: "Society or building" })).toBeNull();

    await user.click(screen.getByRole("radio", { name: /At your door/ }));
    expect(value("Society or building")).toBe("Green Park Society");
    expect(value("Tower or block")).toBe("B");
    expect(value("Parking slot")).toBe("B-112");
    expect(value("Gate instructions")).toBe("Tell the guard at gate 2");
    expect(screen.queryByRole("textbox", { name: /Key handover/ })).toBeNull();
    expect(screen.getByRole("note").textContent).toBe("The washer uses your water tap.");

    await user.click(screen.getByRole("radio", { name: /Driver Service/ }));
    expect(value("Key handover")).toBe("Keys with the guard at gate 2");
    expect(screen.queryByRole("note")).toBeNull();

    // Another saved address brings its own (none).
    await user.click(screen.getByRole("button", { name: "Work: Tower B, Cyber City, Gurugram" }));
    expect(value("Society or building")).toBe("");
    expect(value("Key handover")).toBe("");
  });

  it("sends what is typed for the doorstep without the keys, and shows the server's refusal on its field", async () => {
    const { user, api: server } = await renderForm(
      detailsApi({
        "booking.create": () => {
          const tooLong = errorMessage("tooLong", { label: fieldLabel("gateInstructions"), max: 300 });
          throw apiError("BAD_REQUEST", tooLong, ["siteDetails.gateInstructions"]);
        },
      }),
    );
    await waitFor(() => expect(value("Address")).toBe("B-12, Sector 18"));
    await user.click(screen.getByRole("radio", { name: /At your door/ }));
    const slot = screen.getByRole("textbox", { name: "Parking slot" });
    await user.clear(slot);
    await user.type(slot, "Basement 2, slot 14");
    await user.click(screen.getByRole("radio", { name: "Cash" }));
    // Away from the centre the price is asked again with the address (its travel fee): booked once it is in.
    await waitFor(() =>
      expect(server.inputsOf("booking.quote")).toContainEqual(
        expect.objectContaining({ serviceMode: "doorstep", zip: "201301" }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole("status", { name: "Working out the price" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Book and pay the washer" }));

    await waitFor(() => expect(server.inputsOf("booking.create")).toHaveLength(1), { timeout: 8000 });
    expect(server.inputsOf("booking.create")[0]).toMatchObject({
      serviceMode: "doorstep",
      siteDetails: {
        society: "Green Park Society",
        tower: "B",
        parkingSlot: "Basement 2, slot 14",
        gateInstructions: "Tell the guard at gate 2",
      },
    });
    const [sent] = server.inputsOf("booking.create") as { siteDetails?: object }[];
    expect(sent?.siteDetails).not.toHaveProperty("keyHandover");
    const gate = screen.getByRole("textbox", { name: "Gate instructions" });
    await waitFor(() => expect(gate.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(gate)).toContain("Gate instructions must be at most 300 characters");
  });
});
