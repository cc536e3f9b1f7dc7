// @vitest-environment jsdom
import type { CrewRoute, CrewRouteStop, Timeline } from "@chamak/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { CrewLanes } from "../today/crew-lanes";

// The Today page's lane cards open each person's route; a job given to someone else there shows on their route
// and leaves the other's, even though both routes were already loaded (dispatch invalidates crew.route).

const DATE = "2031-03-04";
const at = (time: string) => new Date(`${DATE}T${time}:00+05:30`);
const CENTRE = { latitude: 28.5677, longitude: 77.2433 };
const ASHA = 11;
const RAVI = 12;

function stop(code: string, start: string, end: string, place: string): CrewRouteStop {
  const point = { latitude: 28.6, longitude: 77.2 };
  return {
    bookingId: Number(code.slice(3)),
    code,
    leg: "doorstep",
    travelStart: at(start),
    workStart: at(start),
    workEnd: at(end),
    from: point,
    to: point,
    place,
    status: "confirmed",
  };
}

const FIRST = stop("CH-1", "09:30", "10:00", "B-12 Lajpat Nagar, 110024");
const SECOND = stop("CH-2", "11:00", "11:30", "14 Janpath, 110001");

function day(): Timeline {
  const lane = (userId: number, name: string, jobs: CrewRouteStop[]) => ({
    userId,
    name,
    kinds: ["washer" as const],
    shiftStart: "07:00",
    shiftEnd: "21:00",
    jobs: jobs.map((job) => ({
      bookingId: job.bookingId,
      code: job.code,
      leg: job.leg,
      travelStart: job.travelStart,
      workStart: job.workStart,
      workEnd: job.workEnd,
      status: job.status,
      customerFirstName: "Meera",
      place: job.place,
      updatedAt: at("08:00"),
    })),
  });
  return {
    date: DATE,
    bays: 2,
    slotMinutes: 30,
    closed: false,
    opensAt: 480,
    closesAt: 1200,
    breaks: [],
    bookings: [],
    blocks: [],
    crew: [lane(ASHA, "Asha Verma", [FIRST, SECOND]), lane(RAVI, "Ravi Kumar", [])],
  };
}

describe("a washer's route from the Today page", () => {
  it("opens their day in order, and after a job is given to someone else shows it on the other's route", async () => {
    const routes = new Map<number, CrewRouteStop[]>([
      [ASHA, [FIRST, SECOND]],
      [RAVI, []],
    ]);
    const routeOf = ({ userId, date }: { userId: number; date: string }): CrewRoute => ({
      userId,
      name: userId === ASHA ? "Asha Verma" : "Ravi Kumar",
      date,
      base: CENTRE,
      stops: routes.get(userId) ?? [],
    });
    const { user, api } = await renderWithProviders(<CrewLanes day={day()} />, {
      api: {
        "crew.route": routeOf,
        "centreBookings.reassignCrew": ({ bookingId, userId }: { bookingId: number; userId: number }) => {
          const job = [...routes.values()].flat().find((one) => one.bookingId === bookingId);
          for (const [person, stops] of routes)
            routes.set(
              person,
              stops.filter((one) => one !== job),
            );
          if (job) routes.set(userId, [...(routes.get(userId) ?? []), job]);
          return { bookingId };
        },
      },
    });
    const listOf = async (name: string) => {
      const list = await screen.findByRole("list", { name: `${name}'s stops in order` });
      return within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    };
    const openRoute = async (name: string) => {
      await user.click(screen.getByRole("button", { name: `Route of ${name}` }));
      expect(await screen.findByRole("dialog", { name: `${name}'s route on Tue, 4 Mar, 2031` })).toBeTruthy();
    };
    const close = async () => {
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };

    await openRoute("Asha Verma");
    expect(await listOf("Asha Verma")).toEqual([
      "9:30 am–10:00 amAt the door · CH-1 · B-12 Lajpat Nagar, 110024",
      "11:00 am–11:30 amAt the door · CH-2 · 14 Janpath, 110001",
    ]);
    await close();
    await openRoute("Ravi Kumar");
    expect(await screen.findByText("No stops this day.")).toBeTruthy();
    await close();

    await user.click(screen.getByRole("textbox", { name: "Give CH-1 to" }));
    await user.click(await screen.findByRole("option", { name: "Ravi Kumar" }));
    await screen.findByText("CH-1 goes to Ravi Kumar; the customer is being told.");

    await openRoute("Ravi Kumar");
    expect(await listOf("Ravi Kumar")).toEqual([
      "9:30 am–10:00 amAt the door · CH-1 · B-12 Lajpat Nagar, 110024",
    ]);
    await close();
    await openRoute("Asha Verma");
    await waitFor(async () =>
      expect(await listOf("Asha Verma")).toEqual([
        "11:00 am–11:30 amAt the door · CH-2 · 14 Janpath, 110001",
      ]),
    );
    expect(api.inputsOf("crew.route")).toEqual([
      { userId: ASHA, date: DATE },
      { userId: RAVI, date: DATE },
      { userId: RAVI, date: DATE },
      { userId: ASHA, date: DATE },
    ]);
  });
});
