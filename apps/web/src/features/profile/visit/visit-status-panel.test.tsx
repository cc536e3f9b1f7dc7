// @vitest-environment jsdom
import type { BookingView, VisitStatusView } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders, showIn } from "../../../../test/support/render";
import { BookingsPanel } from "../bookings-panel";
import { openDialer } from "./dial";
import { showsVisit, VISIT_POLL_MS, VisitStatusPanel } from "./visit-status-panel";

// jsdom cannot open a dialer: the number dialled is what the test sees.
vi.mock("./dial", () => ({ openDialer: vi.fn() }));

beforeEach(() => window.sessionStorage.setItem("token", "customer-token"));
afterEach(async () => {
  vi.useRealTimers();
  vi.mocked(openDialer).mockClear();
  await showIn("en");
});

/** A confirmed doorstep booking at 11:00 am India time (05:30 UTC), paid in cash at the door. */
function doorstep(fields: Partial<BookingView> = {}): BookingView {
  return {
    ...aBookingView({ slotStart: new Date("2026-12-07T05:30:00Z") }),
    status: "confirmed",
    serviceMode: "doorstep",
    ...fields,
  };
}

const FROM = new Date("2026-12-07T05:30:00Z"); // 11:00 am in India
const TO = new Date("2026-12-07T06:00:00Z"); // 11:30 am

/** The visit as the server says it, Ravi assigned with the window 11:00–11:30 am and the door code 4821. */
function aVisit(fields: Partial<VisitStatusView> = {}): VisitStatusView {
  return {
    status: "assigned",
    arrivalWindow: { from: FROM, to: TO },
    washerFirstName: "Ravi",
    etaAt: null,
    arrivedAt: null,
    handoverCode: "4821",
    afterPhotos: [],
    missed: null,
    notAccessiblePhoto: null,
    ...fields,
  };
}

const PHOTO = { url: "/media/after-1.jpg", thumbUrl: "/media/after-1-thumb.jpg" };

/** Nobody came by 11:45 am (the window's end and the centre's 15 minutes' grace): ₹100 off, rebookable. */
const MISSED = aVisit({
  status: "missed",
  missed: { by: new Date("2026-12-07T06:15:00Z"), creditPaise: 10_000, rebookable: true },
});

function renderPanel(
  visit: () => VisitStatusView,
  handlers: Record<string, (input: unknown) => unknown> = {},
  booking = doorstep(),
) {
  return renderWithProviders(<VisitStatusPanel booking={booking} />, {
    api: { "visit.status": visit, ...handlers },
  });
}

const panel = () => screen.getByRole("region", { name: /^(Your visit|आपकी विज़िट)$/ });

/** Each status: what the panel says in English and in Hindi. */
const STATUSES: { visit: VisitStatusView; en: string[]; hi: string[] }[] = [
  {
    visit: aVisit(),
    en: ["Ravi will come to your car.", "Arriving 11:00 am–11:30 am"],
    hi: ["Ravi आपकी गाड़ी के पास आएँगे।", "11:00 पूर्वाह्न–11:30 पूर्वाह्न के बीच पहुँचेंगे"],
  },
  {
    visit: aVisit({ washerFirstName: null }),
    en: ["We are choosing who comes to your car.", "Arriving 11:00 am–11:30 am"],
    hi: ["हम तय कर रहे हैं कि आपकी गाड़ी के पास कौन आएगा।"],
  },
  {
    visit: aVisit({ status: "on_the_way", etaAt: new Date("2026-12-07T05:25:00Z") }),
    en: ["Ravi is on the way, about 10:55 am.", "Arriving 11:00 am–11:30 am"],
    hi: ["Ravi रास्ते में हैं, लगभग 10:55 पूर्वाह्न तक पहुँचेंगे।"],
  },
  {
    visit: aVisit({ status: "arrived", arrivedAt: new Date("2026-12-07T05:28:00Z") }),
    en: ["Ravi arrived at 10:58 am."],
    hi: ["Ravi 10:58 पूर्वाह्न पर पहुँच गए।"],
  },
  {
    visit: aVisit({ status: "not_accessible", notAccessiblePhoto: PHOTO }),
    en: ["Ravi could not reach your car.", "If this is not right, call the centre."],
    hi: ["Ravi आपकी गाड़ी तक नहीं पहुँच सके।", "अगर यह सही नहीं है, तो सेंटर को कॉल करें।"],
  },
  {
    visit: MISSED,
    en: ["Nobody reached your car by 11:45 am. ₹100.00 is off your booking.", "Rebook at the next free time"],
    hi: [
      "11:45 पूर्वाह्न तक कोई आपकी गाड़ी तक नहीं पहुँचा। आपकी बुकिंग से ₹100.00 कम कर दिए गए हैं।",
      "अगले खाली समय पर फिर से बुक करें",
    ],
  },
  {
    visit: aVisit({ status: "washing", handoverCode: null }),
    en: ["Your car is being washed."],
    hi: ["आपकी गाड़ी धोई जा रही है।"],
  },
  {
    visit: aVisit({ status: "done", handoverCode: null, afterPhotos: [PHOTO] }),
    en: ["Done! Your car is washed.", "After the wash"],
    hi: ["हो गया! आपकी गाड़ी धुल गई है।", "धुलाई के बाद"],
  },
];

