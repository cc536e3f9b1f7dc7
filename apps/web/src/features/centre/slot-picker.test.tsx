// @vitest-environment jsdom
import { type Availability, bookableDates, formatCalendarDate } from "@chamak/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import type { CartItem } from "../cart/cart-item";
import { cartActions } from "../cart/cart-store";
import { clearSelectedSlot, readSelectedSlot, writeSelectedSlot } from "../cart/slot-store";
import { SlotPicker } from "./slot-picker";

const CENTRE = 7;
const [FIRST_DAY = "", SECOND_DAY = ""] = bookableDates(new Date());

const FOAM: CartItem = {
  id: 11,
  price: 299,
  driver_fee: 0,
  pick_drop: false,
  vehicle_type_id: 2,
  vehicle_type: "Sedan",
  category_name: "Basic Wash",
  sub_category_name: "Foam Wash",
  service_id: 11,
  quantity: 2,
  centre_id: CENTRE,
  centre_name: "Sparkle Hub",
};

function availability(date: string, slots: [time: string, free: boolean][], closed = false): Availability {
  return {
    date,
    durationMinutes: 60,
    slotMinutes: 30,
    closed,
    slots: slots.map(([time, available]) => ({
      time,
      startsAt: new Date(`${date}T${time}:00+05:30`),
      freeBays: available ? 2 : 0,
      available,
    })),
  };
}

const MORNING = (input: { date: string }) =>
  availability(input.date, [
    ["09:00", true],
    ["09:30", false],
    ["10:00", true],
  ]);

const dayName = (date: string) =>
  formatCalendarDate(date, "en", { weekday: "long", day: "numeric", month: "short" });
const times = () => screen.getByRole("radiogroup", { name: "Time" });

