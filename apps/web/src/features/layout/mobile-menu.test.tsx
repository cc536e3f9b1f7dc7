// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { SiteHeader } from "./site-header";

afterEach(() => window.sessionStorage.clear());

/** Opens the small-screen menu from the header's menu button and returns its panel. */
async function openMenu() {
  const { user } = await renderWithProviders(<SiteHeader />);
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  // The menu's code loads on first use.
  const panel = await waitFor(() => {
    const opened = document.getElementById("site-menu");
    if (!opened) throw new Error("the menu did not open");
    return opened;
  });
  await within(panel).findByRole("link", { name: "Basic Wash" });
  return panel;
}

const hrefOf = (panel: HTMLElement, name: string) =>
  within(panel).getByRole("link", { name }).getAttribute("href");

describe("the mobile menu", () => {
  it("has the main pages besides the services", async () => {
    const panel = await openMenu();
    expect(hrefOf(panel, "Find a car wash")).toBe("/car-wash-shopping");
    expect(hrefOf(panel, "About us")).toBe("/about");
    expect(hrefOf(panel, "Contact us")).toBe("/contact-us");
    expect(within(panel).queryByRole("link", { name: "My bookings" })).toBeNull();
  });

  it("has My bookings when signed in", async () => {
    window.sessionStorage.setItem("token", "customer-token");
    const panel = await openMenu();
    expect(hrefOf(panel, "My bookings")).toBe("/profile?tab=history");
    expect(hrefOf(panel, "Profile")).toBe("/profile");
  });

  it("offers the same pages as the wide header's nav", async () => {
    window.sessionStorage.setItem("token", "customer-token");
    const panel = await openMenu();
    const header = screen.getAllByRole("navigation", { name: "Main" }).find((nav) => !panel.contains(nav));
    if (!header) throw new Error("no header nav");
    const names = (root: HTMLElement) =>
      within(root)
        .getAllByRole("link")
        .map((link) => link.textContent);
    expect(names(within(panel).getByRole("navigation"))).toEqual(expect.arrayContaining(names(header)));
  });
});