describe("the visit's status, in English and Hindi", () => {
  it.each(STATUSES)("$visit.status ($en.0)", async ({ visit, en, hi }) => {
    await renderPanel(() => visit);
    for (const text of en) expect(await within(panel()).findByText(text)).toBeTruthy();
    await showIn("hi");
    for (const text of hi) expect(await within(panel()).findByText(text)).toBeTruthy();
  });

  it("marks where the visit is in its steps", async () => {
    await renderPanel(() => aVisit({ status: "arrived", arrivedAt: FROM }));
    const steps = await within(panel()).findByRole("list", { name: "Visit progress" });
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "✓ Assigned›",
      "✓ On the way›",
      "● Arrived›",
      "○ Washing›",
      "○ Done",
    ]);
    expect(items[2]?.getAttribute("aria-current")).toBe("step");
  });

  it("puts a visit nobody came for where on the way and arrived would be", async () => {
    await renderPanel(() => MISSED);
    const steps = await within(panel()).findByRole("list", { name: "Visit progress" });
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "✓ Assigned›",
      "● Nobody came›",
      "○ Washing›",
      "○ Done",
    ]);
    expect(items[1]?.getAttribute("aria-current")).toBe("step");
    expect(within(panel()).queryByText(/Arriving/)).toBeNull();
  });

  it("shows the washer's photo when the car could not be reached", async () => {
    await renderPanel(() => aVisit({ status: "not_accessible", notAccessiblePhoto: PHOTO }));
    const photo = await within(panel()).findByRole("img", {
      name: "Ravi's photo of why the car could not be reached",
    });
    expect(photo.getAttribute("src")).toBe(PHOTO.thumbUrl);
    expect(photo.closest("a")?.getAttribute("href")).toBe(PHOTO.url);
  });

  it("shows the after photos once done, and no call or window", async () => {
    await renderPanel(() => aVisit({ status: "done", handoverCode: null, afterPhotos: [PHOTO] }));
    const photo = await within(panel()).findByRole("img", { name: "After the wash, photo 1" });
    expect(photo.closest("a")?.getAttribute("href")).toBe(PHOTO.url);
    expect(within(panel()).queryByRole("button", { name: "Call Ravi" })).toBeNull();
    expect(within(panel()).queryByText(/Arriving/)).toBeNull();
  });
});

describe("the hand-over code", () => {
  it("shows until the car is handed over, then goes", async () => {
    let visit = aVisit({ status: "arrived", arrivedAt: FROM });
    const { queryClient } = await renderPanel(() => visit);
    const box = await within(panel()).findByRole("region", { name: "Hand-over code" });
    expect(box.textContent).toBe("Give this code to Ravi when you hand over the car:4821");

    // The washer checks the car in with the code: the server stops giving it.
    visit = aVisit({ status: "washing", handoverCode: null });
    await queryClient.invalidateQueries();
    await within(panel()).findByText("Your car is being washed.");
    expect(within(panel()).queryByRole("region", { name: "Hand-over code" })).toBeNull();
    expect(panel().textContent).not.toContain("4821");
  });

  it("is shown in Hindi, and without a name before a washer is chosen", async () => {
    await renderPanel(() => aVisit({ washerFirstName: null }));
    const box = await within(panel()).findByRole("region", { name: "Hand-over code" });
    expect(box.textContent).toBe("Give this code to the washer when you hand over the car:4821");
    await showIn("hi");
    const hindi = await within(panel()).findByRole("region", { name: "गाड़ी सौंपने का कोड" });
    expect(hindi.textContent).toBe("गाड़ी सौंपते समय वॉशर को यह कोड दें:4821");
  });
});

