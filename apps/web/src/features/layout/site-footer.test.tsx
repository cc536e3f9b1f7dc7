// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, showIn } from "../../../test/support/render";
import { SiteFooter } from "./site-footer";

const HEALTHY = { ok: true, database: "up", time: new Date("2026-11-20T04:30:00Z") };

afterEach(() => showIn("en"));

describe("the public footer", () => {
  it("tells visitors nothing of the API's health (that stays at /healthz)", async () => {
    const { api } = await renderWithProviders(<SiteFooter />, { api: { "health.check": () => HEALTHY } });
    expect(await screen.findByText(/All rights reserved/)).toBeTruthy();
    expect(screen.queryByText(/API|database/i)).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain("health.check");
  });

  it("names the cities in Hindi, each link still searching the city", async () => {
    await renderWithProviders(<SiteFooter />);
    await showIn("hi");
    const cities = screen.getByRole("region", { name: "शहर के अनुसार कार वॉश" });
    const delhi = within(cities).getByRole("link", { name: "दिल्ली में कार वॉश" });
    expect(delhi.getAttribute("href")).toBe("/car-wash-shopping?city=Delhi");
    expect(within(cities).queryByText(/Delhi|Noida|Gurugram|Mumbai/)).toBeNull();
  });
});
