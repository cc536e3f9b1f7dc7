// @vitest-environment jsdom
import { addDays, indiaDate, indiaToInstant } from "@chamak/contracts";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import type { CentreBooking } from "../../lib/api-types";
import { formatLongDay } from "../../lib/format";
import { type BoardSearch, BookingsBoardPage } from "./bookings-board-page";

const TODAY = indiaDate();
const TOMORROW = addDays(TODAY, 1);

/** A requested cash booking of two Foam Washes (₹598, 45 minutes) by Asha Verma, as the board lists it. */
function booking(fields: Partial<CentreBooking> & { id: number; code: string }): CentreBooking {
  const slotStart = fields.slotStart ?? indiaToInstant(TODAY, 10 * 60);
  const base = aBookingView({ slotStart, totalPaise: 59_800 });
  return {
    ...base,
    slotEnd: new Date(slotStart.getTime() + 45 * 60_000),
    brand: "Maruti",
    items: base.items.map((item) => ({ ...item, quantity: 2 })),
    createdAt: new Date("2026-01-02T08:00:00Z"),
    customer: { name: "Asha Verma", email: "asha@example.in", mobile: "9876543210" },
    washer: null,
    walkIn: false,
    ...fields,
  };
}

const REQUESTED = booking({ id: 1, code: "CHK-A1", allowedActions: ["confirm", "cancel"] });
const IN_PROGRESS = booking({
  id: 2,
  code: "CHK-B2",
  status: "in_progress",
  paymentStatus: "captured",
  paymentMethod: "upi",
  slotStart: indiaToInstant(TODAY, 12 * 60),
  customer: { name: "Ravi Kumar", email: "ravi@example.in", mobile: null },
  washer: null,
  money: { ...REQUESTED.money, capturedPaise: 59_800, outstandingPaise: 0, heldPaise: 59_800 },
  allowedActions: ["complete"],
});
const COMPLETED = booking({
  id: 3,
  code: "CHK-C3",
  status: "completed",
  slotStart: indiaToInstant(TOMORROW, 9 * 60),
  customer: { name: "Meena Iyer", email: "meena@example.in", mobile: null },
  // A customer's action in the list is not the centre's to take: the board shows no button for it.
  allowedActions: ["review"],
});

/**
 * jsdom has no Web Audio: a stand-in AudioContext that, like a browser's, stays suspended until resumed (after
 * a user gesture) and counts the notes started.
 */
function installFakeAudio() {
  const played: number[] = [];
  const node = () => ({ connect: (next: unknown) => next });
  class FakeAudioContext {
    state = "suspended";
    currentTime = 0;
    destination = {};
    async resume() {
      this.state = "running";
    }
    async close() {
      this.state = "closed";
    }
    createGain() {
      return { ...node(), gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} } };
    }
    createOscillator() {
      const oscillator = {
        ...node(),
        type: "sine",
        frequency: { value: 0 },
        start: () => {},
        stop: () => {},
      };
      oscillator.start = () => {
        played.push(oscillator.frequency.value);
      };
      return oscillator;
    }
  }
  const original = window.AudioContext;
  window.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
  return { played, restore: () => (window.AudioContext = original) };
}

