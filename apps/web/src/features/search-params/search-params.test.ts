import { MAX_PAGE, pageInput, SEARCH_SORTS, searchInput } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import {
  bookingCompleteSearch,
  centreSearch,
  loginSearch,
  profileSearch,
  SEARCH_SORT_ORDERS,
  searchFields,
} from "./search-params";

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** Values a hand-edited URL may carry, around each field's limits. */
const SAMPLES: unknown[] = [
  undefined,
  null,
  "",
  "  ",
  " Noida ",
  "x".repeat(40),
  "x".repeat(41),
  "x".repeat(60),
  "x".repeat(61),
  "x".repeat(100),
  ` ${"x".repeat(100)} `,
  "x".repeat(101),
  0,
  1,
  -1,
  1.5,
  2,
  5,
  5.5,
  -90,
  90,
  -90.5,
  90.5,
  -180,
  180,
  180.5,
  1000,
  MAX_PAGE,
  MAX_PAGE + 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  "true",
  "2",
  "02",
  " 3 ",
  "1e3",
  "abc",
  [],
  {},
  ...SEARCH_SORTS,
  "nearest",
];

/** Expects `ours` to read `raw` as the contract's schema reads `wire`, the value the API would get. */
function expectSameAs(ours: Parser, contract: Parser, raw: unknown, wire: unknown) {
  const mine = ours.safeParse(raw);
  const theirs = contract.safeParse(wire);
  expect({ raw, accepted: mine.success }).toEqual({ raw, accepted: theirs.success });
  if (mine.success) expect({ raw, data: mine.data }).toEqual({ raw, data: theirs.data });
}

/** How the URL's text reaches a text field: a number as its digits, cut to the contract's length. */
const asText = (max: number) => (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number" ? String(raw).trim().slice(0, max) : raw;
/** How the URL's value reaches a number field: read with Number(). */
const asNumber = (raw: unknown) => (raw === undefined ? undefined : Number(raw));

describe("the URL's search fields, held to the contracts' schemas", () => {
  for (const key of ["q", "vehicleType", "city", "category"] as const) {
    it(`reads ${key} as catalog.search does`, () => {
      const max = searchInput.shape[key].unwrap().maxLength ?? Number.POSITIVE_INFINITY;
      for (const raw of SAMPLES)
        expectSameAs(searchFields[key], searchInput.shape[key], raw, asText(max)(raw));
    });
  }

  for (const key of ["lat", "lng", "minRating"] as const) {
    it(`reads ${key} as catalog.search does`, () => {
      for (const raw of SAMPLES) expectSameAs(searchFields[key], searchInput.shape[key], raw, asNumber(raw));
    });
  }

  it("reads pickDrop as catalog.search does", () => {
    for (const raw of SAMPLES) expectSameAs(searchFields.pickDrop, searchInput.shape.pickDrop, raw, raw);
  });

  it("reads sort and page as the API does, leaving their defaults to the page", () => {
    expect(SEARCH_SORT_ORDERS).toEqual(SEARCH_SORTS);
    for (const raw of SAMPLES.filter((value) => value !== undefined)) {
      expectSameAs(searchFields.sort, searchInput.shape.sort.unwrap(), raw, raw);
      expectSameAs(searchFields.page, searchInput.shape.page.unwrap(), raw, asNumber(raw));
      expectSameAs(searchFields.page, pageInput.shape.page.unwrap(), raw, asNumber(raw));
    }
    expect(searchFields.sort.safeParse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(searchFields.page.safeParse(undefined)).toMatchObject({ success: true, data: undefined });
  });
});

describe("the other pages' URL parameters", () => {
  it("/login: says the session expired only for expired=true", () => {
    expect(loginSearch({ expired: true })).toEqual({ expired: true });
    expect(loginSearch({ expired: "true" })).toEqual({ expired: true });
    for (const expired of [false, "false", 1, "yes", undefined, null])
      expect(loginSearch({ expired })).toEqual({});
  });

  it("/booking-complete: keeps a booking code of at most 40 characters", () => {
    expect(bookingCompleteSearch({ code: "CHK-2024-0001" })).toEqual({ code: "CHK-2024-0001" });
    expect(bookingCompleteSearch({ code: "x".repeat(40) })).toEqual({ code: "x".repeat(40) });
    for (const code of ["x".repeat(41), "", 12345, null, undefined])
      expect(bookingCompleteSearch({ code })).toEqual({});
  });

  it("/car-wash-details/$id: keeps the listing's vehicle type", () => {
    expect(centreSearch({ vehicleType: "sedan", other: "x" })).toEqual({ vehicleType: "sedan" });
    expect(centreSearch({ vehicleType: " suv " })).toEqual({ vehicleType: "suv" });
    for (const vehicleType of ["", "  ", null, true, undefined])
      expect(centreSearch({ vehicleType })).toEqual({});
  });

  it("/profile: keeps a tab and a history page other than the defaults", () => {
    expect(profileSearch({ tab: "history", page: 3 })).toEqual({ tab: "history", page: 3 });
    expect(profileSearch({ tab: "profile", page: "2" })).toEqual({ tab: "profile", page: 2 });
    expect(profileSearch({ tab: "latest", page: 1 })).toEqual({});
    for (const page of [0, -2, 1.5, "x", MAX_PAGE + 1, null])
      expect(profileSearch({ tab: "bookings", page })).toEqual({});
  });
});
