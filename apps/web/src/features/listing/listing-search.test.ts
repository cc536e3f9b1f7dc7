import { describe, expect, it } from "vitest";
import { activeFilterCount, parseListingSearch, toSearchInput, withFilters } from "./listing-search";

describe("the listing's URL filters", () => {
  it("keeps valid filters and drops the rest", () => {
    expect(
      parseListingSearch({
        q: " Basic Wash ",
        vehicleType: "sedan",
        city: "Noida",
        minPrice: "200",
        maxPrice: -5,
        minRating: 9,
        pickDrop: true,
        sort: "rating",
        page: 2,
        junk: "x",
      }),
    ).toEqual({
      q: "Basic Wash",
      vehicleType: "sedan",
      city: "Noida",
      minPrice: 200,
      pickDrop: true,
      sort: "rating",
      page: 2,
    });
  });

  it("reads a numeric text filter as text", () => {
    expect(parseListingSearch({ q: 18 })).toEqual({ q: "18" });
  });

  it("leaves defaults out of the URL", () => {
    expect(parseListingSearch({ sort: "relevance", page: 1, pickDrop: false, q: "  " })).toEqual({});
  });

  it("needs a full location to sort by distance", () => {
    expect(parseListingSearch({ sort: "distance", lat: 28.5 })).toEqual({});
    expect(parseListingSearch({ sort: "distance", lat: 28.5, lng: 77.3 })).toEqual({
      sort: "distance",
      lat: 28.5,
      lng: 77.3,
    });
  });

  it("turns rupees into paise and puts a reversed range right", () => {
    const input = toSearchInput({ minPrice: 800, maxPrice: 300, pickDrop: true, page: 3 });
    expect(input).toMatchObject({ minPricePaise: 30_000, maxPricePaise: 80_000, pickDrop: true, page: 3 });
    expect(input.sort).toBe("relevance");
  });

  it("starts again at page 1 when a filter changes", () => {
    expect(withFilters({ city: "Delhi", page: 4 }, { category: "detailing" })).toEqual({
      city: "Delhi",
      category: "detailing",
    });
  });

  it("counts the filters in use", () => {
    expect(activeFilterCount({ q: "foam", sort: "price", page: 2, pickDrop: true })).toBe(2);
  });
});
