// @vitest-environment jsdom
import {
  addDays,
  type BookingView,
  type CentreDetail,
  indiaDate,
  indiaToInstant,
  type Profile,
  type Quote,
} from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  KNOWN_CUSTOMER,
  NEW_CUSTOMER,
  openDay,
  VISIT_QUOTE,
} from "../../../test/support/booking-form-fixtures";
import { FOAM_AT_SPARKLE_HUB } from "../../../test/support/cart-fixtures";
import { type ApiHandlers, apiError, renderWithProviders, showIn } from "../../../test/support/render";
import type { CartRequest } from "./booking-cart";
import { BookingCheckout } from "./booking-checkout";

const DAY = addDays(indiaDate(), 1);

const FOAM = FOAM_AT_SPARKLE_HUB;
const CART: CartRequest = { centreId: 7, vehicleTypeId: 1, items: [{ serviceId: 11, quantity: 1 }] };

const CENTRE = {
  id: 7,
  name: "Sparkle Hub",
  offersPickDrop: false,
  pickDropFeePaise: null,
  services: [],
} satisfies Partial<CentreDetail>;

function quote(input: { couponCode?: string }): Quote {
  if (input.couponCode === "NEW30") {
    return {
      subtotalPaise: 29_900,
      driverFeePaise: 0,
      travelFeePaise: 0,
      travelKm: null,
      discountPaise: 8_970,
      totalPaise: 20_930,
      durationMinutes: 40,
      coupon: {
        code: "NEW30",
        description: "30% off the services of your first booking, up to ₹300 (not on the pick & drop fee)",
      },
    };
  }
  if (input.couponCode) throw apiError("BAD_REQUEST", "This promo code has expired");
  return VISIT_QUOTE;
}

const availability = (input: { date: string }) => openDay(input.date, ["09:00", "10:00", "10:30"]);

function booking(fields: Partial<BookingView>): BookingView {
  // A 40-minute Foam Wash on DAY at 10:00, created now.
  return aBookingView({ slotStart: indiaToInstant(DAY, 10 * 60), createdAt: new Date(), ...fields });
}

const AWAITING_UPI = booking({
  code: "CHK-91",
  id: 91,
  status: "pending_payment",
  paymentStatus: "pending",
  paymentMethod: "upi",
  checkout: {
    orderId: "order_T1",
    keyId: "rzp_test_1",
    amountPaise: 29_900,
    currency: "INR",
    testMode: true,
  },
});

function api(profile: Profile, more: ApiHandlers = {}): ApiHandlers {
  return {
    "accounts.me": () => profile,
    "catalog.centre": () => CENTRE,
    "booking.quote": quote,
    "booking.availability": availability,
    ...more,
  };
}

type Slot = { centreId: number; date: string; time: string } | null;

async function renderForm(handlers: ApiHandlers, slot: Slot = null) {
  const rendered = await renderWithProviders(
    <BookingCheckout items={[FOAM]} cart={CART} centreName="Sparkle Hub" slot={slot} />,
    { api: handlers, path: "/booking" },
  );
  // The pay button is enabled once the server's price is in (the form's first render takes seconds on a busy
  // machine, more than findBy's one second).
  const pay = await screen.findByRole("button", { name: "Pay ₹299.00" }, { timeout: 10_000 });
  await waitFor(() => expect(pay.hasAttribute("disabled")).toBe(false));
  return { ...rendered, pay };
}

const field = (name: string) => screen.getByRole("textbox", { name });
const timeField = () => document.querySelector<HTMLElement>("[data-path='time']") as HTMLElement;

async function chooseState(user: Awaited<ReturnType<typeof renderForm>>["user"], state: string) {
  await user.type(field("State"), state);
  await user.click(await screen.findByRole("option", { name: state }));
}

