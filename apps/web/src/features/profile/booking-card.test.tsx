// @vitest-environment jsdom
import type { BookingView } from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, showIn } from "../../../test/support/render";
import { BookingCard } from "./booking-card";

afterEach(() => showIn("en"));

/** A paid UPI booking waiting for the centre: two Foam Washes (₹598), NEW30 (−₹179.40), pick & drop (₹100). */
function paidOnline(money: Partial<BookingView["money"]> = {}): BookingView {
  const base = aBookingView({ slotStart: new Date("2026-12-20T04:30:00Z"), totalPaise: 51_860 });
  return {
    ...base,
    status: "paid",
    paymentStatus: "captured",
    paymentMethod: "upi",
    serviceMode: "pick_drop",
    items: [{ ...(base.items[0] as BookingView["items"][number]), quantity: 2 }],
    subtotalPaise: 59_800,
    discountPaise: 17_940,
    driverFeePaise: 10_000,
    couponCode: "NEW30",
    money: {
      ...base.money,
      capturedPaise: 51_860,
      heldPaise: 51_860,
      refundablePaise: 51_860,
      outstandingPaise: 0,
      everPaid: true,
      ...money,
    },
  };
}

/** The price's lines as "label amount". */
function priceLines(): string[] {
  const price = screen.getByRole("region", { name: "Price" });
  return within(price)
    .getAllByRole("listitem")
    .map((line) => Array.from(line.children, (part) => part.textContent).join(" "));
}

describe("a booking's card", () => {
  it("says once that it is paid: the booking waits for the centre, the payment is online", async () => {
    await renderWithProviders(<BookingCard booking={paidOnline()} />);
    const card = screen.getByRole("article", { name: "Booking CHK-90" });
    expect(within(card).getByLabelText("Status: awaiting confirmation")).toBeTruthy();
    expect(within(card).getByLabelText("Payment: paid online")).toBeTruthy();
  });

  it("breaks the price down: services, discount, pick & drop fee, total, and what was paid", async () => {
    await renderWithProviders(<BookingCard booking={paidOnline()} />);
    expect(priceLines()).toEqual([
      "Services ₹598.00",
      "Discount (NEW30) −₹179.40",
      "Pick & drop fee ₹100.00",
      "Total ₹518.60",
      "Paid online ₹518.60",
    ]);
  });

  it("shows what was refunded and what is being refunded, from the ledger's money", async () => {
    const booking = {
      ...paidOnline({ refundedPaise: 20_000, refundPendingPaise: 10_000, refundablePaise: 21_860 }),
      status: "cancelled" as const,
      paymentStatus: "refund_pending" as const,
    };
    await renderWithProviders(<BookingCard booking={booking} />);
    expect(priceLines().slice(-3)).toEqual([
      "Paid online ₹518.60",
      "Refunded −₹200.00",
      "Being refunded −₹100.00",
    ]);
    expect(screen.getByLabelText("Payment: refund in progress")).toBeTruthy();
  });

  it("names the vehicle type and the service's category in Hindi; the centre's own service name as entered", async () => {
    await renderWithProviders(<BookingCard booking={paidOnline()} />);
    await showIn("hi");
    const card = screen.getByRole("article");
    expect(within(card).getByText(/^हैचबैक · DL 3C AB 1234/)).toBeTruthy();
    expect(within(card).getByText(/^बेसिक वॉश – Foam Wash × 2/)).toBeTruthy();
    expect(within(card).queryByText(/Hatchback|Basic Wash/)).toBeNull();
    expect(within(card).getByText(/अपराह्न|पूर्वाह्न/)).toBeTruthy();
  });
});

describe("where the vehicle waits, on the customer's booking", () => {
  const withSite: BookingView = {
    ...paidOnline(),
    siteDetails: {
      society: "Green Park Society",
      tower: "B",
      parkingSlot: "B-112",
      keyHandover: "With the guard",
    },
  };

  it("shows the line and the keys given, in English and Hindi", async () => {
    await renderWithProviders(<BookingCard booking={withSite} />);
    expect(screen.getByText("Green Park Society, Tower B, slot B-112")).toBeTruthy();
    expect(screen.getByText("With the guard")).toBeTruthy();
    await showIn("hi");
    expect(await screen.findByText("Green Park Society, टावर B, स्लॉट B-112")).toBeTruthy();
  });

  it("says nothing of it when none was given", async () => {
    await renderWithProviders(<BookingCard booking={paidOnline()} />);
    expect(screen.queryByText("Where it waits")).toBeNull();
  });
});
