// @vitest-environment jsdom
import { VEHICLE_TYPES } from "@chamak/contracts";
import en from "@chamak/i18n/locales/en/catalog.json";
import hi from "@chamak/i18n/locales/hi/catalog.json";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders, showIn } from "../../../test/support/render";
import { useVehicleName } from "./catalog-names";

const texts: Record<"en" | "hi", Record<string, string>> = { en, hi };

afterEach(() => showIn("en"));

/** Names as the site's pages ask for them: by slug, by a stored English name, by a name the catalogue lacks. */
function Names() {
  const vehicleName = useVehicleName();
  return (
    <ul>
      <li>{vehicleName("suv", "Suv")}</li>
      <li>{vehicleName("Town Car", "Town Car")}</li>
      <li>{vehicleName("Suv", "Suv")}</li>
      <li>{vehicleName("Tractor", "Tractor")}</li>
    </ul>
  );
}

describe("vehicle type names", () => {
  it("are the same in the platform's list (the database's, the console's) as in the site's English texts", () => {
    for (const type of VEHICLE_TYPES) expect(texts.en[`catalog.vehicle_${type.slug}`]).toBe(type.name);
  });

  it("each has its Hindi name, in Devanagari", () => {
    for (const type of VEHICLE_TYPES)
      expect(texts.hi[`catalog.vehicle_${type.slug}`]).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it("come from the catalogue in the reader's language, by slug or by a stored English name", async () => {
    await renderWithProviders(<Names />);
    const shown = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(shown()).toEqual(["SUV", "Town Car", "SUV", "Tractor"]);
    await showIn("hi");
    expect(shown()).toEqual(["एसयूवी", "टाउन कार", "एसयूवी", "Tractor"]);
  });
});