describe("calling the washer", () => {
  it("asks for a masked number and opens the dialer on it, never showing anyone's own number", async () => {
    const { user, api } = await renderPanel(() => aVisit({ status: "on_the_way", etaAt: FROM }), {
      "visit.callWasher": () => ({
        virtualNumber: "+918047190001",
        validUntil: new Date("2026-12-07T08:00:00Z"),
      }),
    });
    await user.click(await within(panel()).findByRole("button", { name: "Call Ravi" }));
    await waitFor(() => expect(openDialer).toHaveBeenCalledWith("+918047190001"));
    expect(api.inputsOf("visit.callWasher")).toEqual([{ bookingCode: "CHK-90" }]);
    const link = within(panel()).getByRole("link", { name: "Call +918047190001" });
    expect(link.getAttribute("href")).toBe("tel:+918047190001");
    expect(panel().textContent).toContain(
      "Your call goes through Chamak's number +918047190001: neither of you sees the other's own number.",
    );
    // The customer's own number (the booking's contact) is nowhere in the panel.
    expect(panel().textContent).not.toContain("9876543210");
  });

  it("shows the server's refusal where the button is, in the reader's language", async () => {
    const { user } = await renderPanel(() => aVisit(), {
      "visit.callWasher": () => {
        throw apiError("PRECONDITION_FAILED", errorMessage("callNotOpen"));
      },
    });
    await user.click(await within(panel()).findByRole("button", { name: "Call Ravi" }));
    const alert = await within(panel()).findByRole("alert");
    expect(alert.textContent).toBe(
      "Calls through Chamak open once the booking is confirmed and close when it is over",
    );
    expect(openDialer).not.toHaveBeenCalled();

    await showIn("hi");
    expect(within(panel()).getByRole("alert").textContent).toBe(
      "Chamak के ज़रिए कॉल बुकिंग कन्फ़र्म होने पर खुलती है और बुकिंग खत्म होने पर बंद हो जाती है",
    );
  });

  it("offers no call before a washer is chosen", async () => {
    await renderPanel(() => aVisit({ washerFirstName: null }));
    await within(panel()).findByText("We are choosing who comes to your car.");
    expect(within(panel()).queryByRole("button", { name: /Call/ })).toBeNull();
  });
});

describe("polling", () => {
  it("asks again every 15 s while the visit is under way, and stops once it is done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visit = aVisit({ status: "on_the_way", etaAt: FROM });
    const { api } = await renderPanel(() => visit);
    await within(panel()).findByText("Ravi is on the way, about 11:00 am.");
    const asked = () => api.inputsOf("visit.status").length;
    expect(asked()).toBe(1);

    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS);
    await waitFor(() => expect(asked()).toBe(2));

    visit = aVisit({ status: "done", handoverCode: null, afterPhotos: [PHOTO] });
    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS);
    await within(panel()).findByText("Done! Your car is washed.");
    expect(asked()).toBe(3);

    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS * 4);
    expect(asked()).toBe(3);
  });
});

