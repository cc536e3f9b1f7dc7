// @vitest-environment jsdom
import type { VendorCentre } from "@chamak/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { CentreProfileForm } from "./centre-profile-form";

/** An approved centre in Delhi, open 9 to 7 every day. */
const CENTRE: VendorCentre = {
  id: 7,
  name: "Sparkle Auto Spa",
  address: "12 Ring Road",
  locality: "Lajpat Nagar",
  city: "New Delhi",
  state: "Delhi",
  zip: "110024",
  gstin: "07AABCT1234Q1Z5",
  mobile: "9811111111",
  email: "spa@example.in",
  description: null,
  profileImageUrl: null,
  latitude: null,
  longitude: null,
  rating: { average: null, count: 0 },
  bookingCount: 0,
  openingHours: Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    opensAt: 540,
    closesAt: 1140,
    closed: false,
  })),
  slotMinutes: 30,
  bays: 2,
  offersPickDrop: true,
  offersDoorstep: false,
  pickDropFeePaise: null,
  photos: [],
  status: "approved",
  statusReason: null,
  approvedAt: new Date("2026-01-02T08:00:00Z"),
  version: 5,
  hoursVersion: 2,
  serviceCount: 3,
  identityChange: null,
};

const value = (label: string) => (screen.getByRole("textbox", { name: label }) as HTMLInputElement).value;

describe("the centre's name and GSTIN", () => {
  it("shows the change waiting for review in the boxes, and what customers see meanwhile", async () => {
    const waiting: VendorCentre = {
      ...CENTRE,
      identityChange: {
        status: "pending",
        name: "Sparkle Auto Spa Pvt Ltd",
        gstin: "07AABCS9999Q1Z1",
        requestedAt: new Date("2026-01-05T08:00:00Z"),
        reason: null,
      },
    };
    await renderWithProviders(<CentreProfileForm centre={waiting} disabled={false} />);
    const notice = screen.getByRole("status", { name: "Your new name or GST number is being reviewed" });
    expect(notice.textContent).toContain(
      "customers and your invoices show Sparkle Auto Spa · GSTIN 07AABCT1234Q1Z5",
    );
    expect(value("Centre name")).toBe("Sparkle Auto Spa Pvt Ltd");
    expect(value("GST number (GSTIN)")).toBe("07AABCS9999Q1Z1");
  });

  it("says why a change was refused, the boxes back on the verified details", async () => {
    const refused: VendorCentre = {
      ...CENTRE,
      identityChange: {
        status: "rejected",
        name: "Other Name",
        gstin: CENTRE.gstin,
        requestedAt: new Date("2026-01-05T08:00:00Z"),
        reason: "Name not on the GST portal",
      },
    };
    await renderWithProviders(<CentreProfileForm centre={refused} disabled={false} />);
    expect(screen.getByText("Your change of name or GST number was not approved")).toBeTruthy();
    expect(screen.getByText(/Reason: Name not on the GST portal\./)).toBeTruthy();
    expect(value("Centre name")).toBe("Sparkle Auto Spa");
  });
});
