// @vitest-environment jsdom
import type { CentreCard } from "@chamak/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { ProviderCarousel } from "./provider-carousel";

function centre(id: number, name: string, city: string): CentreCard {
  return {
    id,
    name,
    locality: "Sector 18",
    address: "Shop 2, Sector 18",
    city,
    state: "Uttar Pradesh",
    profileImageUrl: null,
    rating: { average: 4.5, count: 10 },
    bookingCount: 40,
    offersPickDrop: false,
    offersDoorstep: false,
    fromPricePaise: 29_900,
  };
}

const page = (items: CentreCard[]) => ({ items, total: items.length, page: 1, pageSize: 12 });

/** The browser's geolocation: answers with a position, or refuses as a denied permission does. */
function browserLocation(answer: "allow" | "deny") {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    answer === "allow"
      ? ok({ coords: { latitude: 28.57012, longitude: 77.32634 } } as GeolocationPosition)
      : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const api = {
  "catalog.centres": (input: { city?: string }) =>
    page([centre(1, input.city ? `Best of ${input.city}` : "Popular Wash", input.city ?? "Delhi")]),
  "catalog.search": () => page([centre(2, "Next Door Wash", "Noida")]),
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
  window.localStorage.clear();
});

const heading = () => screen.getByRole("heading", { level: 2 });

describe("the home page's centres", () => {
  it("asks for no position on load, and says it shows every city", async () => {
    const locate = browserLocation("allow");
    const { api: fake } = await renderWithProviders(<ProviderCarousel />, { api });
    expect(heading().textContent).toBe("Popular car wash centres");
    expect(screen.getByText(/The most booked centres in all cities/)).toBeTruthy();
    await waitFor(() =>
      expect(fake.inputsOf("catalog.centres")).toEqual([{ page: 1, pageSize: 12, sort: "popular" }]),
    );
    expect(locate).not.toHaveBeenCalled();
  });

  it("uses the position once the visitor asks, nearest first, and says so", async () => {
    const locate = browserLocation("allow");
    const { user, api: fake } = await renderWithProviders(<ProviderCarousel />, { api });
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(locate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(heading().textContent).toBe("Car wash centres near you"));
    await waitFor(() =>
      expect(fake.inputsOf("catalog.search")).toEqual([
        { page: 1, pageSize: 12, sort: "distance", lat: 28.57, lng: 77.326 },
      ]),
    );
    expect(await screen.findByText("Next Door Wash", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("says when the position is refused, and offers the cities", async () => {
    browserLocation("deny");
    const { user } = await renderWithProviders(<ProviderCarousel />, { api });
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(screen.getByRole("alert").textContent).toBe("Your location was not shared. Pick a city instead.");
    expect(heading().textContent).toBe("Popular car wash centres");
  });

  it("shows the city picked, and remembers it for the next visit", async () => {
    const { user, api: fake, unmount } = await renderWithProviders(<ProviderCarousel />, { api });
    const places = screen.getByRole("group", { name: "Show centres" });
    await user.click(within(places).getByRole("button", { name: "Noida" }));
    expect(heading().textContent).toBe("Car wash centres in Noida");
    await waitFor(() =>
      expect(fake.inputsOf("catalog.centres")).toContainEqual({
        page: 1,
        pageSize: 12,
        sort: "popular",
        city: "Noida",
      }),
    );
    unmount();

    await renderWithProviders(<ProviderCarousel />, { api });
    await waitFor(() => expect(heading().textContent).toBe("Car wash centres in Noida"));
  });
});
