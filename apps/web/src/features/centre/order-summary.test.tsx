// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import type { CartItem } from "../cart/cart-item";
import { cartActions, readCart } from "../cart/cart-store";
import { clearSelectedSlot } from "../cart/slot-store";
import { CartBar } from "./cart-bar";
import { OrderSummary } from "./order-summary";
import { SlotPicker } from "./slot-picker";

function line(fields: Partial<CartItem> & Pick<CartItem, "id" | "sub_category_name" | "price">): CartItem {
  return {
    driver_fee: 0,
    pick_drop: false,
    vehicle_type_id: 1,
    vehicle_type: "Hatchback",
    category_name: "Basic Wash",
    service_id: fields.id,
    quantity: 1,
    centre_id: 7,
    centre_name: "Sparkle Hub",
    ...fields,
  };
}

const FOAM = line({ id: 11, sub_category_name: "Foam Wash", price: 299, quantity: 2 });
const INTERIOR = line({ id: 12, category_name: "Detailing", sub_category_name: "Interior", price: 599 });

const SLOT_PICKER = () => <p>The slot picker</p>;

function cartLine(name: string): HTMLElement {
  return screen.getByText(name).closest("li") as HTMLElement;
}

const total = () => screen.getByTestId("cart-total").textContent;

describe("the cart on a centre's page", () => {
  beforeEach(() => cartActions.clear());

  it("is empty until a service is added, and cannot be booked", async () => {
    await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />);
    expect(screen.getByText("No items in your cart")).toBeTruthy();
    expect(screen.getByText("Add a service to book a slot.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Book Now" }).hasAttribute("disabled")).toBe(true);
  });

  it("lists each service with its price, quantity and line total, and the cart's total", async () => {
    cartActions.replace([FOAM, INTERIOR]);
    await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />);

    const foam = cartLine("Basic Wash – Foam Wash");
    expect(within(foam).getByText("Hatchback · ₹299 each")).toBeTruthy();
    expect(within(foam).getByRole("group", { name: "Quantity of Basic Wash – Foam Wash" }).textContent).toBe(
      "2",
    );
    expect(within(foam).getByText("₹598.00")).toBeTruthy();
    expect(within(cartLine("Detailing – Interior")).getByText("₹599.00")).toBeTruthy();
    expect(total()).toBe("₹1,197.00");
    expect(screen.getByText("The slot picker")).toBeTruthy();
  });

  it("changes a quantity within 1 to 10, and keeps the cart in storage", async () => {
    cartActions.replace([FOAM, INTERIOR]);
    const { user } = await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />);

    const oneLess = screen.getByRole("button", { name: "One less Detailing – Interior" });
    expect(oneLess.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "One more Detailing – Interior" }));
    expect(within(cartLine("Detailing – Interior")).getByText("₹1,198.00")).toBeTruthy();
    expect(oneLess.hasAttribute("disabled")).toBe(false);
    expect(total()).toBe("₹1,796.00");

    await user.click(screen.getByRole("button", { name: "One less Basic Wash – Foam Wash" }));
    expect(total()).toBe("₹1,497.00");
    expect(readCart().map((item) => [item.id, item.quantity])).toEqual([
      [11, 1],
      [12, 2],
    ]);

    const oneMore = screen.getByRole("button", { name: "One more Basic Wash – Foam Wash" });
    for (let i = 0; i < 9; i += 1) await user.click(oneMore);
    expect(
      within(cartLine("Basic Wash – Foam Wash")).getByRole("group", { name: /Quantity/ }).textContent,
    ).toBe("10");
    expect(oneMore.hasAttribute("disabled")).toBe(true);
  });

  it("removes a service, and is empty again without any", async () => {
    cartActions.replace([FOAM, INTERIOR]);
    const { user } = await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />);

    await user.click(screen.getByRole("button", { name: "Remove Basic Wash – Foam Wash" }));
    expect(screen.queryByText("Basic Wash – Foam Wash")).toBeNull();
    expect(total()).toBe("₹599.00");

    await user.click(screen.getByRole("button", { name: "Remove Detailing – Interior" }));
    expect(screen.getByText("No items in your cart")).toBeTruthy();
    expect(readCart()).toEqual([]);
  });

  it("points to the other centre when the cart is from there, without its slot picker", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<OrderSummary centreId={9} slotPicker={SLOT_PICKER} />);

    expect(
      screen.getByText("Your cart holds services from Sparkle Hub. Adding a service here starts a new cart."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Sparkle Hub" }).getAttribute("href")).toBe(
      "/car-wash-details/7",
    );
    expect(screen.queryByText("The slot picker")).toBeNull();
  });
});

