// @vitest-environment jsdom
import type { PlanSubscriptionView, SavedAddress, SavedVehicle, WashPlanView } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders } from "../../../../test/support/render";
import { SubscribeForm } from "./subscribe-form";

const PLAN: WashPlanView = {
  id: 5,
  version: 1,
  name: "Every Morning",
  frequency: "daily",
  weekdays: [0],
  windowStart: "06:00",
  windowEnd: "09:00",
  prices: [{ vehicleTypeId: 2, vehicleType: "Hatchback", monthlyPaise: 99_900 }],
  extras: [],
  capacityPerWasher: 20,
  skipNoticeHours: 12,
  maxPauseDaysPerMonth: 7,
  creditUse: "next_charge",
  refundUnusedOnCancel: false,
  haltGraceDays: 3,
  active: true,
  liveSubscribers: 0,
};

const CAR: SavedVehicle = {
  id: 11,
  vehicleType: { id: 2, slug: "hatchback", name: "Hatchback" },
  vehicleNumber: "DL 4C PL 1234",
  brand: null,
  model: null,
  nickname: null,
  isDefault: true,
  version: 1,
};

const HOME: SavedAddress = {
  id: 21,
  label: "home",
  address: "C-42, Lajpat Nagar II",
  city: "New Delhi",
  state: "Delhi",
  zip: "110024",
  landmark: null,
  siteDetails: { society: "Green Park Residency", tower: "B", parkingSlot: "B-104" },
  isDefault: true,
  version: 1,
};

const SUBSCRIBED = { id: 31, state: "awaiting_payment" } as PlanSubscriptionView;

const saved = { "accounts.saved.vehicles.list": () => [CAR], "accounts.saved.addresses.list": () => [HOME] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("subscribing to a plan", () => {
  it("shows the month's price for the chosen car and puts the server's refusals on their fields", async () => {
    const { user, api } = await renderWithProviders(<SubscribeForm plan={PLAN} />, {
      api: {
        ...saved,
        "planSubscriptions.subscribe": () => {
          throw apiError(
            "CONFLICT",
            errorMessage("vehicleHasLivePlan", { vehicleNumber: "DL 4C PL 1234", plan: "Weekly Shine" }),
            ["vehicleId"],
          );
        },
      },
    });
    const firstMonth = await screen.findByRole("region", { name: "Your first month" });
    await waitFor(() => expect(firstMonth.textContent).toContain("₹999 a month for a Hatchback"));
    // Every day but Sunday: a month less a day from tomorrow holds 26 or 27 washes.
    expect(firstMonth.textContent).toMatch(/2[67] washes in the first month/);
    expect(screen.getByRole("radio", { name: /DL 4C PL 1234/ })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "Subscribe, pay cash monthly" }));
    const cars = screen.getByRole("radiogroup", { name: "Your car" });
    const refusal = await screen.findByText(
      "DL 4C PL 1234 is already on a wash plan (Weekly Shine): one plan per vehicle. Cancel that one first.",
    );
    // On the car's field, not elsewhere on the page.
    expect(cars.closest(".mantine-Paper-root")?.contains(refusal)).toBe(true);
    expect(api.calls.find((call) => call.path === "planSubscriptions.subscribe")?.input).toMatchObject({
      planId: 5,
      vehicleId: 11,
      addressId: 21,
      billing: "monthly_cash",
    });
  });

  it("sets up AutoPay in the test checkout with an app or a QR code, never a UPI ID, then confirms the mandate", async () => {
    const posted: [string, unknown][] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      posted.push([url, JSON.parse(String(init?.body))]);
      return Response.json({
        razorpay_payment_id: "pay_1",
        razorpay_subscription_id: "sub_9",
        razorpay_signature: "sig",
      });
    });
    const { user, api, router } = await renderWithProviders(<SubscribeForm plan={PLAN} />, {
      api: {
        ...saved,
        "planSubscriptions.subscribe": () => SUBSCRIBED,
        "planSubscriptions.authorizeAutopay": () => ({
          keyId: "rzp_test_1",
          razorpaySubscriptionId: "sub_9",
          amountPaise: 99_900,
          testMode: true,
        }),
        "planSubscriptions.confirmMandate": () => ({ ...SUBSCRIBED, state: "active" }),
      },
    });
    await user.click(await screen.findByRole("radio", { name: "UPI AutoPay (monthly, cancel any time)" }));
    await user.click(screen.getByRole("button", { name: "Subscribe and set up AutoPay" }));
    const checkout = await screen.findByRole("dialog", { name: "Set up UPI AutoPay" });
    expect(within(checkout).getByText("Up to ₹999 each month")).toBeTruthy();
    expect(within(checkout).queryByRole("textbox")).toBeNull();
    expect(within(checkout).getByText(/AutoPay by UPI ID is not offered/)).toBeTruthy();
    await user.click(within(checkout).getByRole("button", { name: "Pay with a UPI app on this phone" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/plans/31"));
    expect(posted).toEqual([
      ["/__razorpay/checkout/subscriptions/sub_9/authorize", { key_id: "rzp_test_1", method: "upi_intent" }],
    ]);
    expect(api.calls.find((call) => call.path === "planSubscriptions.confirmMandate")?.input).toEqual({
      subscriptionId: 31,
      razorpayPaymentId: "pay_1",
      razorpaySubscriptionId: "sub_9",
      razorpaySignature: "sig",
    });
  });
});
