// @vitest-environment jsdom
import { indiaDate } from "@chamak/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { CommissionForm } from "./commission-form";

const CENTRES = [
  {
    centreId: 7,
    centreName: "Sparkle Car Care",
    account: null,
    onHoldPaise: 0,
    releasedPaise: 0,
    waitingPaise: 0,
    failedTransfers: 0,
    receivablePaise: 0,
    commissionBp: 1_000,
  },
];

const scope = (currentBasisPoints: number) => ({
  currentBasisPoints,
  centresAffected: 23,
  centresWithOwnRate: 2,
  history: [
    {
      id: 1,
      basisPoints: currentBasisPoints,
      effectiveFrom: "2026-01-01",
      note: "Platform default commission: 10% of the service value",
      setBy: null,
      setAt: new Date("2026-01-01T00:00:00Z"),
    },
  ],
});

const percentField = () => screen.getByRole("textbox", { name: /^Commission \(%\)/ });

describe("the platform commission", () => {
  it("saves nothing until the admin confirms the old and new rate, the centres it reaches and the date", async () => {
    const { user, api } = await renderWithProviders(<CommissionForm centres={CENTRES} onSaved={() => {}} />, {
      api: {
        "payouts.admin.commissionScope": () => scope(1_000),
        "payouts.admin.setCommission": () => ({ ok: true }),
      },
    });
    // The default's history is under the form, in percent.
    const history = (await screen.findByText("History of the platform default")).parentElement as HTMLElement;
    expect(await within(history).findByText("10%")).toBeTruthy();

    await user.type(percentField(), "0");
    await user.click(screen.getByRole("button", { name: "Review change" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the platform commission?" });
    expect(
      await within(dialog).findByText(
        (_, node) =>
          node?.tagName === "P" &&
          /^From 10% to 0% of the service value, for 23 centres that follow the default \(2 with a rate of their own keep it\), on bookings paid from/.test(
            node.textContent ?? "",
          ),
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("At 0% Chamak earns nothing on these bookings.")).toBeTruthy();
    expect(api.inputsOf("payouts.admin.setCommission")).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Change for 23 centres" }));
    expect(api.inputsOf("payouts.admin.setCommission")).toEqual([
      { centreId: null, basisPoints: 0, effectiveFrom: indiaDate(), replacesBasisPoints: 1_000 },
    ]);
  });

  it("speaks in percent when the rate is out of range, and shows why a stale confirmation was refused", async () => {
    const { user } = await renderWithProviders(<CommissionForm centres={CENTRES} onSaved={() => {}} />, {
      api: {
        "payouts.admin.commissionScope": () => scope(1_000),
        "payouts.admin.setCommission": () => {
          throw apiError(
            "CONFLICT",
            "The commission changed since you opened it: it is now 12.5% from that date. Look at it again, then save.",
          );
        },
      },
    });
    await user.type(await screen.findByRole("textbox", { name: /^Commission \(%\)/ }), "60");
    await user.click(screen.getByRole("button", { name: "Review change" }));
    expect(await screen.findByText("Commission rate must be between 0% and 50%")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.clear(percentField());
    await user.type(percentField(), "12");
    await user.click(screen.getByRole("button", { name: "Review change" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the platform commission?" });
    await user.click(await within(dialog).findByRole("button", { name: "Change for 23 centres" }));
    expect(
      await within(dialog).findByText(
        "The commission changed since you opened it: it is now 12.5% from that date. Look at it again, then save.",
      ),
    ).toBeTruthy();
  });
});
