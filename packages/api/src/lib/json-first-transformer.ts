import superjson from "superjson";
import { checkedEnvelope, invalidMeta, isCyclic } from "./superjson-envelope";

/**
 * superjson's wire format, cheaper to write: a value that is plain JSON already (most catalog answers) is sent
 * as `{ json: value }` without superjson's walk, which costs several times JSON.stringify on a 13 kB centre.
 * Anything else (a Date, undefined, NaN, -0, a Map...) goes through superjson as before. Clients read both
 * with superjson.deserialize.
 *
 * Inputs come the other way, from anyone: their `meta` is checked (superjson-envelope.ts) before superjson
 * acts on it, and an input without one is its JSON as parsed, with no superjson walk at all.
 */
export const jsonFirstTransformer = {
  serialize(value: unknown) {
    return isPlainJson(value, 0) ? { json: value } : superjson.serialize(value);
  },
  deserialize(payload: unknown): unknown {
    const { json, meta } = checkedEnvelope(payload);
    if (meta === undefined) return json;
    let value: unknown;
    try {
      // In place: the JSON was parsed for this request alone, so superjson need not copy it first.
      value = superjson.deserialize({ json: json as never, meta: meta as never }, { inPlace: true });
    } catch {
      // Types on values that cannot carry them (a Map from a number, a bigint from "x"): superjson's own text
      // describes its internals, not the client's mistake.
      throw invalidMeta("its types do not fit the values at their paths");
    }
    if (meta.referentialEqualities !== undefined && isCyclic(value))
      throw invalidMeta("meta.referentialEqualities makes the input contain itself");
    return value;
  },
};

/** Deeper than this, let superjson decide (it also handles what this does not look for). */
const MAX_DEPTH = 64;

function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (depth >= MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i], depth + 1)) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value)
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}