describe("the booking form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names every field to correct, and moves to the first", async () => {
    const { user, pay, api: server } = await renderForm(api(NEW_CUSTOMER));
    await user.click(pay);

    expect(
      within(screen.getByRole("alert")).getByText("Please correct the highlighted fields."),
    ).toBeTruthy();
    const messages: [string, string][] = [
      [
        "Phone",
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      ],
      ["Vehicle number", "Enter a vehicle number like DL 3C AB 1234"],
      ["State", "Choose a state from the list"],
      ["City", "City is required"],
      ["Address", "Address is required"],
      ["PIN code", "PIN code must be exactly 6 digits"],
    ];
    for (const [name, message] of messages) {
      expect(isInvalid(field(name)), name).toBe(true);
      expect(descriptionOf(field(name)), name).toContain(message);
    }
    expect(within(timeField()).getByText("Choose one of the free times")).toBeTruthy();
    expect(isInvalid(screen.getByRole("textbox", { name: "Brand (optional)" }))).toBe(false);

    expect(document.activeElement).toBe(field("Phone"));
    expect(server.inputsOf("booking.create")).toEqual([]);
  });

  it("fills in the customer's details from the profile, and moves to the first field left", async () => {
    const { user, pay } = await renderForm(api(KNOWN_CUSTOMER));
    await waitFor(() => expect((field("Phone") as HTMLInputElement).value).toBe("9876543210"));
    expect((field("City") as HTMLInputElement).value).toBe("New Delhi");
    expect((field("State") as HTMLInputElement).value).toBe("Delhi");
    expect((field("PIN code") as HTMLInputElement).value).toBe("110001");

    await user.click(pay);
    expect(document.activeElement).toBe(field("Vehicle number"));
    expect(isInvalid(field("Phone"))).toBe(false);
    expect(isInvalid(field("City"))).toBe(false);
  });

  it("clears a field's message once it is corrected and sent again", async () => {
    const { user, pay } = await renderForm(api(NEW_CUSTOMER));
    await user.click(pay);
    await user.type(field("Phone"), "98765");
    await user.click(pay);
    expect(descriptionOf(field("Phone"))).toContain(
      "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
    );

    await user.type(field("Phone"), "43210");
    await user.click(pay);
    expect(isInvalid(field("Phone"))).toBe(false);
    expect(document.activeElement).toBe(field("Vehicle number"));
  });

  it("starts from the time chosen on the centre's page", async () => {
    await renderForm(api(KNOWN_CUSTOMER), { centreId: 7, date: DAY, time: "10:00" });
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe(DAY);
    expect(((await screen.findByRole("radio", { name: "10:00 am" })) as HTMLInputElement).checked).toBe(true);
  });

  it("requests a cash booking with what was typed, then opens the booking's page", async () => {
    let created: unknown;
    const { user, router } = await renderForm(
      api(KNOWN_CUSTOMER, {
        "booking.create": (input) => {
          created = input;
          return booking({});
        },
      }),
      { centreId: 7, date: DAY, time: "10:00" },
    );
    await user.type(field("Vehicle number"), "dl 3c ab 1234");
    expect((field("Vehicle number") as HTMLInputElement).value).toBe("DL 3C AB 1234");
    await user.click(screen.getByRole("radio", { name: "Cash" }));
    await user.click(screen.getByRole("button", { name: "Book and pay at the centre" }));

    // A short pause lets the customer see the request is being confirmed.
    expect(screen.getByText("Confirming Request...").closest("[role='status']")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Book and pay at the centre" })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/booking-complete"), { timeout: 3000 });
    expect(router.state.location.search).toEqual({ code: "CHK-90" });
    expect(created).toEqual({
      centreId: 7,
      vehicleTypeId: 1,
      items: [{ serviceId: 11, quantity: 1 }],
      serviceMode: "at_centre",
      date: DAY,
      time: "10:00",
      vehicleNumber: "DL 3C AB 1234",
      contactMobile: "9876543210",
      state: "Delhi",
      city: "New Delhi",
      address: "4 Park Street",
      zip: "110001",
      paymentMethod: "cash",
      expectedTotalPaise: 29_900,
      idempotencyKey: expect.any(String),
    });
  });

  it("puts the server's message on the time when the slot was taken meanwhile, and asks for the times again", async () => {
    const slotGone = "That slot just filled up; please choose another time";
    const {
      user,
      pay,
      api: server,
    } = await renderForm(
      api(NEW_CUSTOMER, {
        "booking.create": () => {
          throw apiError("CONFLICT", errorMessage("slotFilled"), ["time"]);
        },
      }),
      { centreId: 7, date: DAY, time: "10:00" },
    );
    // Pasted rather than typed key by key: each key re-renders the whole form, which is slow in jsdom.
    const details: [field: string, value: string][] = [
      ["Phone", "9876543210"],
      ["Vehicle number", "DL3CAB1234"],
      ["City", "New Delhi"],
      ["Address", "4 Park Street"],
      ["PIN code", "110001"],
    ];
    for (const [name, value] of details) {
      await user.click(field(name));
      await user.paste(value);
    }
    await chooseState(user, "Delhi");
    const asked = server.inputsOf("booking.availability").length;
    await user.click(pay);

    expect(await within(timeField()).findByText(slotGone)).toBeTruthy();
    expect(within(screen.getAllByRole("alert")[0] as HTMLElement).getByText(slotGone)).toBeTruthy();
    await waitFor(() => expect(timeField().contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(server.inputsOf("booking.availability").length).toBeGreaterThan(asked));
  });
});

