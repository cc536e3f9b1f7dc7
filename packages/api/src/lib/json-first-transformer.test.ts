import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { jsonFirstTransformer } from "./json-first-transformer";

const roundTrip = (value: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(jsonFirstTransformer.serialize(value))));

describe("jsonFirstTransformer", () => {
  it("sends plain JSON as it is, without superjson's metadata", () => {
    const centre = { id: 7, name: "Sparkle", rating: null, tags: ["foam", { n: 1.5 }], open: true };
    expect(jsonFirstTransformer.serialize(centre)).toEqual({ json: centre });
  });

  it.each([
    ["a Date", { at: new Date("2026-11-23T10:00:00Z") }],
    ["undefined in an object", { brand: undefined, id: 1 }],
    ["NaN", [1, Number.NaN]],
    ["-0", { amount: -0 }],
    ["Infinity", { limit: Number.POSITIVE_INFINITY }],
    ["a Map", { byId: new Map([[1, "a"]]) }],
    ["a Set", new Set([1, 2])],
    ["a bigint", { big: 10n }],
  ])("leaves %s to superjson, so it arrives as it was sent", (_name, value) => {
    expect(jsonFirstTransformer.serialize(value)).toEqual(superjson.serialize(value));
    expect(roundTrip(value)).toEqual(value);
  });

  it("arrives exactly as superjson would deliver it, for any value", () => {
    const values = fc.oneof(
      fc.jsonValue(),
      fc.anything({
        withDate: true,
        withMap: true,
        withSet: true,
        withBigInt: true,
        withNullPrototype: true,
      }),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(roundTrip(value)).toEqual(
          superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))),
        );
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });
});
