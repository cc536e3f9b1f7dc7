// @vitest-environment jsdom
import { addDays, type BookingView, type CentreDetail, indiaDate, indiaToInstant } from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { KNOWN_CUSTOMER, openDay, VISIT_QUOTE } from "../../../test/support/booking-form-fixtures";
import { FOAM_AT_SPARKLE_HUB } from "../../../test/support/cart-fixtures";
import { type ApiHandlers, renderWithProviders, showIn } from "../../../test/support/render";
import { storeSessionToken } from "../auth/session-store";
import { cartActions } from "../cart/cart-store";
import { BookingPage } from "./booking-page";

const DAY = addDays(indiaDate(), 2);
const FOAM = FOAM_AT_SPARKLE_HUB;
const CENTRE = { id: 7, name: "Sparkle Hub", offersPickDrop: false, pickDropFeePaise: null, services: [] };

const availability = (input: { date: string }) => openDay(input.date, ["09:00", "10:00"]);

/** A UPI booking left waiting for payment 5 minutes ago (the customer went Back from the payment). */
const LEFT: BookingView = aBookingView({
  id: 91,
  code: "CHKLEFT91",
  status: "pending_payment",
  paymentStatus: "pending",
  paymentMethod: "upi",
  slotStart: indiaToInstant(DAY, 10 * 60),
  createdAt: new Date(Date.now() - 5 * 60_000),
  allowedActions: ["pay", "cancel"],
  checkout: { orderId: "order_L", keyId: "rzp_test_1", amountPaise: 29_900, currency: "INR", testMode: true },
});

function api(more: ApiHandlers = {}): ApiHandlers {
  return {
    "accounts.me": () => KNOWN_CUSTOMER,
    "catalog.centre": () => CENTRE satisfies Partial<CentreDetail>,
    "booking.quote": () => VISIT_QUOTE,
    "booking.availability": availability,
    "booking.mine": () => ({ items: [], total: 0, page: 1, pageSize: 3 }),
    ...more,
  };
}

async function openBookingPage(handlers: ApiHandlers) {
  storeSessionToken("session-token");
  const rendered = await renderWithProviders(<BookingPage />, { path: "/booking", api: handlers });
  const pay = await screen.findByRole("button", { name: "Pay ₹299.00" }, { timeout: 10_000 });
  await waitFor(() => expect(pay.hasAttribute("disabled")).toBe(false));
  return rendered;
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("the booking page after a reload or Back from the payment", () => {
  afterEach(async () => {
    await showIn("en");
  });

  it("keeps what was typed and the time chosen in this tab", async () => {
    cartActions.replace([FOAM]);
    const first = await openBookingPage(api());
    await waitFor(() => expect(field("City").value).toBe("New Delhi"));
    await first.user.type(field("Vehicle number"), "mh12de1433");
    await first.user.clear(field("City"));
    await first.user.type(field("City"), "Pune");
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DAY } });
    await first.user.click(await screen.findByRole("radio", { name: "10:00 am" }));
    await first.user.click(screen.getByRole("radio", { name: "Cash" }));
    first.unmount();

    // The reload: the same tab's storage, a new page.
    await renderWithProviders(<BookingPage />, { path: "/booking", api: api() });
    // The form's first render takes seconds on a busy machine.
    await waitFor(() => expect(field("Vehicle number").value).toBe("MH12DE1433"), { timeout: 10_000 });
    expect(field("City").value).toBe("Pune");
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe(DAY);
    expect(((await screen.findByRole("radio", { name: "10:00 am" })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Cash" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows a booking left waiting for payment where the customer is, with its state, Pay now and pay at the centre", async () => {
    cartActions.replace([FOAM]);
    const {
      user,
      api: server,
      router,
    } = await openBookingPage(
      api({
        "booking.mine": () => ({ items: [LEFT], total: 1, page: 1, pageSize: 3 }),
        "booking.pay": () => LEFT,
        "booking.payAtCentre": () => ({
          ...LEFT,
          status: "requested",
          paymentMethod: "cash",
          checkout: null,
        }),
      }),
    );
    const waiting = await screen.findByRole("region", { name: "Booking CHKLEFT91 is waiting for payment" });
    expect(within(waiting).getByText(/^Sparkle Hub, .*: ₹299\.00 to pay\.$/)).toBeTruthy();
    expect(
      within(waiting).getByText(/^Pay by .* to keep your slot; after that it is released\.$/),
    ).toBeTruthy();
    // It comes first on the page: above the form, where a phone opens.
    const form = screen.getByRole("form", { name: "Booking Details" });
    expect(
      waiting.compareDocumentPosition(field("Vehicle number")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(form.contains(waiting)).toBe(true);
    expect(server.inputsOf("booking.mine")).toContainEqual({ page: 1, pageSize: 3, awaitingPayment: true });

    await user.click(within(waiting).getByRole("button", { name: "Pay now ₹299.00" }));
    expect(await screen.findByRole("dialog", { name: "Razorpay test checkout" })).toBeTruthy();
    expect(server.inputsOf("booking.pay")).toEqual([{ bookingId: 91 }]);
    await user.keyboard("{Escape}");
    expect(
      await within(waiting).findByText("The payment was not completed. You can try again."),
    ).toBeTruthy();

    await user.click(within(waiting).getByRole("button", { name: "Pay at the centre instead" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/booking-complete"));
    expect(router.state.location.search).toEqual({ code: "CHKLEFT91" });
    expect(server.inputsOf("booking.payAtCentre")).toEqual([{ bookingId: 91 }]);
  });

  it("shows it in Hindi, also with the cart emptied", async () => {
    cartActions.clear();
    storeSessionToken("session-token");
    await renderWithProviders(<BookingPage />, {
      path: "/booking",
      api: api({ "booking.mine": () => ({ items: [LEFT], total: 1, page: 1, pageSize: 3 }) }),
    });
    await showIn("hi");
    const waiting = await screen.findByRole("region", { name: "बुकिंग CHKLEFT91 का भुगतान बाकी है" });
    expect(within(waiting).getByText(/₹299\.00 चुकाने हैं।$/)).toBeTruthy();
    expect(within(waiting).getByRole("button", { name: "अभी ₹299.00 चुकाएँ" })).toBeTruthy();
    expect(within(waiting).getByRole("button", { name: "इसके बजाय सेंटर पर भुगतान करें" })).toBeTruthy();
  });
});