describe("paying", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers UPI first, and the button says what the choice does and for how much", async () => {
    const { user, pay } = await renderForm(api(KNOWN_CUSTOMER));
    expect((screen.getByRole("radio", { name: "UPI" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/You pay securely through Razorpay/)).toBeTruthy();
    expect(pay.getAttribute("type")).toBe("submit");

    await user.click(screen.getByRole("radio", { name: "Cash" }));
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    // Paid at the centre: said as it is, with the amount (no executive calls about it).
    expect(screen.getByRole("button", { name: "Book and pay at the centre" })).toBeTruthy();
    expect(
      screen.getByText(
        "You pay ₹299.00 in cash at the centre. The centre confirms your booking, and we email you when it does.",
      ),
    ).toBeTruthy();

    await showIn("hi");
    expect(
      await screen.findByText(
        "आप ₹299.00 नकद सेंटर पर देंगे। सेंटर आपकी बुकिंग की पुष्टि करेगा, और पुष्टि होते ही हम आपको ईमेल करेंगे।",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "बुक करें, भुगतान सेंटर पर" })).toBeTruthy();
    await showIn("en");

    await user.click(screen.getByRole("radio", { name: "UPI" }));
    expect(screen.getByRole("button", { name: "Pay ₹299.00" })).toBeTruthy();
  });

  it("names the vehicle type in the reader's language", async () => {
    await renderForm(api(KNOWN_CUSTOMER));
    expect((field("Vehicle type") as HTMLInputElement).value).toBe("Hatchback");
    await showIn("hi");
    await waitFor(() => expect((field("वाहन का प्रकार") as HTMLInputElement).value).toBe("हैचबैक"));
    const summary = screen.getByRole("region", { name: "आपकी सेवाएँ" });
    expect(within(summary).getByText(/हैचबैक/)).toBeTruthy();
    await showIn("en");
  });

  it("charges the price with the promo code once the server accepts it", async () => {
    const { user } = await renderForm(api(KNOWN_CUSTOMER));
    await user.type(field("Promo code"), "new30");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(
      await screen.findByText(
        "NEW30 applied: 30% off the services of your first booking, up to ₹300 (not on the pick & drop fee)",
      ),
    ).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Your services" });
    expect(within(summary).getByText("Discount (NEW30)")).toBeTruthy();
    expect(within(summary).getByText("− ₹89.70")).toBeTruthy();
    expect(within(summary).getByText("₹209.30")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay ₹209.30" })).toBeTruthy();
  });

  it("keeps the full price when the promo code is refused, and says why", async () => {
    const { user } = await renderForm(api(KNOWN_CUSTOMER));
    await user.type(field("Promo code"), "OLD10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(descriptionOf(field("Promo code"))).toContain("This promo code has expired"));
    expect(screen.getByRole("button", { name: "Pay ₹299.00" })).toBeTruthy();
  });

  it("opens the test checkout for the booking's amount, and offers one retry when it is closed", async () => {
    const {
      user,
      pay,
      api: server,
    } = await renderForm(
      api(KNOWN_CUSTOMER, {
        "booking.create": () => AWAITING_UPI,
        "booking.pay": () => AWAITING_UPI,
      }),
      { centreId: 7, date: DAY, time: "10:00" },
    );
    await user.type(field("Vehicle number"), "DL3CAB1234");
    await user.click(pay);

    const checkout = await screen.findByRole("dialog", { name: "Razorpay test checkout" });
    expect(within(checkout).getByText("Amount for booking CHK-91")).toBeTruthy();
    expect(within(checkout).getByText("₹299.00")).toBeTruthy();
    expect(server.inputsOf("booking.create")).toHaveLength(1);

    await user.keyboard("{Escape}");
    const problem = await screen.findByRole("alert");
    expect(within(problem).getByText("Payment not completed")).toBeTruthy();
    expect(within(problem).getByText("The payment was not completed. You can try again.")).toBeTruthy();
    expect(
      within(problem).getByText(
        "Booking CHK-91 is waiting for payment. Pay within 15 minutes to keep the slot.",
      ),
    ).toBeTruthy();
    // Where the customer is: in the payment card, right above where the button was (on a phone the top of the
    // form is screens away).
    const card = screen.getByRole("region", { name: "Payment Method" });
    expect(card.contains(problem)).toBe(true);
    expect(
      problem.compareDocumentPosition(field("PIN code")) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    // One retry, not two.
    expect(
      within(card)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Try again"]);
    // The booking exists: its details cannot change any more, but how it is paid can.
    expect(field("Vehicle number").matches(":disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: "Cash" }).matches(":disabled")).toBe(false);

    await user.click(within(problem).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("dialog", { name: "Razorpay test checkout" })).toBeTruthy();
    expect(server.inputsOf("booking.pay")).toEqual([{ bookingId: 91 }]);
    expect(server.inputsOf("booking.create")).toHaveLength(1);
  });

  it("after a payment not completed, lets the customer pay at the centre instead, for the same booking", async () => {
    const {
      user,
      pay,
      router,
      api: server,
    } = await renderForm(
      api(KNOWN_CUSTOMER, {
        "booking.create": () => AWAITING_UPI,
        "booking.payAtCentre": () => ({
          ...AWAITING_UPI,
          status: "requested",
          paymentMethod: "cash",
          paymentStatus: "cash_due",
          checkout: null,
        }),
      }),
      { centreId: 7, date: DAY, time: "10:00" },
    );
    await user.type(field("Vehicle number"), "DL3CAB1234");
    await user.click(pay);
    await screen.findByRole("dialog", { name: "Razorpay test checkout" });
    await user.keyboard("{Escape}");
    expect(await screen.findByText("The payment was not completed. You can try again.")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Cash" }));
    const card = screen.getByRole("region", { name: "Payment Method" });
    expect(within(card).queryByRole("button", { name: "Try again" })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Pay at the centre instead" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/booking-complete"));
    expect(router.state.location.search).toEqual({ code: "CHK-91" });
    expect(server.inputsOf("booking.payAtCentre")).toEqual([{ bookingId: 91 }]);
    expect(server.inputsOf("booking.create")).toHaveLength(1);
  });

  it("confirms a test payment with the server, then opens the booking's page", async () => {
    // The server's Razorpay stand-in, which the test checkout calls directly (not through tRPC).
    const standin = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            razorpay_payment_id: "pay_T1",
            razorpay_order_id: "order_T1",
            razorpay_signature: "signed",
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", standin);
    const {
      user,
      pay,
      router,
      api: server,
    } = await renderForm(
      api(KNOWN_CUSTOMER, {
        "booking.create": () => AWAITING_UPI,
        "booking.confirmPayment": () => ({
          outcome: "paid",
          booking: { ...AWAITING_UPI, status: "paid", paymentStatus: "captured" },
        }),
      }),
      { centreId: 7, date: DAY, time: "10:00" },
    );
    await user.type(field("Vehicle number"), "DL3CAB1234");
    await user.click(pay);
    const checkout = await screen.findByRole("dialog", { name: "Razorpay test checkout" });
    await user.click(within(checkout).getByRole("button", { name: "Pay" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/booking-complete"));
    expect(router.state.location.search).toEqual({ code: "CHK-91" });
    expect(standin.mock.calls[0]?.[0]).toBe("/__razorpay/checkout/pay");
    expect(JSON.parse(String(standin.mock.calls[0]?.[1]?.body))).toEqual({
      key_id: "rzp_test_1",
      order_id: "order_T1",
      outcome: "success",
      vpa: "success@razorpay",
    });
    expect(server.inputsOf("booking.confirmPayment")).toEqual([
      {
        bookingId: 91,
        razorpayOrderId: "order_T1",
        razorpayPaymentId: "pay_T1",
        razorpaySignature: "signed",
      },
    ]);
  });
});
