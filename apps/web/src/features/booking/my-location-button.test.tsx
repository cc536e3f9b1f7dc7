// @vitest-environment jsdom
import type { CentreDetail, PlaceNear, Profile, SavedAddress } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEW_CUSTOMER, openDay, VISIT_QUOTE } from "../../../test/support/booking-form-fixtures";
import { FOAM_AT_SPARKLE_HUB } from "../../../test/support/cart-fixtures";
import { type ApiHandlers, apiError, renderWithProviders, showIn } from "../../../test/support/render";
import type { CartRequest } from "./booking-cart";
import { BookingCheckout } from "./booking-checkout";

const CART: CartRequest = { centreId: 7, vehicleTypeId: 1, items: [{ serviceId: 11, quantity: 1 }] };

const SECTOR_104: PlaceNear = {
  pin: "201304",
  locality: { name: "Sector 104", nameHi: "सेक्टर 104" },
  city: "Noida",
  district: "Gautam Buddha Nagar",
  state: "Uttar Pradesh",
  distanceKm: 0.1,
};

const availability = (input: { date: string }) => openDay(input.date, ["09:00", "10:00"]);

function api(more: ApiHandlers = {}, profile: Profile = NEW_CUSTOMER): ApiHandlers {
  return {
    "accounts.me": () => profile,
    "catalog.centre": () =>
      ({
        id: 7,
        name: "Green Valley Eco Wash",
        offersPickDrop: false,
        pickDropFeePaise: null,
        offersDoorstep: true,
        services: [],
      }) satisfies Partial<CentreDetail>,
    "booking.quote": () => VISIT_QUOTE,
    "booking.availability": availability,
    "places.near": () => SECTOR_104,
    ...more,
  };
}

/** The browser's geolocation: a position in Sector 104, a refusal as a denied permission gives, or none. */
function browserLocation(answer: "allow" | "deny" | "none") {
  if (answer === "none") {
    Reflect.deleteProperty(navigator, "geolocation");
    return vi.fn();
  }
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    answer === "allow"
      ? ok({ coords: { latitude: 28.54123, longitude: 77.37061 } } as GeolocationPosition)
      : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

async function renderForm(handlers: ApiHandlers) {
  const rendered = await renderWithProviders(
    <BookingCheckout
      items={[FOAM_AT_SPARKLE_HUB]}
      cart={CART}
      centreName="Green Valley Eco Wash"
      slot={null}
    />,
    { api: handlers, path: "/booking" },
  );
  // The form's first render takes seconds on a busy machine, more than findBy's one second.
  await screen.findByRole("button", { name: "Pay ₹299.00" }, { timeout: 10_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

afterEach(() => Reflect.deleteProperty(navigator, "geolocation"));

describe("Use my location, on the booking form", () => {
  it("fills the PIN, city, state and locality from where the phone is, and the doorstep times load", async () => {
    const locate = browserLocation("allow");
    const { user, api: server } = await renderForm(api());
    await user.click(await screen.findByRole("radio", { name: /At your door/ }));
    expect(screen.getByText(/Enter the PIN code where the vehicle is parked/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        "Filled in from your location: Sector 104, Noida (201304). Add your house or flat number to the address.",
      ),
    ).toBeTruthy();
    // About 100 m is all a PIN and a locality need (and all the server is told).
    expect(server.inputsOf("places.near")).toEqual([{ latitude: 28.541, longitude: 77.371 }]);
    expect(field("PIN code").value).toBe("201304");
    expect(field("City").value).toBe("Noida");
    expect(field("State").value).toBe("Uttar Pradesh");
    expect(field("Address").value).toBe("Sector 104");

    const times = await screen.findByRole("radiogroup", { name: /Time/ });
    expect(within(times).getAllByRole("radio").length).toBe(2);
    expect(server.inputsOf("booking.availability")).toContainEqual(
      expect.objectContaining({
        serviceMode: "doorstep",
        zip: "201304",
        city: "Noida",
        address: "Sector 104",
      }),
    );
  });

  it("keeps an address already typed, and says nothing once another PIN is typed over the one filled", async () => {
    browserLocation("allow");
    const { user } = await renderForm(api());
    await user.type(field("Address"), "B-12, Sector 104");
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText("Filled in from your location: Sector 104, Noida (201304).")).toBeTruthy();
    expect(field("Address").value).toBe("B-12, Sector 104");

    await user.clear(field("PIN code"));
    await user.type(field("PIN code"), "201301");
    expect(screen.queryByText(/Filled in from your location/)).toBeNull();
  });

  it("replaces the saved home the form started with, which stays one tap away in the chips", async () => {
    browserLocation("allow");
    const home: SavedAddress = {
      id: 3,
      label: "home",
      address: "C-42, Lajpat Nagar II",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      landmark: null,
      siteDetails: {},
      isDefault: true,
      version: 1,
    };
    const { user } = await renderForm(api({ "accounts.saved.addresses.list": () => [home] }));
    await waitFor(() => expect(field("Address").value).toBe("C-42, Lajpat Nagar II"));
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(
      await screen.findByText(
        "Filled in from your location: Sector 104, Noida (201304). Add your house or flat number to the address.",
      ),
    ).toBeTruthy();
    expect(field("Address").value).toBe("Sector 104");
    expect(field("PIN code").value).toBe("201304");
    expect(screen.getByRole("button", { name: "Home: C-42, Lajpat Nagar II, New Delhi" })).toBeTruthy();
  });

  it("says the PIN it found is only the nearest when no locality is near", async () => {
    browserLocation("allow");
    const { user } = await renderForm(
      api({ "places.near": () => ({ ...SECTOR_104, pin: "201310", locality: null, distanceKm: 0.6 }) }),
    );
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(
      await screen.findByText(
        "Filled in from your location: PIN 201310, Noida, the nearest PIN we know. Check it is yours.",
      ),
    ).toBeTruthy();
    expect(field("PIN code").value).toBe("201310");
    expect(field("Address").value).toBe("");
  });

  it("says how to go on when location access is blocked, or the browser has none, asking the server nothing", async () => {
    browserLocation("deny");
    const { user, api: server } = await renderForm(api());
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Location access is blocked for this site. Allow location access in your browser's settings, or type your PIN code.",
    );

    browserLocation("none");
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This browser cannot share your location. Type your PIN code.",
    );
    expect(server.inputsOf("places.near")).toEqual([]);
    expect(field("PIN code").value).toBe("");
  });

  it("passes on the server's refusal of a place it does not know, by the button", async () => {
    browserLocation("allow");
    const { user } = await renderForm(
      api({
        "places.near": () => {
          throw apiError("BAD_REQUEST", errorMessage("noPlaceNear", { km: 25 }), ["latitude"]);
        },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We know of no place within 25 km of where you are: type your PIN code instead",
    );
    expect(field("PIN code").value).toBe("");
  });

  it("speaks Hindi, naming the locality in Hindi and filling the address as the gazetteer matches it", async () => {
    browserLocation("allow");
    const { user } = await renderForm(api());
    await showIn("hi");
    try {
      await user.click(await screen.findByRole("button", { name: "मेरी लोकेशन इस्तेमाल करें" }));
      expect(
        await screen.findByText(
          "आपकी लोकेशन से भरा गया: सेक्टर 104, Noida (201304)। पते में अपने मकान या फ़्लैट का नंबर जोड़ें।",
        ),
      ).toBeTruthy();
      expect(field("पिन कोड").value).toBe("201304");
      expect(field("पता").value).toBe("Sector 104");
    } finally {
      await showIn("en");
    }
  });
});
