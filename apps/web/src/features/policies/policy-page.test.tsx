// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { bookingPolicy } from "./booking-policy.content";
import { cancellationPolicy } from "./cancellation-policy.content";
import { PolicyPage } from "./policy-page";
import { privacyPolicy } from "./privacy.content";
import { termsAndConditions } from "./terms.content";

const LEGAL_NAME = { en: /Chamak Technologies Pvt\. Ltd\./g, hi: /चमक टेक्नोलॉजीज़ प्रा\. लि\./g };

describe("the legal pages", () => {
  it.each([
    ["terms", termsAndConditions],
    ["privacy", privacyPolicy],
  ])("%s: the first section names the company once, then its address", async (_, text) => {
    await renderWithProviders(<PolicyPage text={text} />);
    const first = screen.getByRole("region", { name: `1. ${text.en.sections[0]?.heading}` });
    expect(first.textContent?.match(LEGAL_NAME.en)).toHaveLength(1);
    expect(first.textContent).toContain("Sector 62, Noida");
    const hindi = text.hi.sections[0]?.paragraphs?.join(" ") ?? "";
    expect(hindi.match(LEGAL_NAME.hi)).toHaveLength(1);
    expect(hindi).not.toMatch(LEGAL_NAME.en);
  });

  it.each([
    ["booking", bookingPolicy],
    ["cancellation", cancellationPolicy],
  ])("%s: the Hindi text names the bookings screen in Hindi", (_, text) => {
    const hindi = JSON.stringify(text.hi);
    expect(hindi).toContain("मेरी बुकिंग");
    expect(hindi).not.toMatch(/My bookings/i);
  });
});