describe("a visit nobody came for", () => {
  /** The slot the server moves the booking to: Saturday 12 December, 2:30 pm in India. */
  const NEXT = new Date("2026-12-12T09:00:00Z");
  const NEXT_END = new Date("2026-12-12T10:00:00Z");

  it("rebooks at the next free time in one tap, says when, and asks for the bookings and the visit again", async () => {
    let rebooked = false;
    const { user, api } = await renderWithProviders(
      <BookingsPanel mode="latest" page={1} onPageChange={() => {}} />,
      {
        api: {
          "booking.mine": () => ({
            items: [rebooked ? doorstep({ slotStart: NEXT, slotEnd: NEXT_END }) : doorstep()],
            total: 1,
          }),
          "visit.status": () =>
            rebooked
              ? aVisit({
                  arrivalWindow: { from: NEXT, to: NEXT_END },
                  missed: { by: new Date("2026-12-07T06:15:00Z"), creditPaise: 10_000, rebookable: false },
                })
              : MISSED,
          "visit.rebook": () => {
            rebooked = true;
            return { bookingCode: "CHK-90", slotStart: NEXT, slotEnd: NEXT_END, creditPaise: 10_000 };
          },
          "jobCard.mine": () => null,
          "invoices.forBooking": () => [],
        },
      },
    );
    const card = await screen.findByRole("article", { name: /CHK-90/ });
    await within(card).findByText("Nobody reached your car by 11:45 am. ₹100.00 is off your booking.");
    await user.click(within(card).getByRole("button", { name: "Rebook at the next free time" }));

    expect(
      await within(card).findByText(
        "Rebooked for Sat, 12 Dec, 2026, 2:30 pm. ₹100.00 off stays on your booking.",
      ),
    ).toBeTruthy();
    expect(api.inputsOf("visit.rebook")).toEqual([{ bookingCode: "CHK-90" }]);
    // The card and the visit follow: the new time, the visit assigned again, no second rebooking offered.
    await waitFor(() => expect(api.inputsOf("booking.mine")).toHaveLength(2));
    await waitFor(() => expect(api.inputsOf("visit.status")).toHaveLength(2));
    await within(card).findByText("Ravi will come to your car.");
    expect(within(card).getByText("Sat, 12 Dec, 2026, 2:30 pm")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Rebook at the next free time" })).toBeNull();
    expect(
      within(card).getByText("Rebooked for Sat, 12 Dec, 2026, 2:30 pm. ₹100.00 off stays on your booking."),
    ).toBeTruthy();

    await showIn("hi");
    expect(
      await within(card).findByText(/के लिए फिर से बुक हो गया। ₹100.00 की छूट आपकी बुकिंग पर बनी रहेगी।$/),
    ).toBeTruthy();
  });

  it("shows the server's refusal right under the button, in the reader's language", async () => {
    const { user } = await renderPanel(() => MISSED, {
      "visit.rebook": () => {
        throw apiError(
          "PRECONDITION_FAILED",
          errorMessage("visitNoFreeTime", { centre: "Sparkle Wash", days: 30 }),
        );
      },
    });
    const button = await within(panel()).findByRole("button", { name: "Rebook at the next free time" });
    await user.click(button);
    const alert = await within(panel()).findByRole("alert");
    expect(alert.textContent).toBe(
      "Sparkle Wash has no free time for your address in the next 30 days: reschedule or cancel from your booking instead",
    );
    expect(alert.parentElement?.previousElementSibling).toBe(button);
    expect(within(panel()).queryByText(/Rebooked for/)).toBeNull();

    await showIn("hi");
    expect(within(panel()).getByRole("alert").textContent).toBe(
      "Sparkle Wash के पास अगले 30 दिनों में आपके पते के लिए कोई खाली समय नहीं है: अपनी बुकिंग से समय बदलें या रद्द करें",
    );
  });

  it("is asked for again every 15 s: the booking is still live", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderPanel(() => MISSED);
    await within(panel()).findByText("Nobody reached your car by 11:45 am. ₹100.00 is off your booking.");
    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS);
    await waitFor(() => expect(api.inputsOf("visit.status")).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS);
    await waitFor(() => expect(api.inputsOf("visit.status")).toHaveLength(3));
  });
});

describe("polling a booking that is over", () => {
  it("asks once for a booking already completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderPanel(
      () => aVisit({ status: "washing", handoverCode: null }),
      {},
      doorstep({ status: "completed" }),
    );
    await within(panel()).findByText("Your car is being washed.");
    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS * 3);
    expect(api.inputsOf("visit.status")).toHaveLength(1);
  });
});

