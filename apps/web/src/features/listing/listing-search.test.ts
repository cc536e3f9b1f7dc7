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

  it("reads numbers the URL carries as text", () => {
    expect(
      parseListingSearch({
        minPrice: "150",
        maxPrice: " 900 ",
        minRating: "4.5",
        page: "03",
        lat: "28.5",
        lng: "77.3",
      }),
    ).toEqual({ minPrice: 150, maxPrice: 900, minRating: 4.5, page: 3, lat: 28.5, lng: 77.3 });
  });

  it("drops malformed values a hand-edited URL may carry", () => {
    expect(
      parseListingSearch({
        q: { text: "foam" },
        vehicleType: ["sedan"],
        city: null,
        minPrice: "cheap",
        maxPrice: 100_001,
        minRating: -1,
        pickDrop: "true",
        sort: "nearest",
        page: 2.5,
      }),
    ).toEqual({});
    expect(parseListingSearch({ page: 10_001 })).toEqual({});
    expect(parseListingSearch({ page: 10_000 })).toEqual({ page: 10_000 });
  });

  it("cuts over-long text to what the API takes, as the search box does", () => {
    expect(parseListingSearch({ q: `  ${"a".repeat(120)}`, category: "c".repeat(70) })).toEqual({
      q: "a".repeat(100),
      category: "c".repeat(60),
    });
  });

  it("drops a location with a coordinate out of range, and sorting by distance with it", () => {
    expect(parseListingSearch({ sort: "distance", lat: 91, lng: 77.3 })).toEqual({});
    expect(parseListingSearch({ sort: "price", lat: 28.5, lng: -181 })).toEqual({ sort: "price" });
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

  it("clears a filter set to undefined, and leaves out defaults it is given", () => {
    expect(
      withFilters(
        { city: "Delhi", q: "foam", sort: "rating" },
        { q: undefined, pickDrop: false, sort: "relevance" },
      ),
    ).toEqual({ city: "Delhi" });
  });

  it("counts the filters in use", () => {
    expect(activeFilterCount({ q: "foam", sort: "price", page: 2, pickDrop: true })).toBe(2);
  });
});