const page = (items: CentreBooking[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

/** The route keeps the board's filters in the URL; here they are kept in state. */
function Board({ initial = {} }: { initial?: BoardSearch }) {
  const [search, setSearch] = useState<BoardSearch>(initial);
  return <BookingsBoardPage search={search} onSearch={setSearch} />;
}

const card = (code: string) => screen.getByRole("article", { name: `Booking ${code}` });
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("button")
    .map((button) => button.textContent)
    .filter((text) => !text?.startsWith("Asha") && !text?.startsWith("Ravi") && !text?.startsWith("Meena"));

beforeEach(() => window.localStorage.clear());

describe("the bookings board", () => {
  it("marks a booking made at the counter as a walk-in, and only that one", async () => {
    await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([{ ...REQUESTED, walkIn: true }, IN_PROGRESS]) },
    });
    expect(
      await within(await screen.findByRole("article", { name: "Booking CHK-A1" })).findByText("Walk-in"),
    ).toBeTruthy();
    expect(within(card("CHK-B2")).queryByText("Walk-in")).toBeNull();
  });

  it("groups the bookings by day, each card with what the centre needs to see", async () => {
    const { api } = await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([REQUESTED, IN_PROGRESS, COMPLETED]) },
    });

    const today = await screen.findByRole("region", { name: "Today" });
    expect(within(today).getByText("2 bookings")).toBeTruthy();
    expect(
      within(today)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Booking CHK-A1", "Booking CHK-B2"]);
    const tomorrow = screen.getByRole("region", { name: formatLongDay(TOMORROW) });
    expect(within(tomorrow).getByText("1 booking")).toBeTruthy();

    const first = card("CHK-A1");
    expect(within(first).getByRole("button", { name: "View booking CHK-A1 details" }).textContent).toBe(
      "Asha Verma",
    );
    expect(within(first).getByText("Hatchback · DL 3C AB 1234 · Maruti")).toBeTruthy();
    expect(within(first).getByText("Foam Wash × 2")).toBeTruthy();
    expect(within(first).getByText("₹598.00")).toBeTruthy();
    expect(within(first).getByText("Requested")).toBeTruthy();
    expect(within(first).getByText("Cash due ₹598.00")).toBeTruthy();
    expect(within(card("CHK-B2")).getByText("Paid online ₹598.00")).toBeTruthy();

    expect(api.inputsOf("centreBookings.list")).toEqual([{ pageSize: 100 }]);
  });

  it("says on a pick & drop card where the vehicle waits and where the keys are", async () => {
    const pickDrop = booking({
      id: 4,
      code: "CHK-D4",
      serviceMode: "pick_drop",
      siteDetails: { society: "Green Park Society", tower: "B", keyHandover: "With the guard at gate 2" },
    });
    await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([pickDrop, REQUESTED]) },
    });
    await screen.findByRole("region", { name: "Today" });
    expect(within(card("CHK-D4")).getByText("Parked at: Green Park Society, Tower B")).toBeTruthy();
    expect(within(card("CHK-D4")).getByText("Keys: With the guard at gate 2")).toBeTruthy();
    expect(within(card("CHK-A1")).queryByText(/Parked at/)).toBeNull();
  });

  it("offers exactly the actions the server allows on each booking", async () => {
    await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([REQUESTED, IN_PROGRESS, COMPLETED]) },
    });
    await screen.findByRole("region", { name: "Today" });
    expect(buttonsOf(card("CHK-A1"))).toEqual(["Confirm", "Cancel"]);
    expect(buttonsOf(card("CHK-B2"))).toEqual(["Complete"]);
    expect(buttonsOf(card("CHK-C3"))).toEqual([]);
  });

  it("says from when a confirmed job can be started when it cannot be yet", async () => {
    const tomorrow = booking({
      id: 4,
      code: "CHK-D4",
      status: "confirmed",
      slotStart: indiaToInstant(TOMORROW, 10 * 60),
      allowedActions: ["cash_collected", "cancel"],
    });
    await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () =>
          page([tomorrow, { ...REQUESTED, status: "confirmed", allowedActions: ["start"] }]),
      },
    });
    expect(
      await within(await screen.findByRole("article", { name: "Booking CHK-D4" })).findByText(
        "Can be started from 8:00 am",
      ),
    ).toBeTruthy();
    expect(buttonsOf(card("CHK-D4"))).toEqual(["Cash collected", "Cancel"]);
    expect(within(card("CHK-A1")).queryByText(/Can be started from/)).toBeNull();
  });

  it("asks before confirming, then says what happened and shows the booking's new actions", async () => {
    let items = [REQUESTED];
    const { user, api } = await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () => page(items),
        "centreBookings.act": () => {
          const confirmed = {
            ...REQUESTED,
            status: "confirmed" as const,
            allowedActions: ["start" as const],
          };
          items = [confirmed];
          return confirmed;
        },
      },
    });
    await user.click(
      await within(await screen.findByRole("article")).findByRole("button", { name: "Confirm" }),
    );

    const dialog = await screen.findByRole("dialog", { name: "Confirm this booking?" });
    expect(dialog.textContent).toContain("Booking CHK-A1: The customer is told the slot is confirmed.");
    expect(api.inputsOf("centreBookings.act")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    const notice = await screen.findByText("Booking CHK-A1 is confirmed. The customer has been told.");
    expect(notice.closest("[role='status']")).not.toBeNull();
    expect(api.inputsOf("centreBookings.act")).toEqual([
      { bookingId: 1, action: "confirm", seenUpdatedAt: REQUESTED.updatedAt },
    ]);
    await waitFor(() => expect(buttonsOf(card("CHK-A1"))).toEqual(["Start"]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says a booking changed elsewhere instead of acting on it, and shows it as it is now", async () => {
    let items = [REQUESTED];
    const { user, api } = await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () => page(items),
        "centreBookings.act": () => {
          // Another tab cancelled it after this board was drawn.
          items = [{ ...REQUESTED, status: "cancelled", allowedActions: [] }];
          throw apiError("CONFLICT", {
            id: "errors.bookingChanged",
          });
        },
      },
    });
    const shown = await screen.findByRole("article", { name: "Booking CHK-A1" });
    await user.click(within(shown).getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm this booking?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(
      await within(dialog).findByText(
        "This booking changed since you opened it, in another tab or by someone else. Look at it again, then act.",
      ),
    ).toBeTruthy();
    expect(api.inputsOf("centreBookings.act")).toEqual([
      { bookingId: 1, action: "confirm", seenUpdatedAt: REQUESTED.updatedAt },
    ]);
    await waitFor(() => expect(within(card("CHK-A1")).getByText("Cancelled")).toBeTruthy());
  });

  it("says plainly what a no-show and collected cash did", async () => {
    const started = { ...IN_PROGRESS, allowedActions: ["no_show" as const, "cash_collected" as const] };
    const { user } = await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () => page([started]),
        "centreBookings.act": () => started,
      },
    });
    const ask = async (button: string, title: string) => {
      await user.click(
        await within(await screen.findByRole("article")).findByRole("button", { name: button }),
      );
      const dialog = await screen.findByRole("dialog", { name: title });
      await user.click(within(dialog).getByRole("button", { name: button }));
    };
    await ask("No-show", "Mark as a no-show?");
    expect(await screen.findByText("Booking CHK-B2 is marked as a no-show.")).toBeTruthy();
    await ask("Cash collected", "Cash collected?");
    expect(await screen.findByText("Cash for booking CHK-B2 is marked as collected.")).toBeTruthy();
  });

  it("keeps the question open with the server's reason when the action is refused", async () => {
    const { user } = await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () => page([IN_PROGRESS]),
        "centreBookings.act": () => {
          throw apiError("CONFLICT", "This booking has already been completed");
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as completed?" });
    await user.click(within(dialog).getByRole("button", { name: "Complete" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This booking has already been completed",
    );
    expect(screen.getByRole("dialog", { name: "Mark as completed?" })).toBeTruthy();
  });

  it("asks for a reason before cancelling", async () => {
    const { user, api } = await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([REQUESTED]) },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("dialog", { name: "Cancel booking CHK-A1?" })).toBeTruthy();
    expect(api.inputsOf("centreBookings.act")).toEqual([]);
  });

  it("opens a booking's details with its contact, vehicle and actions", async () => {
    const { user } = await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([REQUESTED]) },
    });
    await user.click(await screen.findByRole("button", { name: "View booking CHK-A1 details" }));
    const drawer = await screen.findByRole("dialog", { name: "Booking CHK-A1" });
    expect(within(drawer).getByRole("link", { name: "9876543210" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    // A wash at the centre: the customer's home address is not the centre's to see.
    expect(within(drawer).queryByText(/4 Park Street/)).toBeNull();
    expect(within(drawer).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("filters by day and status, asking the server for that view", async () => {
    const { user, api } = await renderWithProviders(<Board />, {
      api: { "centreBookings.list": () => page([]) },
    });
    expect(await screen.findByText("No upcoming bookings")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Today" }));
    expect(await screen.findByText("No bookings on this day")).toBeTruthy();
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe(TODAY);

    await user.click(screen.getByRole("textbox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Confirmed" }));
    expect(
      await screen.findByText("Nothing with this status. Clear the status filter to see every booking."),
    ).toBeTruthy();

    expect(api.inputsOf("centreBookings.list")).toEqual([
      { pageSize: 100 },
      { date: TODAY, pageSize: 100 },
      { date: TODAY, status: "confirmed", pageSize: 100 },
    ]);
  });

  it("says when the bookings cannot load, and tries again", async () => {
    let fail = true;
    const { user } = await renderWithProviders(<Board />, {
      api: {
        "centreBookings.list": () => {
          if (fail)
            throw apiError("INTERNAL_SERVER_ERROR", "Something went wrong on our side; please try again.");
          return page([REQUESTED]);
        },
      },
    });
    expect(await screen.findByText("Bookings could not load")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(await screen.findByRole("article", { name: "Booking CHK-A1" })).toBeTruthy();
  });

  describe("when a booking arrives", () => {
    let audio: ReturnType<typeof installFakeAudio>;
    beforeEach(() => {
      audio = installFakeAudio();
    });
    afterEach(() => audio.restore());

    it("announces and highlights it until marked as seen, and chimes once the page has been used", async () => {
      let items = [REQUESTED];
      const { user, queryClient } = await renderWithProviders(<Board />, {
        api: { "centreBookings.list": () => page(items) },
      });
      await screen.findByRole("article", { name: "Booking CHK-A1" });
      // What was there on the first look is not new.
      expect(screen.queryByRole("alert")).toBeNull();
      await user.click(screen.getByRole("heading", { name: "Bookings" }));

      const arrived = booking({ id: 9, code: "CHK-N9", createdAt: new Date("2026-01-02T09:00:00Z") });
      items = [REQUESTED, arrived];
      await queryClient.refetchQueries();

      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("1 new booking since you last looked")).toBeTruthy();
      expect(within(card("CHK-N9")).getByText("New")).toBeTruthy();
      expect(within(card("CHK-A1")).queryByText("New")).toBeNull();
      expect(audio.played).toEqual([880, 1320]);

      await user.click(within(alert).getByRole("button", { name: "Mark as seen" }));
      expect(screen.queryByRole("alert")).toBeNull();
      expect(within(card("CHK-N9")).queryByText("New")).toBeNull();
    });

    it("announces the first booking of a board that was empty at the first look", async () => {
      let items: CentreBooking[] = [];
      const { queryClient } = await renderWithProviders(<Board />, {
        api: { "centreBookings.list": () => page(items) },
      });
      await screen.findByText("No upcoming bookings");
      items = [REQUESTED];
      await queryClient.refetchQueries();
      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("1 new booking since you last looked")).toBeTruthy();
      expect(within(card("CHK-A1")).getByText("New")).toBeTruthy();
    });

    it("stays silent before the page was used, and still highlights what arrived since the last look", async () => {
      window.localStorage.setItem("chamak.console.bookingsSeenUntil", String(REQUESTED.createdAt.getTime()));
      const later = (id: number, code: string) =>
        booking({ id, code, createdAt: new Date(REQUESTED.createdAt.getTime() + id * 60_000) });
      await renderWithProviders(<Board />, {
        api: { "centreBookings.list": () => page([REQUESTED, later(5, "CHK-E5"), later(6, "CHK-F6")]) },
      });
      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("2 new bookings since you last looked")).toBeTruthy();
      expect(within(card("CHK-E5")).getByText("New")).toBeTruthy();
      expect(audio.played).toEqual([]);
    });
  });
});
