import fc from "fast-check";
import superjson from "superjson";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDomainError } from "../errors";
import { jsonFirstTransformer } from "./json-first-transformer";

const roundTrip = (value: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(jsonFirstTransformer.serialize(value))));

describe("jsonFirstTransformer", () => {
  it("sends plain JSON as it is, without superjson's metadata", () => {
    const centre = { id: 7, name: "Sparkle", rating: null, tags: ["foam", { n: 1.5 }], open: true };
    expect(jsonFirstTransformer.serialize(centre)).toEqual({ json: centre });
  });

  it("writes the meta of Dates itself, exactly as superjson would, however they are nested", () => {
    const date = fc.date({ noInvalidDate: true });
    const key = fc.oneof(fc.string(), fc.constantFrom("a.b", "c\\d", "e\\.f", "..", "0"));
    const withDates = fc
      .letrec((tie) => ({
        value: fc.oneof(
          { depthSize: "small" },
          fc.jsonValue({ maxDepth: 1 }),
          date,
          tie("array"),
          tie("object"),
        ),
        array: fc.array(tie("value"), { maxLength: 4 }),
        object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
      }))
      .value.filter((value) => !(value instanceof Date));
    fc.assert(
      fc.property(withDates, (value) => {
        // The Dates stay Date objects until JSON.stringify writes them: what is sent is what counts (the
        // meta's paths may come in another order).
        expect(sent(value, jsonFirstTransformer.serialize)).toEqual(sent(value, superjson.serialize));
      }),
      { seed: 20261129, numRuns: 1000 },
    );
    const slots = { slots: [{ startsAt: new Date("2026-11-30T04:30:00Z"), free: 2 }] };
    expect(jsonFirstTransformer.serialize(slots)).toEqual({
      json: slots,
      meta: { values: { "slots.0.startsAt": ["Date"] }, v: 1 },
    });
  });

  it.each([
    ["a Date alone", new Date("2026-11-23T10:00:00Z")],
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

/** What is sent for `value`: the envelope `serialize` makes, as JSON text parsed again (a client uses superjson's). */
const sent = (value: unknown, serialize: (value: unknown) => unknown = superjson.serialize): unknown =>
  JSON.parse(JSON.stringify(serialize(value)));

/** The refusal's problem text, or "accepted". */
function refusalOf(payload: unknown): string {
  try {
    jsonFirstTransformer.deserialize(payload);
    return "accepted";
  } catch (error) {
    if (!isDomainError(error)) throw error;
    expect(error).toMatchObject({ code: "BAD_INPUT", error: { id: "errors.invalidSuperjsonMeta" } });
    return String(error.error.values?.problem);
  }
}

describe("jsonFirstTransformer.deserialize (inputs)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["a Date", { at: new Date("2026-11-23T10:00:00Z"), id: 1 }],
    ["undefined fields", { q: undefined, city: "New Delhi", page: 1 }],
    ["undefined itself", undefined],
    ["a Map with Dates in it", { byId: new Map([[1, new Date(0)]]) }],
    ["a Set", { tags: new Set(["foam", "wax"]) }],
    ["NaN, -0 and Infinity", { a: Number.NaN, b: -0, c: Number.NEGATIVE_INFINITY }],
    ["a bigint", { big: 10n }],
    ["plain JSON", { items: [{ serviceId: 1, quantity: 2 }] }],
  ])("reads %s as superjson's client sends it", (_name, value) => {
    expect(jsonFirstTransformer.deserialize(sent(value))).toEqual(value);
  });

  it("keeps an object shared between two fields shared", () => {
    const shared = { serviceId: 1, quantity: 1 };
    const read = jsonFirstTransformer.deserialize(sent({ a: shared, b: shared })) as { a: object; b: object };
    expect(read.a).toBe(read.b);
  });

  it("reads whatever superjson writes for the values a form may hold", () => {
    const key = fc.string().filter((k) => !["__proto__", "constructor", "prototype"].includes(k));
    const values = fc.anything({ key, withDate: true, withMap: true, withSet: true, withBigInt: true });
    fc.assert(
      fc.property(values, (value) => {
        expect(jsonFirstTransformer.deserialize(sent(value))).toEqual(
          superjson.deserialize(sent(value) as never),
        );
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });

  it.each([
    [{ json: {}, meta: { values: "x" } }, "meta.values must be an object or an array"],
    [{ json: {}, meta: { values: 5 } }, "meta.values must be an object or an array"],
    [{ json: {}, meta: "x" }, "meta must be an object"],
    [null, "the input must be an object { json, meta }"],
    [[], "the input must be an object { json, meta }"],
    ["text", "the input must be an object { json, meta }"],
    [{ json: {}, extra: 1 }, '"extra" is not part of an input'],
    [{ json: {}, meta: { v: 999 } }, "meta.v must be 1"],
    [{ json: {}, meta: { values: {}, hack: 1 } }, "meta.hack is not part of superjson's meta"],
    [
      { json: { q: "x" }, meta: { values: { q: ["regexp"] } } },
      'meta.values["q"] names a type this API does not take: "regexp"',
    ],
    [
      { json: { q: "x" }, meta: { values: { q: [["custom", "x"]] } } },
      'meta.values["q"] names a type this API does not take: ["custom","x"]',
    ],
    [{ json: { q: "x" }, meta: { values: { q: "Date" } } }, 'meta.values["q"] must be an array'],
    [
      { json: { q: "x" }, meta: { values: { q: [] } } },
      'meta.values["q"] must be [type] or [type, children]',
    ],
    [
      { json: {}, meta: { values: { "__proto__.polluted": ["Date"] } } },
      'meta.values has a path through "__proto__"',
    ],
    [
      { json: {}, meta: { values: { "a.constructor.prototype": ["Date"] } } },
      'meta.values has a path through "constructor"',
    ],
    [{ json: {}, meta: { values: { "a\\x": ["Date"] }, v: 1 } }, 'meta.values has an invalid path "a\\x"'],
    [
      { json: {}, meta: { values: { [Array(40).fill("a").join(".")]: ["Date"] } } },
      "meta.values has a path deeper than 32 steps",
    ],
    [
      { json: { m: 5 }, meta: { values: { m: ["map"] }, v: 1 } },
      "its types do not fit the values at their paths",
    ],
    [
      { json: { b: "x" }, meta: { values: { b: ["bigint"] }, v: 1 } },
      "its types do not fit the values at their paths",
    ],
    [
      { json: { a: {} }, meta: { referentialEqualities: { a: ["a.b"] }, v: 1 } },
      'meta.referentialEqualities makes "a.b" contain itself',
    ],
    [
      { json: { a: {}, b: {} }, meta: { referentialEqualities: { a: ["b.x"], b: ["a.y"] }, v: 1 } },
      "meta.referentialEqualities makes the input contain itself",
    ],
    [
      { json: {}, meta: { referentialEqualities: [["a"]], v: 1 } },
      "meta.referentialEqualities must be an object of paths",
    ],
  ])("refuses %j, saying: %s", (payload, problem) => {
    expect(refusalOf(payload)).toBe(problem);
  });

  it("refuses a large hostile meta without handing any of it to superjson", () => {
    const deserialize = vi.spyOn(superjson, "deserialize");
    const manyPaths = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, ["Date"]]));
    let nested: unknown = ["Date"];
    for (let depth = 0; depth < 10_000; depth++) nested = ["Date", { a: nested }];
    expect(refusalOf({ json: {}, meta: { values: "x".repeat(900_000) } })).toBe(
      "meta.values must be an object or an array",
    );
    expect(refusalOf({ json: {}, meta: { values: manyPaths } })).toBe(
      "meta.values has more than 1000 annotations",
    );
    expect(refusalOf({ json: {}, meta: { values: { a: nested } } })).toMatch(/deeper than 32 steps$/);
    expect(deserialize).not.toHaveBeenCalled();
  });

  it("hands an input without meta over as it was parsed, without superjson", () => {
    const deserialize = vi.spyOn(superjson, "deserialize");
    const json = { page: 1, q: "wash" };
    expect(jsonFirstTransformer.deserialize({ json })).toBe(json);
    expect(deserialize).not.toHaveBeenCalled();
  });
});
