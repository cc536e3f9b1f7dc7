// @vitest-environment jsdom
import { type Availability, addDays, formatCalendarDate, indiaDate } from "@chamak/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders, showIn } from "../../../test/support/render";
import type { CartRequest } from "./booking-cart";
import { SlotPicker } from "./slot-picker";

const CART: CartRequest = { centreId: 7, vehicleTypeId: 2, items: [{ serviceId: 11, quantity: 1 }] };
const DAY = addDays(indiaDate(), 2);

function availability(date: string, slots: [time: string, free: boolean][], closed = false): Availability {
  return {
    date,
    durationMinutes: 45,
    slotMinutes: 30,
    closed,
    slots: slots.map(([time, available]) => ({
      time,
      startsAt: new Date(`${date}T${time}:00+05:30`),
      freeBays: available ? 1 : 0,
      available,
    })),
  };
}

/** The booking form keeps the date and time; the picker only reports a choice. */
function Picker(props: {
  date: string;
  time?: string;
  onChange?: (slot: { date: string; time: string }) => void;
  dateChips?: boolean;
}) {
  const [slot, setSlot] = useState({ date: props.date, time: props.time ?? "" });
  return (
    <SlotPicker
      cart={CART}
      date={slot.date}
      time={slot.time}
      onChange={(next) => {
        props.onChange?.(next);
        setSlot(next);
      }}
      dateChips={props.dateChips}
    />
  );
}

function timeField() {
  return screen.getByText("Time").closest<HTMLElement>("[data-path='time']") as HTMLElement;
}

