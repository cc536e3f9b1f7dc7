// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { GstRegistration } from "./gst-registration";

describe("a centre's GST registration in the admins' review", () => {
  it("shows the GSTIN of a registered centre", async () => {
    await renderWithProviders(
      <GstRegistration centre={{ gstin: "07ABCDE1234F1Z2", gstDeclarationAt: null }} />,
    );
    expect(screen.getByText("07ABCDE1234F1Z2")).toBeTruthy();
  });

  it("shows an unregistered centre's declaration with its India date", async () => {
    // 20:00 UTC on 20 Nov is 01:30 on 21 Nov in India.
    const declared = new Date("2026-11-20T20:00:00Z");
    await renderWithProviders(<GstRegistration centre={{ gstin: null, gstDeclarationAt: declared }} />);
    expect(screen.getByText("Unregistered (declaration given 21 Nov 2026)")).toBeTruthy();
  });

  it("says so when an unregistered centre gave no declaration (one from before it was asked)", async () => {
    await renderWithProviders(<GstRegistration centre={{ gstin: null, gstDeclarationAt: null }} />);
    expect(screen.getByText("Unregistered (no declaration)")).toBeTruthy();
  });
});