describe("the first-booking hint", () => {
  beforeEach(() => cartActions.clear());
  const NEW30 = { code: "NEW30", percentOff: 30, amountOffPaise: null, maxDiscountPaise: 30_000 };
  const HINT =
    "First booking? Use code NEW30 at checkout for 30% off its services, up to ₹300 (not on the pick & drop fee).";

  it("is shown when the server says the visitor can still use the offer", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />, {
      api: { "coupons.firstBookingOffer": () => NEW30 },
    });
    expect(await screen.findByText(HINT)).toBeTruthy();
  });

  it("is not shown to a returning customer (the server has no offer for them)", async () => {
    cartActions.replace([FOAM]);
    const { api } = await renderWithProviders(<OrderSummary centreId={7} slotPicker={SLOT_PICKER} />, {
      api: { "coupons.firstBookingOffer": () => null },
    });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("coupons.firstBookingOffer"));
    expect(screen.getByText("Basic Wash – Foam Wash")).toBeTruthy();
    expect(screen.queryByText(/NEW30/)).toBeNull();
  });
});

describe("Book Now", () => {
  beforeEach(() => {
    cartActions.clear();
    clearSelectedSlot();
  });

  const picker = (refusals: number) => <SlotPicker centreId={7} refusals={refusals} />;
  const MORNING = {
    "booking.availability": (input: { date: string }) => ({
      date: input.date,
      durationMinutes: 30,
      slotMinutes: 30,
      closed: false,
      slots: [
        { time: "10:00", startsAt: new Date(`${input.date}T10:00:00+05:30`), freeBays: 1, available: true },
      ],
    }),
  };

  it("refuses without a slot, saying so at the slot picker and taking the reader there", async () => {
    cartActions.replace([FOAM]);
    const { user, router } = await renderWithProviders(<OrderSummary centreId={7} slotPicker={picker} />, {
      api: MORNING,
      path: "/car-wash-details/7",
    });
    await screen.findByRole("radio", { name: "10:00 am" }, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Book Now" }));

    const slots = screen.getByRole("region", { name: "Choose a slot" });
    expect(within(slots).getByRole("alert").textContent).toBe(
      "Choose a date and time for your booking first.",
    );
    expect(document.activeElement).toBe(within(slots).getByRole("heading", { name: "Choose a slot" }));
    expect(router.state.location.pathname).toBe("/car-wash-details/7");

    await user.click(screen.getByRole("radio", { name: "10:00 am" }));
    expect(within(slots).queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/booking"));
  });
});

describe("the cart bar for small screens", () => {
  beforeEach(() => cartActions.clear());

  it("counts the items and shows the total", async () => {
    cartActions.replace([FOAM, INTERIOR]);
    await renderWithProviders(<CartBar centreId={7} />);
    expect(screen.getByText("3 items")).toBeTruthy();
    expect(screen.getByText("₹1,197.00")).toBeTruthy();
  });

  it("says 1 item for one", async () => {
    cartActions.replace([INTERIOR]);
    await renderWithProviders(<CartBar centreId={7} />);
    expect(screen.getByText("1 item")).toBeTruthy();
  });

  it("is not shown on another centre's page", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<CartBar centreId={9} />);
    expect(screen.queryByRole("button", { name: "View cart" })).toBeNull();
  });

  it("takes the reader to the cart's heading", async () => {
    cartActions.replace([FOAM]);
    const { user } = await renderWithProviders(
      <>
        <OrderSummary centreId={7} slotPicker={SLOT_PICKER} />
        <CartBar centreId={7} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "View cart" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Order summary" }));
  });
});