describe("the slot picker on a centre's page", () => {
  beforeEach(() => {
    cartActions.clear();
    clearSelectedSlot();
  });

  it("waits for a service in the cart", async () => {
    const { api } = await renderWithProviders(<SlotPicker centreId={CENTRE} />);
    expect(screen.getByText("Add a service to see free times.")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("makes the dates one radio group and the times another: one Tab stop each", async () => {
    cartActions.replace([FOAM]);
    await renderWithProviders(<SlotPicker centreId={CENTRE} />, { api: { "booking.availability": MORNING } });
    await screen.findByRole("radio", { name: "9:00 am" }, { timeout: 5000 });
    const namesIn = (group: HTMLElement) =>
      new Set(
        within(group)
          .getAllByRole("radio")
          .map((radio) => (radio as HTMLInputElement).name),
      );
    const dates = namesIn(screen.getByRole("radiogroup", { name: "Date" }));
    const times_ = namesIn(times());
    expect([dates.size, times_.size]).toEqual([1, 1]);
    expect([...dates, ...times_].every((name) => name !== "")).toBe(true);
    expect([...dates][0]).not.toBe([...times_][0]);
  });

  it("shows the day's times for the cart, the taken ones disabled, and keeps the one chosen", async () => {
    cartActions.replace([FOAM]);
    const { user, api } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: { "booking.availability": MORNING },
    });

    await screen.findByRole("radio", { name: "9:00 am" }, { timeout: 5000 });
    expect(
      within(times())
        .getAllByRole("radio")
        .map((radio) => [radio.closest("div")?.textContent, (radio as HTMLInputElement).disabled]),
    ).toEqual([
      ["9:00 am", false],
      ["9:30 am", true],
      ["10:00 am", false],
    ]);
    expect(api.inputsOf("booking.availability")).toEqual([
      { centreId: CENTRE, vehicleTypeId: 2, date: FIRST_DAY, items: [{ serviceId: 11, quantity: 2 }] },
    ]);

    await user.click(screen.getByRole("radio", { name: "10:00 am" }));
    const chosen = formatCalendarDate(FIRST_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    expect(screen.getByRole("status").textContent).toBe(`Your slot: ${chosen} at 10:00 am`);
    expect(readSelectedSlot()).toEqual({ centreId: CENTRE, date: FIRST_DAY, time: "10:00" });
  });

  it("asks for another day's times when the date changes", async () => {
    cartActions.replace([FOAM]);
    const { user, api } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: { "booking.availability": MORNING },
    });
    const dates = screen.getByRole("radiogroup", { name: "Date" });
    expect(within(dates).getAllByRole("radio")).toHaveLength(bookableDates(new Date()).length);
    const second = formatCalendarDate(SECOND_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    await user.click(within(dates).getByRole("radio", { name: second }));

    await waitFor(() =>
      expect(api.inputsOf("booking.availability").map((input) => (input as { date: string }).date)).toEqual([
        FIRST_DAY,
        SECOND_DAY,
      ]),
    );
    expect((within(dates).getByRole("radio", { name: second }) as HTMLInputElement).checked).toBe(true);
  });

  it("opens on the first day of the window with a free time", async () => {
    cartActions.replace([FOAM]);
    const [, , THIRD_DAY = ""] = bookableDates(new Date());
    const { api } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          input.date === FIRST_DAY
            ? availability(input.date, [], true)
            : input.date === SECOND_DAY
              ? availability(input.date, [["09:00", false]])
              : MORNING(input),
      },
    });
    // One day's times after another: a slow machine may take a while.
    await screen.findByRole("radio", { name: "9:00 am" }, { timeout: 5000 });
    const third = formatCalendarDate(THIRD_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    expect((screen.getByRole("radio", { name: third }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(`Showing ${dayName(THIRD_DAY)}, the first day with free times.`)).toBeTruthy();
    expect(api.inputsOf("booking.availability").map((input) => (input as { date: string }).date)).toEqual([
      FIRST_DAY,
      SECOND_DAY,
      THIRD_DAY,
    ]);
  });

  it("stays on today when today has a free time", async () => {
    cartActions.replace([FOAM]);
    const { api } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: { "booking.availability": MORNING },
    });
    await screen.findByRole("radio", { name: "9:00 am" });
    const first = formatCalendarDate(FIRST_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    expect((screen.getByRole("radio", { name: first }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/the first day with free times/)).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it("says the centre is closed on the day the customer picks", async () => {
    cartActions.replace([FOAM]);
    const { user } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          input.date === SECOND_DAY ? availability(input.date, [], true) : MORNING(input),
      },
    });
    await screen.findByRole("radio", { name: "9:00 am" });
    const second = formatCalendarDate(SECOND_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    await user.click(screen.getByRole("radio", { name: second }));
    expect(
      await screen.findByText(`The centre is closed on ${dayName(SECOND_DAY)}. Please pick another date.`),
    ).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "Time" })).toBeNull();
  });

  it("says no time is free on the day the customer picks", async () => {
    cartActions.replace([FOAM]);
    const { user } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          input.date === SECOND_DAY
            ? availability(input.date, [
                ["09:00", false],
                ["09:30", false],
              ])
            : MORNING(input),
      },
    });
    await screen.findByRole("radio", { name: "9:00 am" });
    const second = formatCalendarDate(SECOND_DAY, "en", { weekday: "short", day: "numeric", month: "short" });
    await user.click(screen.getByRole("radio", { name: second }));
    expect(
      await screen.findByText(`No free times on ${dayName(SECOND_DAY)}. Please pick another date.`),
    ).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "Time" })).toBeNull();
  });

  it("forgets a chosen time that is no longer free for the cart, and says so", async () => {
    cartActions.replace([FOAM]);
    writeSelectedSlot({ centreId: CENTRE, date: FIRST_DAY, time: "09:30" });
    await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: { "booking.availability": MORNING },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your earlier time is no longer free for this cart; please choose again.",
    );
    expect(readSelectedSlot()).toBeNull();
    expect(screen.queryByText(/^Your slot:/)).toBeNull();
  });

  it("keeps a chosen time that is still free", async () => {
    cartActions.replace([FOAM]);
    writeSelectedSlot({ centreId: CENTRE, date: FIRST_DAY, time: "10:00" });
    await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: { "booking.availability": MORNING },
    });
    const chosen = (await screen.findByRole("radio", { name: "10:00 am" })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(readSelectedSlot()).toEqual({ centreId: CENTRE, date: FIRST_DAY, time: "10:00" });
  });

  it("shows why the times could not load, and tries again", async () => {
    cartActions.replace([FOAM]);
    let fail = true;
    const { user } = await renderWithProviders(<SlotPicker centreId={CENTRE} />, {
      api: {
        "booking.availability": (input: { date: string }) => {
          if (fail) throw apiError("TOO_MANY_REQUESTS", "Too many requests; please wait a moment");
          return MORNING(input);
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Too many requests; please wait a moment")).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("radio", { name: "9:00 am" })).toBeTruthy();
  });
});
