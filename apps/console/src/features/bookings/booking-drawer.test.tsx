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

  it("shows the outcome of the booking's dispute", async () => {
    await drawer(
      booking({ disputeOutcome: { resolution: "Redo the interior for free", resolvedAt: new Date() } }),
    );
    expect((await screen.findByText("Dispute resolved")).nextSibling?.textContent).toBe(
      "Redo the interior for free",
    );
  });
});