describe("the booking form's slot picker", () => {
  it("asks for a date before showing times", async () => {
    const { api } = await renderWithProviders(<Picker date="" />);
    expect(screen.getByText("Choose a date to see the free times.")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("offers only the free times for the cart, and reports the one chosen", async () => {
    const onChange = vi.fn();
    const { user, api } = await renderWithProviders(<Picker date={DAY} onChange={onChange} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          availability(input.date, [
            ["09:00", true],
            ["09:30", false],
            ["10:00", true],
          ]),
      },
    });

    const times = await screen.findByRole("radiogroup", { name: /Time/ });
    const labels = within(times)
      .getAllByRole("radio")
      .map((radio) => radio.closest("div")?.textContent);
    expect(labels).toEqual(["9:00 am", "10:00 am"]);
    expect(screen.getByText("Your services take about 45 minutes")).toBeTruthy();
    expect(api.inputsOf("booking.availability")).toEqual([{ ...CART, date: DAY }]);

    await user.click(within(times).getByRole("radio", { name: "10:00 am" }));
    expect(onChange).toHaveBeenLastCalledWith({ date: DAY, time: "10:00" });
    expect((within(times).getByRole("radio", { name: "10:00 am" }) as HTMLInputElement).checked).toBe(true);
  });

  it("makes the times one radio group: one Tab stop, whatever the number of times", async () => {
    const { user } = await renderWithProviders(<Picker date={DAY} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          availability(input.date, [
            ["09:00", true],
            ["09:30", true],
            ["10:00", true],
          ]),
      },
    });
    const times = await screen.findByRole("radiogroup", { name: /Time/ });
    const radios = within(times).getAllByRole("radio") as HTMLInputElement[];
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[0]?.name).not.toBe("");
    // From the first time, Tab leaves the group instead of going to the next time.
    radios[0]?.focus();
    await user.tab();
    expect(radios).not.toContain(document.activeElement);
  });

  it("writes the times as the centre page does, am and pm in Hindi too", async () => {
    await renderWithProviders(<Picker date={DAY} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          availability(input.date, [
            ["09:30", true],
            ["14:00", true],
          ]),
      },
    });
    await screen.findByRole("radio", { name: "9:30 am" });
    await showIn("hi");
    try {
      const labels = screen.getAllByRole("radio").map((radio) => radio.closest("div")?.textContent);
      expect(labels).toEqual(["9:30 पूर्वाह्न", "2:00 अपराह्न"]);
    } finally {
      await showIn("en");
    }
  });

  it("moves on to the first day with a free time until the customer picks a day", async () => {
    const onChange = vi.fn();
    const next = addDays(DAY, 1);
    const { api } = await renderWithProviders(<Picker date={DAY} onChange={onChange} />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          input.date === DAY
            ? availability(input.date, [["09:00", false]])
            : availability(input.date, [["11:00", true]]),
      },
    });
    expect(await screen.findByRole("radio", { name: "11:00 am" }, { timeout: 5000 })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith({ date: next, time: "" });
    expect(screen.getByLabelText(/^Date/)).toHaveProperty("value", next);
    expect(api.inputsOf("booking.availability").map((input) => (input as { date: string }).date)).toEqual([
      DAY,
      next,
    ]);
  });

  it("clears the time when the date changes, and asks for that date's times", async () => {
    const onChange = vi.fn();
    const next = addDays(DAY, 1);
    const { api } = await renderWithProviders(<Picker date={DAY} time="09:00" onChange={onChange} />, {
      api: {
        "booking.availability": (input: { date: string }) => availability(input.date, [["09:00", true]]),
      },
    });
    await screen.findByRole("radio", { name: "9:00 am" });

    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: next } });
    expect(onChange).toHaveBeenLastCalledWith({ date: next, time: "" });
    await vi.waitFor(() =>
      expect(api.inputsOf("booking.availability")).toContainEqual({ ...CART, date: next }),
    );
  });

  it("says when the centre is closed on the day the customer picks", async () => {
    await renderWithProviders(<Picker date="" />, {
      api: { "booking.availability": (input: { date: string }) => availability(input.date, [], true) },
    });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DAY } });
    // The day is named, and it is said to be closed, not full.
    const day = formatCalendarDate(DAY, "en", { weekday: "long", day: "numeric", month: "long" });
    expect(
      await screen.findByText(
        `The centre is closed on ${day} (its day off or a holiday). Please choose another date.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
    await showIn("hi");
    const hindiDay = formatCalendarDate(DAY, "hi", { weekday: "long", day: "numeric", month: "long" });
    expect(
      await screen.findByText(`${hindiDay} को सेंटर बंद है (साप्ताहिक अवकाश या छुट्टी)। कृपया दूसरी तारीख चुनें।`),
    ).toBeTruthy();
    await showIn("en");
  });

  it("says when no time is free on the day the customer picks", async () => {
    await renderWithProviders(<Picker date="" />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          availability(input.date, [
            ["09:00", false],
            ["09:30", false],
          ]),
      },
    });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DAY } });
    expect(
      await screen.findByText("No free times left on this day. Please choose another date."),
    ).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("tells the customer when the time chosen earlier is no longer free", async () => {
    await renderWithProviders(<Picker date={DAY} time="09:30" />, {
      api: {
        "booking.availability": (input: { date: string }) =>
          availability(input.date, [
            ["09:00", true],
            ["09:30", false],
          ]),
      },
    });
    expect(
      await within(timeField()).findByText("Your chosen time is no longer free; please choose another."),
    ).toBeTruthy();
    expect(screen.getByRole("radio", { name: "9:00 am" })).toBeTruthy();
  });

  it("shows the server's message when the times cannot load", async () => {
    await renderWithProviders(<Picker date={DAY} />, {
      api: {
        "booking.availability": () => {
          throw apiError("NOT_FOUND", "This centre is not taking bookings");
        },
      },
    });
    expect(await screen.findByText("This centre is not taking bookings")).toBeTruthy();
  });

  it("as chips (rescheduling), offers the booking window's days from today, none before, and one chosen", async () => {
    const onChange = vi.fn();
    const today = indiaDate();
    const { user } = await renderWithProviders(<Picker date={today} onChange={onChange} dateChips />, {
      api: {
        "booking.availability": (input: { date: string }) => availability(input.date, [["09:00", true]]),
      },
    });

    const days = screen.getByRole("radiogroup", { name: /Date/ });
    const dates = within(days).getAllByRole("radio") as HTMLInputElement[];
    expect(dates.map((radio) => radio.value)).toEqual(
      Array.from({ length: dates.length }, (_, n) => addDays(today, n)),
    );
    expect(dates.length).toBeGreaterThan(7);
    expect(dates.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([today]);
    expect(screen.queryByRole("textbox", { name: /Date/ })).toBeNull();

    await user.click(
      screen.getByText(
        formatCalendarDate(addDays(today, 2), "en", { weekday: "short", day: "numeric", month: "short" }),
      ),
    );
    expect(onChange).toHaveBeenLastCalledWith({ date: addDays(today, 2), time: "" });
    await screen.findByRole("radio", { name: "9:00 am" });
  });
});
