// @vitest-environment jsdom

import type { WalkIn } from "@chamak/contracts";
import { descriptionOf } from "@chamak/web-client/test-support/field-queries";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import type { VendorService } from "../../lib/api-types";
import { WalkInPage } from "./walk-in-page";

const FOAM: VendorService = {
  id: 40,
  categoryId: 1,
  categoryName: "Basic Wash",
  categorySlug: "basic-wash",
  subCategoryName: "Foam Wash",
  description: "Includes foam",
  includes: ["foam"],
  durationMinutes: 30,
  driverFeePaise: 0,
  rating: { average: null, count: 0 },
  bookingCount: 0,
  prices: [{ vehicleTypeId: 3, vehicleTypeSlug: "suv", vehicleTypeName: "SUV", pricePaise: 49_900 }],
  createdAt: new Date("2026-01-05T10:00:00Z"),
  updatedAt: new Date("2026-01-05T10:00:00Z"),
  version: 1,
};

/** What walkIns.create answers for a cash walk-in: booked, confirmed and paid. */
function paidInCash(): WalkIn {
  return {
    customer: { id: 7, name: "Ravi Kumar", isNew: true },
    qr: null,
    paid: true,
    booking: {
      id: 91,
      code: "CHKWALK01",
      status: "confirmed",
      paymentStatus: "cash_collected",
      paymentMethod: "cash",
      vehicleNumber: "DL 3C AB 1234",
      slotStart: new Date("2026-12-01T05:00:00Z"),
      totalPaise: 49_900,
      items: [{ subCategoryName: "Foam Wash" }],
    },
  } as unknown as WalkIn;
}

async function fillForm(user: Awaited<ReturnType<typeof renderWithProviders>>["user"]) {
  await user.type(await screen.findByLabelText(/Customer's mobile/), "9876500001");
  await user.type(screen.getByLabelText("Vehicle number"), "dl 3c ab 1234");
  await user.click(screen.getByRole("checkbox", { name: /Foam Wash/ }));
}

describe("the Walk-in page", () => {
  it("names each missing field beside it and sends nothing", async () => {
    const { user, api } = await renderWithProviders(<WalkInPage />, {
      api: { "vendor.services.list": () => [FOAM] },
    });
    await user.click(await screen.findByRole("button", { name: "Book and show QR" }));
    expect(descriptionOf(screen.getByLabelText(/Customer's mobile/))).toMatch(/10-digit mobile/);
    expect(descriptionOf(screen.getByLabelText("Vehicle number"))).toMatch(
      /Enter a vehicle number like DL 3C AB/,
    );
    expect(await screen.findByText("Add at least one service")).toBeTruthy();
    expect(api.inputsOf("walkIns.create")).toEqual([]);
  });

  it("shows the server's refusal on the name of a new number", async () => {
    const { user } = await renderWithProviders(<WalkInPage />, {
      api: {
        "vendor.services.list": () => [FOAM],
        "walkIns.create": () => {
          throw apiError("BAD_REQUEST", "Full name is required", { name: "Full name is required" });
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Book and show QR" }));
    await screen.findByText("Full name is required");
    expect(descriptionOf(screen.getByLabelText("Name (for a new customer)"))).toMatch(
      /Full name is required/,
    );
  });

  it("says beside the button when no bay is free now", async () => {
    const { user } = await renderWithProviders(<WalkInPage />, {
      api: {
        "vendor.services.list": () => [FOAM],
        "walkIns.create": () => {
          throw apiError("CONFLICT", { id: "errors.noSlotToday" }, ["time"]);
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Book and show QR" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/No bay is free/);
  });

  it("books a cash walk-in 'now' with the server's input and shows it paid", async () => {
    const { user, api } = await renderWithProviders(<WalkInPage />, {
      api: {
        "vendor.services.list": () => [FOAM],
        "walkIns.create": paidInCash,
        "walkIns.status": paidInCash,
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole("radio", { name: "Cash (collected now)" }));
    await user.click(screen.getByRole("button", { name: "Book and take cash" }));
    expect(await screen.findByText("Paid ✓")).toBeTruthy();
    expect(api.inputsOf("walkIns.create")).toEqual([
      {
        mobile: "9876500001",
        vehicleTypeId: 3,
        vehicleNumber: "DL 3C AB 1234",
        items: [{ serviceId: 40, quantity: 1 }],
        paymentMethod: "cash",
      },
    ]);
  });

  it("finds a walk-in waiting for UPI again: shows its QR again, or takes cash instead", async () => {
    const waiting = {
      ...paidInCash(),
      paid: false,
      booking: {
        ...paidInCash().booking,
        status: "pending_payment",
        paymentStatus: "pending",
        paymentMethod: "upi",
      },
    } as unknown as WalkIn;
    const qr = {
      id: "qr_1",
      imageContent: null,
      imageUrl: "https://rzp.io/qr_1.png",
      amountPaise: 49_900,
      status: "active",
    };
    const { user, api } = await renderWithProviders(<WalkInPage />, {
      api: {
        "vendor.services.list": () => [FOAM],
        "walkIns.waiting": () => [waiting],
        "walkIns.status": () => ({ ...waiting, qr }),
        "walkIns.takeCash": paidInCash,
      },
    });
    const list = await screen.findByRole("region", { name: "Waiting for UPI" });
    expect(list.textContent).toContain("Ravi Kumar · DL 3C AB 1234");
    await user.click(screen.getByRole("button", { name: "Show QR again" }));
    expect(await screen.findByRole("img", { name: "UPI QR for ₹499.00" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Take cash instead" }));
    expect(await screen.findByText("Paid ✓")).toBeTruthy();
    expect(screen.getByText(/Cash collected\./)).toBeTruthy();
    expect(api.inputsOf("walkIns.takeCash")).toEqual([{ bookingId: 91 }]);
  });
});
