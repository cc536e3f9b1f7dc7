// @vitest-environment jsdom

import type { CouponOutput } from "@chamak/contracts";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { CouponForm } from "./coupon-form";

const created = (input: Partial<CouponOutput>): CouponOutput => ({
  id: 1,
  code: "FREE1",
  description: "A free wash",
  percentOff: null,
  amountOffPaise: null,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  firstBookingOnly: false,
  allowsFree: false,
  perUserLimit: 1,
  maxRedemptions: null,
  redemptionCount: 0,
  validFrom: new Date("2026-11-29T00:00:00Z"),
  validUntil: null,
  retiredAt: null,
  createdAt: new Date("2026-11-29T00:00:00Z"),
  state: "active",
  ...input,
});

const box = (name: string | RegExp) => screen.getByRole("textbox", { name });

async function renderForm() {
  return renderWithProviders(<CouponForm onCreated={() => {}} />, {
    api: { "admin.coupons.create": (input: Partial<CouponOutput>) => created(input) },
  });
}

describe("the new coupon form", () => {
  it("keeps what was typed and names each impossible term: a long code, 150% off, no cap", async () => {
    const { user, api } = await renderForm();
    await user.type(box(/^Code/), "diwali2026");
    await user.type(box(/^Description/), "Diwali special");
    await user.type(box(/^Percent off/), "150");
    await user.click(screen.getByRole("button", { name: "Create coupon" }));

    expect(box(/^Code/)).toHaveProperty("value", "DIWALI2026");
    expect(descriptionOf(box(/^Code/))).toContain("Code must be at most 6 characters");
    expect(box(/^Percent off/)).toHaveProperty("value", "150%");
    expect(descriptionOf(box(/^Percent off/))).toContain("Percent off must be between 1 and 100");
    expect(isInvalid(box(/^Cap/))).toBe(true);
    expect(descriptionOf(box(/^Cap/))).toContain("Give a cap in rupees, or allow a free coupon");
    expect(document.activeElement).toBe(box(/^Code/));
    expect(api.inputsOf("admin.coupons.create")).toEqual([]);
  });

  it("refuses an amount off that is not below the minimum order", async () => {
    const { user, api } = await renderForm();
    await user.type(box(/^Code/), "FLAT5");
    await user.type(box(/^Description/), "₹500 off");
    await user.click(screen.getByRole("radio", { name: "Amount off" }));
    await user.type(box(/^Amount off/), "500");
    await user.type(box(/^Minimum order/), "100");
    await user.click(screen.getByRole("button", { name: "Create coupon" }));

    expect(descriptionOf(box(/^Amount off/))).toContain(
      "Amount off must be less than the minimum order (₹100.00), or allow a free coupon",
    );
    expect(box(/^Amount off/)).toHaveProperty("value", "₹500");
    expect(api.inputsOf("admin.coupons.create")).toEqual([]);
  });

  it("sends a free coupon only when the admin ticks it", async () => {
    const { user, api } = await renderForm();
    await user.type(box(/^Code/), "FREE1");
    await user.type(box(/^Description/), "A free wash");
    await user.type(box(/^Percent off/), "100");
    await user.click(screen.getByRole("checkbox", { name: /Free coupon/ }));
    await user.click(screen.getByRole("button", { name: "Create coupon" }));

    await waitFor(() =>
      expect(api.inputsOf("admin.coupons.create")).toEqual([
        expect.objectContaining({ code: "FREE1", percentOff: 100, maxDiscountPaise: null, allowsFree: true }),
      ]),
    );
  });
});