describe("a car that could not be reached", () => {
  it("makes the booking a no-show: its visit shows the washer's photo, offers no call and is not asked again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const noShow = doorstep({ status: "no_show" });
    const { api } = await renderPanel(
      () => aVisit({ status: "not_accessible", handoverCode: null, notAccessiblePhoto: PHOTO }),
      {},
      noShow,
    );
    await screen.findByText("Ravi could not reach your car.");
    expect(within(panel()).getByRole("img", { name: /Ravi's photo/ })).toBeTruthy();
    expect(within(panel()).queryByRole("button", { name: "Call Ravi" })).toBeNull();
    await vi.advanceTimersByTimeAsync(VISIT_POLL_MS * 3);
    expect(api.inputsOf("visit.status")).toHaveLength(1);
  });

  it("a centre's no-show (nobody came) shows no visit", async () => {
    const { api, queryClient } = await renderPanel(() => aVisit(), {}, doorstep({ status: "no_show" }));
    await waitFor(() => expect(api.inputsOf("visit.status")).toHaveLength(1));
    // The answer is in (nothing is fetching): the visit was only assigned.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("region", { name: "Your visit" })).toBeNull();
  });
});

describe("which bookings show their visit", () => {
  const now = new Date("2026-12-07T09:00:00Z").getTime();

  it("live doorstep and pick & drop bookings, and ones completed or a no-show within a day", () => {
    expect(showsVisit(doorstep(), now)).toBe(true);
    expect(showsVisit(doorstep({ serviceMode: "pick_drop", status: "paid" }), now)).toBe(true);
    expect(showsVisit(doorstep({ serviceMode: "at_centre" }), now)).toBe(false);
    expect(showsVisit(doorstep({ status: "cancelled" }), now)).toBe(false);
    expect(showsVisit(doorstep({ status: "requested" }), now)).toBe(false);
    const completed = doorstep({ status: "completed", updatedAt: new Date("2026-12-07T06:30:00Z") });
    expect(showsVisit(completed, now)).toBe(true);
    expect(showsVisit(completed, now + 2 * 24 * 3_600_000)).toBe(false);
    const noShow = doorstep({ status: "no_show", updatedAt: new Date("2026-12-07T05:40:00Z") });
    expect(showsVisit(noShow, now)).toBe(true);
    expect(showsVisit(noShow, now + 2 * 24 * 3_600_000)).toBe(false);
  });

  it("in the bookings list: a doorstep booking shows its visit in its card, an at-centre one never asks", async () => {
    const atCentre = { ...doorstep({ serviceMode: "at_centre" }), id: 91, code: "CHK-91" };
    const { api } = await renderWithProviders(
      <BookingsPanel mode="history" page={1} onPageChange={() => {}} />,
      {
        api: {
          "booking.mine": () => ({ items: [doorstep(), atCentre], total: 2 }),
          "visit.status": () => aVisit({ status: "on_the_way", etaAt: FROM }),
          "jobCard.mine": () => null,
          "invoices.forBooking": () => [],
        },
      },
    );
    const card = await screen.findByRole("article", { name: /CHK-90/ });
    const visit = await within(card).findByRole("region", { name: "Your visit" });
    expect(within(visit).getByText("Ravi is on the way, about 11:00 am.")).toBeTruthy();
    const other = screen.getByRole("article", { name: /CHK-91/ });
    expect(within(other).queryByRole("region", { name: "Your visit" })).toBeNull();
    expect(api.inputsOf("visit.status")).toEqual([{ bookingCode: "CHK-90" }]);
  });

  it("asks for the bookings again when the visit is done, so the card's status follows", async () => {
    let done = false;
    const { api } = await renderWithProviders(
      <BookingsPanel mode="latest" page={1} onPageChange={() => {}} />,
      {
        api: {
          "booking.mine": () => ({ items: [doorstep(done ? { status: "completed" } : {})], total: 1 }),
          "visit.status": () => {
            done = true;
            return aVisit({ status: "done", handoverCode: null, afterPhotos: [PHOTO] });
          },
          "jobCard.mine": () => null,
          "invoices.forBooking": () => [],
        },
      },
    );
    const card = await screen.findByRole("article", { name: /CHK-90/ });
    await within(card).findByText("Done! Your car is washed.");
    await waitFor(() => expect(api.inputsOf("booking.mine")).toHaveLength(2));
    expect(await within(card).findByLabelText("Status: completed")).toBeTruthy();
  });
});
