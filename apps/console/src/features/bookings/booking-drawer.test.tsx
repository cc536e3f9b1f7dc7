// @vitest-environment jsdom
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import type { CentreBooking } from "../../lib/api-types";
import { BookingDrawer } from "./booking-drawer";

function booking(fields: Partial<CentreBooking> = {}): CentreBooking {
  return {
    ...aBookingView({ slotStart: new Date("2026-11-20T04:30:00Z") }),
    customer: { name: "Asha Verma", email: "asha@example.in", mobile: "9876543210" },
    washer: null,
    walkIn: false,
    ...fields,
  };
}

const drawer = (shown: CentreBooking) =>
  renderWithProviders(<BookingDrawer booking={shown} onClose={() => {}} onAction={() => {}} />);

describe("the centre's booking drawer", () => {
  it("keeps the customer's home address off a wash at the centre", async () => {
    await drawer(booking({ serviceMode: "at_centre" }));
    expect(await screen.findByText("At the centre")).toBeTruthy();
    expect(screen.queryByText(/4 Park Street/)).toBeNull();
  });

  it("shows where to pick up for pick & drop, and where to go for doorstep", async () => {
    await drawer(booking({ serviceMode: "pick_drop" }));
    expect((await screen.findByText("Pick-up address")).nextSibling?.textContent).toBe(
      "4 Park Street, New Delhi, Delhi 110001",
    );
  });

  it("says where at the address the vehicle waits, the gate and the keys the customer gave", async () => {
    await drawer(
      booking({
        serviceMode: "pick_drop",
        siteDetails: {
          society: "Green Park Society",
          tower: "B",
          parkingSlot: "B-112",
          gateInstructions: "Gate 2, say flat B-1104",
          keyHandover: "Keys with the security guard at gate 2",
        },
      }),
    );
    const text = (label: string) => screen.getByText(label).nextSibling?.textContent;
    expect(await screen.findByText("Parked at")).toBeTruthy();
    expect(text("Parked at")).toBe("Green Park Society, Tower B, slot B-112");
    expect(text("At the gate")).toBe("Gate 2, say flat B-1104");
    expect(text("Keys")).toBe("Keys with the security guard at gate 2");
  });

  it("shows the outcome of the booking's dispute", async () => {
    await drawer(
      booking({ disputeOutcome: { resolution: "Redo the interior for free", resolvedAt: new Date() } }),
    );
    expect((await screen.findByText("Dispute resolved")).nextSibling?.textContent).toBe(
      "Redo the interior for free",
    );
  });

  it("gives a walk-in's customer by their number, never a phone account's stand-in email", async () => {
    await drawer(
      booking({ walkIn: true, customer: { name: "Ravi Kumar", email: null, mobile: "9876500001" } }),
    );
    expect(await screen.findByText("Ravi Kumar")).toBeTruthy();
    expect(screen.queryByText("Email")).toBeNull();
    expect(screen.queryByText(/phone\.chamak\.invalid/)).toBeNull();
    expect(screen.getByText("Phone")).toBeTruthy();
  });

  it("gives staff a doorstep customer's masked number as text to call through Chamak, with no tel: link", async () => {
    await drawer(
      booking({
        serviceMode: "doorstep",
        contactMobile: "••••••3210",
        customer: { name: "Asha Verma", email: null, mobile: "••••••3210" },
      }),
    );
    expect(await screen.findByText("••••••3210 · call through Chamak from My day")).toBeTruthy();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("offers a walk-in waiting for UPI its QR again or cash instead, with badges that agree", async () => {
    const waiting = booking({
      walkIn: true,
      status: "pending_payment",
      paymentMethod: "upi",
      paymentStatus: "pending",
    });
    await drawer(waiting);
    const again = await screen.findByRole("link", { name: "Show QR again" });
    expect(again.getAttribute("href")).toBe(`/vendor/walk-in?booking=${waiting.id}`);
    expect(screen.getByRole("button", { name: "Take cash instead" })).toBeTruthy();
    expect(screen.getByText("Payment pending")).toBeTruthy();
  });

  it("an expired UPI booking reads expired, never also 'payment pending'", async () => {
    const base = booking();
    await drawer(
      booking({
        walkIn: true,
        status: "expired",
        paymentMethod: "upi",
        paymentStatus: "pending",
        // The ledger's derivation: an expired booking owes nothing.
        money: { ...base.money, outstandingPaise: 0 },
      }),
    );
    expect(await screen.findByText("Expired")).toBeTruthy();
    expect(screen.queryByText("Payment pending")).toBeNull();
    expect(screen.queryByRole("button", { name: "Take cash instead" })).toBeNull();
  });
});
