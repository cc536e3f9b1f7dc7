// @vitest-environment jsdom
import type { VendorCentre } from "@chamak/contracts";
import { descriptionOf } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor } from "@testing-library/react";
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
  doorstepNeedsWater: false,
  doorstepNeedsPower: false,
  noShowGraceMinutes: 15,
  doorstepRadiusKm: 8,
  pickDropRadiusKm: 8,
  servicePins: [],
  serviceArea: null,
  travelFeeBands: [],
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

describe("where the centre goes for doorstep and pick & drop", () => {
  it("sends the distances and the PINs typed, each once", async () => {
    const { user, api } = await renderWithProviders(<CentreProfileForm centre={CENTRE} disabled={false} />, {
      api: { "vendor.centre.update": () => ({ ...CENTRE, bookingsOutsideSchedule: [] }) },
    });
    const pickDrop = screen.getByRole("textbox", { name: "Pick & drop within (km)" });
    await user.clear(pickDrop);
    await user.type(pickDrop, "12");
    await user.type(screen.getByRole("textbox", { name: "Also serves PIN codes" }), "201301, 201304 201301");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(api.inputsOf("vendor.centre.update")).toHaveLength(1));
    expect(api.inputsOf("vendor.centre.update")[0]).toMatchObject({
      doorstepRadiusKm: 8,
      pickDropRadiusKm: 12,
      servicePins: ["201301", "201304"],
    });
  });

  it("names a PIN that is not one at the PIN box, and a distance beyond 50 km at its box, sending nothing", async () => {
    const { user, api } = await renderWithProviders(<CentreProfileForm centre={CENTRE} disabled={false} />, {
      api: { "vendor.centre.update": () => ({ ...CENTRE, bookingsOutsideSchedule: [] }) },
    });
    const pins = screen.getByRole("textbox", { name: "Also serves PIN codes" });
    await user.type(pins, "201301, 20130");
    const pickDrop = screen.getByRole("textbox", { name: "Pick & drop within (km)" });
    await user.clear(pickDrop);
    await user.type(pickDrop, "80");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(descriptionOf(pins)).toContain("PIN code must be exactly 6 digits");
    expect(descriptionOf(pickDrop)).toContain("Pick & drop distance (km) must be at most 50");
    expect(api.inputsOf("vendor.centre.update")).toEqual([]);
  });

  it("sends the area's corners and the travel fee bands typed", async () => {
    const { user, api } = await renderWithProviders(<CentreProfileForm centre={CENTRE} disabled={false} />, {
      api: { "vendor.centre.update": () => ({ ...CENTRE, bookingsOutsideSchedule: [] }) },
    });
    const area = screen.getByRole("textbox", { name: "Or serve an area you draw (corners)" });
    await user.type(area, "28.548, 77.362{enter}28.548 77.382{enter}{enter}28.532,77.382");
    await user.click(screen.getByRole("button", { name: "Add a travel fee band" }));
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(api.inputsOf("vendor.centre.update")).toHaveLength(1));
    expect(api.inputsOf("vendor.centre.update")[0]).toMatchObject({
      serviceArea: [
        { latitude: 28.548, longitude: 77.362 },
        { latitude: 28.548, longitude: 77.382 },
        { latitude: 28.532, longitude: 77.382 },
      ],
      travelFeeBands: [{ beyondKm: 5, feePaise: 4_900 }],
    });
  });

  it("names a corner that is not two numbers at the area box, sending nothing", async () => {
    const { user, api } = await renderWithProviders(<CentreProfileForm centre={CENTRE} disabled={false} />, {
      api: { "vendor.centre.update": () => ({ ...CENTRE, bookingsOutsideSchedule: [] }) },
    });
    const area = screen.getByRole("textbox", { name: "Or serve an area you draw (corners)" });
    await user.type(area, "28.548, 77.362{enter}Sector 18{enter}28.532,77.382");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(descriptionOf(area)).toContain("Latitude must be a number");
    expect(api.inputsOf("vendor.centre.update")).toEqual([]);
  });
});

describe("what a doorstep wash uses, and the no-show grace", () => {
  const doorstep: VendorCentre = { ...CENTRE, offersDoorstep: true };

  it("sends the customer's water and power as switched, and the grace typed", async () => {
    const { user, api } = await renderWithProviders(
      <CentreProfileForm centre={doorstep} disabled={false} />,
      {
        api: { "vendor.centre.update": () => ({ ...doorstep, bookingsOutsideSchedule: [] }) },
      },
    );
    await user.click(screen.getByRole("switch", { name: /uses the customer's water tap/ }));
    const grace = screen.getByRole("textbox", { name: "No-show grace (minutes)" });
    await user.clear(grace);
    await user.type(grace, "30");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(api.inputsOf("vendor.centre.update")).toHaveLength(1));
    expect(api.inputsOf("vendor.centre.update")[0]).toMatchObject({
      doorstepNeedsWater: true,
      doorstepNeedsPower: false,
      noShowGraceMinutes: 30,
    });
  });

  it("names a grace under 15 minutes at its box, sending nothing", async () => {
    const { user, api } = await renderWithProviders(
      <CentreProfileForm centre={doorstep} disabled={false} />,
      {
        api: { "vendor.centre.update": () => ({ ...doorstep, bookingsOutsideSchedule: [] }) },
      },
    );
    const grace = screen.getByRole("textbox", { name: "No-show grace (minutes)" });
    await user.clear(grace);
    await user.type(grace, "10");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(descriptionOf(grace)).toContain("No-show grace must be at least 15 minutes");
    expect(api.inputsOf("vendor.centre.update")).toEqual([]);
  });
});
