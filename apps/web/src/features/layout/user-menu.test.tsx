// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { UserMenu } from "./user-menu";

afterEach(() => window.sessionStorage.clear());

describe("the top bar's account menu", () => {
  it("holds My bookings, Profile and Sign Out behind one button, signed in", async () => {
    window.sessionStorage.setItem("token", "customer-token");
    const { user } = await renderWithProviders(<UserMenu variant="bar" />);
    expect(screen.queryByRole("link", { name: "My bookings" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "My account" }));
    const bookings = await screen.findByRole("menuitem", { name: "My bookings" }, { timeout: 5000 });
    expect(bookings.getAttribute("href")).toBe("/profile?tab=history");
    expect(screen.getByRole("menuitem", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("menuitem", { name: "Sign Out" })).toBeTruthy();
  });

  it("offers Sign in, signed out", async () => {
    await renderWithProviders(<UserMenu variant="bar" />);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "My account" })).toBeNull();
  });
});
