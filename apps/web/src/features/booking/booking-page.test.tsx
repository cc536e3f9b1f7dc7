// @vitest-environment jsdom
import type { Quote } from "@chamak/contracts";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { FOAM_AT_SPARKLE_HUB } from "../../../test/support/cart-fixtures";
import { apiError, renderWithProviders, showIn } from "../../../test/support/render";
import { storeSessionToken } from "../auth/session-store";
import type { CartItem } from "../cart/cart-item";
import { cartActions } from "../cart/cart-store";
import { BookingPage } from "./booking-page";

/** Two Foam Washes: the quote below is for two. */
const FOAM: CartItem = { ...FOAM_AT_SPARKLE_HUB, quantity: 2 };

const QUOTE: Quote = {
  subtotalPaise: 59_800,
  driverFeePaise: 0,
  travelFeePaise: 0,
  travelKm: null,
  discountPaise: 0,
  totalPaise: 59_800,
  durationMinutes: 80,
  coupon: null,
};

describe("the booking page", () => {
  beforeEach(() => cartActions.clear());

  it("sends an empty cart back to the services", async () => {
    await renderWithProviders(<BookingPage />, { path: "/booking" });
    expect(screen.getByText("No items in your cart")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse services" }).getAttribute("href")).toBe(
      "/car-wash-shopping",
    );
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("asks a signed-out visitor to log in, and shows the cart priced by the server", async () => {
    cartActions.replace([FOAM]);
    const { api } = await renderWithProviders(<BookingPage />, {
      path: "/booking",
      api: { "booking.quote": () => QUOTE },
    });
    const account = screen.getByRole("region", { name: "Account" });
    expect(within(account).getByText("To book the service, please login or sign up")).toBeTruthy();
    expect(within(account).getByRole("button", { name: "Login" })).toBeTruthy();
    expect(within(account).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByRole("form")).toBeNull();

    const summary = screen.getByRole("region", { name: "Your services" });
    expect(within(summary).getByText("Sparkle Hub")).toBeTruthy();
    expect(within(summary).getByText("Basic Wash – Foam Wash")).toBeTruthy();
    expect(within(summary).getByText("2 × Hatchback")).toBeTruthy();
    expect(within(summary).getByText("Have a promo code? Log in to apply it.")).toBeTruthy();
    expect(await within(summary).findByText("About 80 minutes at the centre")).toBeTruthy();
    expect(within(summary).getByText("Subtotal").nextElementSibling?.textContent).toBe("₹598.00");
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toBe("₹598.00");
    expect(api.inputsOf("booking.quote")).toEqual([
      { centreId: 7, vehicleTypeId: 1, items: [{ serviceId: 11, quantity: 2 }], serviceMode: "at_centre" },
    ]);
  });

  it("says what the first-booking offer takes off: the services, not the pick & drop fee", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<BookingPage />, {
      path: "/booking",
      api: {
        "booking.quote": () => QUOTE,
        "coupons.firstBookingOffer": () => ({
          code: "NEW30",
          percentOff: 30,
          amountOffPaise: null,
          maxDiscountPaise: 30_000,
        }),
      },
    });
    expect(
      await screen.findByText(
        "New here? Use code NEW30 for 30% off the services of your first booking, up to ₹300 (not on the pick & drop fee)",
      ),
    ).toBeTruthy();
    await showIn("hi");
    expect(
      await screen.findByText(
        "पहली बार? पहली बुकिंग की सेवाओं पर 30% छूट (₹300 तक; पिक एंड ड्रॉप शुल्क पर नहीं) के लिए कोड NEW30 लगाएँ",
      ),
    ).toBeTruthy();
    await showIn("en");
  });

  it("says when the price cannot be worked out", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<BookingPage />, {
      path: "/booking",
      api: {
        "booking.quote": () => {
          throw apiError("BAD_REQUEST", "Foam Wash is no longer offered for Hatchback");
        },
      },
    });
    const summary = screen.getByRole("region", { name: "Your services" });
    expect((await within(summary).findByRole("alert")).textContent).toBe(
      "Foam Wash is no longer offered for Hatchback",
    );
  });

  it("gives a signed-in customer the booking form", async () => {
    cartActions.replace([FOAM]);
    storeSessionToken("session-token");
    await renderWithProviders(<BookingPage />, {
      path: "/booking",
      api: {
        "booking.quote": () => QUOTE,
        "accounts.me": () => {
          throw apiError("NOT_FOUND", "not needed here");
        },
        "catalog.centre": () => ({ offersPickDrop: false, services: [] }),
        "booking.availability": () => {
          throw apiError("NOT_FOUND", "not needed here");
        },
      },
    });
    expect(screen.getByRole("form", { name: "Booking Details" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Account" })).toBeNull();
    // The form's first render takes seconds on a busy machine, more than findBy's one second.
    expect(await screen.findByRole("button", { name: "Pay ₹598.00" }, { timeout: 10_000 })).toBeTruthy();
  });
});
