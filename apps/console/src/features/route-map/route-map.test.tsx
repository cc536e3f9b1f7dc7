// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { MAP_TILES, RouteMap } from "./route-map";
import type { RouteMapStop } from "./route-stop";

const CENTRE = { latitude: 28.5677, longitude: 77.2433 };
const JANPATH = { latitude: 28.6304, longitude: 77.2177 };
const LAJPAT = { latitude: 28.5703, longitude: 77.2373 };

const stops: RouteMapStop[] = [
  {
    number: 1,
    time: "09:30–10:00",
    label: "At the door · CH-1 · B-12 Lajpat Nagar, 110024",
    done: true,
    at: LAJPAT,
  },
  {
    number: 2,
    time: "11:00–11:30",
    label: "At the door · CH-2 · 14 Janpath, 110001",
    done: false,
    at: JANPATH,
  },
  {
    number: 3,
    time: "13:25–14:00",
    label: "Fetches the car · CH-3 · 14 Janpath, 110001",
    done: false,
    at: JANPATH,
    endsAt: CENTRE,
  },
];

describe("a washer's route", () => {
  it("lists the stops in order, each with its time and whether it is done", async () => {
    await renderWithProviders(<RouteMap base={CENTRE} stops={stops} listLabel="Ravi's stops in order" />);
    const list = screen.getByRole("list", { name: "Ravi's stops in order" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "09:30–10:00At the door · CH-1 · B-12 Lajpat Nagar, 110024Done",
      "11:00–11:30At the door · CH-2 · 14 Janpath, 110001",
      "13:25–14:00Fetches the car · CH-3 · 14 Janpath, 110001",
    ]);
    expect(items.map((item) => item.getAttribute("value"))).toEqual(["1", "2", "3"]);
  });

  it("draws the base and numbered stops on a plain background, fetching no tiles", async () => {
    expect(MAP_TILES).toBeNull();
    const { container } = await renderWithProviders(
      <RouteMap base={CENTRE} stops={stops} current={JANPATH} />,
    );
    const map = screen.getByRole("region", { name: "Map of the route" });
    // Leaflet arrives lazily; its markers carry each stop's number and title.
    await waitFor(() => expect(map.querySelectorAll(".leaflet-marker-icon")).toHaveLength(4));
    const markers = [...map.querySelectorAll<HTMLElement>(".leaflet-marker-icon")];
    expect(markers.map((marker) => [marker.textContent, marker.title])).toEqual([
      ["B", "Start: the base"],
      ["1", "1. 09:30–10:00 At the door · CH-1 · B-12 Lajpat Nagar, 110024 (done)"],
      ["2", "2. 11:00–11:30 At the door · CH-2 · 14 Janpath, 110001"],
      ["3", "3. 13:25–14:00 Fetches the car · CH-3 · 14 Janpath, 110001"],
    ]);
    // The line and the current position are drawn (SVG paths); no tile layer, no image at all.
    expect(map.querySelectorAll("path.leaflet-interactive").length).toBeGreaterThanOrEqual(2);
    expect(map.querySelector(".leaflet-tile-pane")?.children).toHaveLength(0);
    expect(container.querySelectorAll("img")).toHaveLength(0);
  });

  it("says when the day has no stops, and draws just the base", async () => {
    await renderWithProviders(<RouteMap base={CENTRE} stops={[]} />);
    expect(screen.getByText("No stops this day.")).toBeTruthy();
    const map = screen.getByRole("region", { name: "Map of the route" });
    await waitFor(() => expect(map.querySelectorAll(".leaflet-marker-icon")).toHaveLength(1));
  });
});
