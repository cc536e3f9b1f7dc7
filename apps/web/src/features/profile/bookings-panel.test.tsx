// @vitest-environment jsdom
import type { BookingView } from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { BookingsPanel } from "./bookings-panel";

/** A completed cash booking, collected; `reviewed` as the server knows it. */
function completed(reviewed: boolean): BookingView {
  const base = aBookingView({ slotStart: new Date("2026-11-20T04:30:00Z") });
  return {
    ...base,
    status: "completed",
    paymentStatus: "cash_collected",
    money: { ...base.money, cashPaise: 29_900, heldPaise: 29_900, outstandingPaise: 0, everPaid: true },
    allowedActions: reviewed ? [] : ["review"],
  };
}

beforeEach(() => window.sessionStorage.setItem("token", "customer-token"));
afterEach(() => window.sessionStorage.clear());

describe("reviewing a booking from the bookings list", () => {
  it("no longer offers a review once it is sent, on this tab or another", async () => {
    let reviewed = false;
    const handlers = {
      "booking.mine": () => ({ items: [completed(reviewed)], total: 1 }),
      "reviews.create": () => {
        if (reviewed) throw apiError("PRECONDITION_FAILED", "alreadyReviewed");
        reviewed = true;
        return { id: 5, rating: 4, comment: null, createdAt: new Date() };
      },
      "invoices.forBooking": () => [],
    };
    const latest = await renderWithProviders(
      <BookingsPanel mode="latest" page={1} onPageChange={() => {}} />,
      {
        api: handlers,
      },
    );
    const { user } = latest;
    await user.click(await screen.findByRole("button", { name: "Leave a review" }));
    const dialog = await screen.findByRole("dialog");
    // Four stars, from the keyboard.
    within(dialog).getByRole("radio", { name: "4" }).focus();
    await user.keyboard(" ");
    await user.click(within(dialog).getByRole("button", { name: "Send review" }));
    expect(await screen.findAllByText("Thanks for your review!")).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Leave a review" })).toBeNull());
    latest.unmount();

    // The history tab, shown after: the same bookings, as the server now says.
    await renderWithProviders(<BookingsPanel mode="history" page={1} onPageChange={() => {}} />, {
      api: latest.api,
      queryClient: latest.queryClient,
    });
    expect(await screen.findByRole("article", { name: /CHK-90/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave a review" })).toBeNull();
  });
});
