import superjson from "superjson";
import { checkedEnvelope, invalidMeta, isCyclic } from "./superjson-envelope";

/**
 * superjson's wire format, cheaper to write: a value that is plain JSON already (most catalog answers) is sent
 * as `{ json: value }` without superjson's walk, which costs several times JSON.stringify on a 13 kB centre.
 * Dates, the one other type our answers carry (every slot of availability, every booking's times), are left in
 * place for JSON.stringify to write as their ISO text (what superjson writes) and only their paths go into the
 * meta, as superjson's own `values` would list them. Anything else (undefined, NaN, -0, a Map...) goes
 * through superjson as before. Clients read all of it with superjson.deserialize.
 *
 * Inputs come the other way, from anyone: their `meta` is checked (superjson-envelope.ts) before superjson
 * acts on it, and an input without one is its JSON as parsed, with no superjson walk at all.
 */
export const jsonFirstTransformer = {
  serialize(value: unknown) {
    const walk: Walk = { keys: [], dates: null };
    if (value instanceof Date || !isJsonWithDates(value, walk)) return superjson.serialize(value);
    if (walk.dates === null) return { json: value };
    return { json: value, meta: { values: walk.dates, v: 1 } };
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

interface Walk {
  /** The keys from the root to the value being looked at. */
  keys: string[];
  /** superjson's meta.values for the Dates found: "path.to.date" → ["Date"]; null while there are none. */
  dates: Record<string, ["Date"]> | null;
}

/** superjson's path syntax: keys joined by ".", a "." or "\\" inside a key escaped with "\\". */
function pathOf(keys: readonly string[]): string {
  return keys.map((key) => key.replaceAll("\\", "\\\\").replaceAll(".", "\\.")).join(".");
}

/** True when `value` is JSON apart from valid Dates (whose paths it records); false sends it to superjson. */
function isJsonWithDates(value: unknown, walk: Walk): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) return false;
        walk.dates ??= {};
        walk.dates[pathOf(walk.keys)] = ["Date"];
        return true;
      }
      if (walk.keys.length >= MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isJsonChild(value[i], String(i), walk)) return false;
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value)
        if (!isJsonChild((value as Record<string, unknown>)[key], key, walk)) return false;
      return true;
    }
    default:
      return false;
  }
}

function isJsonChild(value: unknown, key: string, walk: Walk): boolean {
  // Scalars need no path; only objects (and Dates) are walked into.
  if (typeof value !== "object" || value === null) return isJsonWithDates(value, walk);
  walk.keys.push(key);
  const plain = isJsonWithDates(value, walk);
  walk.keys.pop();
  return plain;
}
