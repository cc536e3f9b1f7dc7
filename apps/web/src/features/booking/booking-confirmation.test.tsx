// @vitest-environment jsdom
import { addDays, type BookingView, indiaDate, indiaToInstant } from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiHandlers, renderWithProviders, showIn } from "../../../test/support/render";
import { storeSessionToken } from "../auth/session-store";
import { BookingCompletePage } from "./booking-complete-page";
import { PaymentDonePage } from "./payment-done-page";

const SLOT = indiaToInstant(addDays(indiaDate(), 2), 10 * 60);
const CASH = aBookingView({ code: "CHKCASH1", slotStart: SLOT });
const PAID_ONLINE = aBookingView({
  code: "CHKUPI01",
  slotStart: SLOT,
  status: "paid",
  paymentMethod: "upi",
  paymentStatus: "captured",
  money: {
    ...CASH.money,
    capturedPaise: 29_900,
    refundablePaise: 29_900,
    heldPaise: 29_900,
    outstandingPaise: 0,
    everPaid: true,
  },
});
const page = (items: BookingView[]) => ({ items, total: items.length, page: 1, pageSize: 1 });

async function signedIn(ui: React.ReactElement, api: ApiHandlers) {
  storeSessionToken("session-token");
  return renderWithProviders(ui, { path: "/booking-complete", api });
}

afterEach(async () => {
  await showIn("en");
});

describe("the one confirmation of a booking (/booking-complete)", () => {
  it("says a UPI booking is paid online, with the amount from its money", async () => {
    const { api } = await signedIn(<BookingCompletePage code="CHKUPI01" />, {
      "booking.mine": () => page([PAID_ONLINE]),
    });
    expect(screen.getByRole("heading", { name: "Booking Complete" })).toBeTruthy();
    expect(await screen.findByText("Paid online: ₹299.00.")).toBeTruthy();
    expect(screen.getByText("The centre will confirm your booking; we email you when it does.")).toBeTruthy();
    expect(screen.getByTestId("booking-code").textContent).toBe("CHKUPI01");
    expect(api.inputsOf("booking.mine")).toEqual([{ page: 1, pageSize: 1, code: "CHKUPI01" }]);
  });

  it("says a cash booking is paid at the centre, or to the washer at the doorstep, in English and Hindi", async () => {
    await signedIn(<BookingCompletePage code="CHKCASH1" />, { "booking.mine": () => page([CASH]) });
    expect(await screen.findByText("You pay ₹299.00 in cash at the centre.")).toBeTruthy();
    expect(screen.queryByText(/Paid online/)).toBeNull();
    await showIn("hi");
    expect(await screen.findByText("आप ₹299.00 नकद सेंटर पर देंगे।")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "बुकिंग पूरी हुई" })).toBeTruthy();
  });

  it("names the washer for a doorstep wash", async () => {
    await signedIn(<BookingCompletePage code="CHKCASH1" />, {
      "booking.mine": () => page([{ ...CASH, serviceMode: "doorstep" }]),
    });
    expect(await screen.findByText("You pay ₹299.00 in cash to the washer at your doorstep.")).toBeTruthy();
  });
});

describe("/payment-done", () => {
  it("claims nothing to a signed-out visitor, and asks them to log in", async () => {
    const { api } = await renderWithProviders(<PaymentDonePage />, { path: "/payment-done" });
    expect(screen.getByRole("heading", { name: "Sign in to see your payments" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByText(/payment has been received/i)).toBeNull();
    expect(screen.queryByText("Payment Successful")).toBeNull();
    expect(api.inputsOf("booking.mine")).toEqual([]);
    await showIn("hi");
    expect(screen.getByRole("heading", { name: "अपने भुगतान देखने के लिए लॉग इन करें" })).toBeTruthy();
  });

  it("says so when the customer has paid for nothing yet", async () => {
    const { api } = await signedIn(<PaymentDonePage />, { "booking.mine": () => page([]) });
    expect(await screen.findByRole("heading", { name: "No payment yet" })).toBeTruthy();
    expect(screen.queryByText("Payment Successful")).toBeNull();
    expect(api.inputsOf("booking.mine")).toEqual([{ page: 1, pageSize: 1, paid: true }]);
  });

  it("shows the latest payment as its money says: online, and what went back", async () => {
    await signedIn(<PaymentDonePage />, {
      "booking.mine": () =>
        page([
          {
            ...PAID_ONLINE,
            money: {
              ...PAID_ONLINE.money,
              refundedPaise: 10_000,
              refundablePaise: 19_900,
              heldPaise: 19_900,
            },
          },
        ]),
    });
    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeTruthy();
    expect(
      screen.getByText(/^₹299\.00 paid online for booking CHKUPI01 \(Sparkle Hub, .*\)\.$/),
    ).toBeTruthy();
    expect(screen.getByText("₹100.00 of it has been refunded to you.")).toBeTruthy();
    await showIn("hi");
    expect(await screen.findByText(/^बुकिंग CHKUPI01 .* के लिए ₹299\.00 का ऑनलाइन भुगतान हुआ।$/)).toBeTruthy();
  });
});
