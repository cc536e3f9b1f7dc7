/**
 * Hostile payloads for the property-based security suites: random junk, and valid inputs with one to three
 * fields broken (wrong types, huge strings, nulls, odd numbers, injection text, prototype-pollution keys).
 */
import fc from "fast-check";
import { z } from "zod";

/** Text an attacker tries on every field: SQL, HTML, template and path injection, odd Unicode. */
export const INJECTION_STRINGS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  "1); DELETE FROM bookings; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "%",
  "_",
  "%_%",
  "\\",
  "\\'",
  "'",
  '"',
  "`",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  "${7*7}",
  "{{7*7}}",
  "../../../etc/passwd",
  "a\u0000b",
  "\u0000",
  "\u202Eevil",
  "\uFEFFbom",
  "\uD800",
  "😀🚗✨",
  "नमस्ते दुनिया",
  "Ｆｕｌｌｗｉｄｔｈ",
  "\r\nX-Injected: 1",
  "   ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "[]",
  "{}",
  "__proto__",
] as const;

/** Object keys that have broken parsers and merge helpers before. */
export const POLLUTION_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
];

const NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
];

/** One value that is wrong for almost any field. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...INJECTION_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, true, false, "", 10n, -(2n ** 70n)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(new Date(Number.NaN), new Date(8.64e15), new Date(0)) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom("A", "'", "<", "é", "%"))
      .map(([length, unit]) => unit.repeat(length)),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** An own property even for "__proto__" (a literal or plain assignment would set the prototype instead). */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom("id", "role", "status", "centreId", "customerId", "totalPaise") },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const pollutionObject = fc.tuple(fc.constantFrom(...POLLUTION_KEYS), hostileScalar).map(([key, value]) => {
  const target: Record<string, unknown> = {};
  defineOwn(target, key, { polluted: value, prototype: { polluted: value } });
  return target;
});

/** Scalars, arrays and objects of junk, nested a few levels. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map((entries) => {
        const target: Record<string, unknown> = {};
        for (const [key, value] of entries) defineOwn(target, key, value);
        return target;
      }),
    },
    { weight: 1, arbitrary: pollutionObject },
  ),
})).value;

export type Path = (string | number)[];

/** Every place in a value a mutation may hit: the root, each object property and array element. */
export function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], out);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export interface Mutation {
  kind: "replace" | "delete" | "addKey" | "wholesale";
  at: number;
  key: string;
  value: unknown;
}

function containerAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) {
    if (Array.isArray(node) || isPlainObject(node)) node = (node as Record<string | number, unknown>)[step];
    else return undefined;
  }
  return node;
}

/** Applies one mutation to `root` (already a private copy) and returns the new root. */
export function applyMutation(root: unknown, paths: readonly Path[], mutation: Mutation): unknown {
  const path = paths[mutation.at % paths.length] ?? [];
  if (mutation.kind === "wholesale" || path.length === 0) {
    if (mutation.kind === "addKey" && isPlainObject(root)) {
      defineOwn(root, mutation.key, mutation.value);
      return root;
    }
    return mutation.kind === "delete" ? undefined : mutation.value;
  }
  const parent = containerAt(root, path.slice(0, -1));
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === "addKey") {
    const target = containerAt(root, path);
    if (isPlainObject(target)) defineOwn(target, mutation.key, mutation.value);
    else if (isPlainObject(parent)) defineOwn(parent, mutation.key, mutation.value);
    return root;
  }
  if (Array.isArray(parent)) {
    if (mutation.kind === "delete") parent.splice(Number(last), 1);
    else parent[Number(last)] = mutation.value;
  } else if (isPlainObject(parent)) {
    if (mutation.kind === "delete") delete parent[last];
    else defineOwn(parent, String(last), mutation.value);
  }
  return root;
}

const mutationArb = (pathCount: number): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom<Mutation["kind"]>("replace", "replace", "replace", "delete", "addKey", "wholesale"),
    at: fc.nat({ max: Math.max(0, pathCount - 1) }),
    key: hostileKey,
    value: hostileValue,
  });

/**
 * Inputs near a valid one (one to three fields broken) and now and then plain junk instead. `valid` must be
 * JSON-like; each generated input is a fresh copy.
 */
export function hostileVariantsOf(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const mutated = fc
    .array(mutationArb(paths.length), { minLength: 1, maxLength: 3 })
    .map((mutations) =>
      mutations.reduce<unknown>(
        (root, mutation) => applyMutation(root, paths, mutation),
        valid === undefined ? undefined : structuredClone(valid),
      ),
    );
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}

const replaced = (valid: unknown, path: Path, value: unknown) =>
  applyMutation(structuredClone(valid), [path], { kind: "replace", at: 0, key: "", value });

/** Numbers no int column or query parameter holds: just past PostgreSQL's int4, and far past any integer. */
export const OUT_OF_RANGE_NUMBERS = [2 ** 31, 1e300] as const;

type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
};

/**
 * Every place a zod input schema takes a number, optional ones included (an array's items at index 0), read
 * from its JSON Schema: the valid input of a fixture leaves most optional fields out, and those reach the
 * database too (a search's price range).
 */
export function numericPathsOf(schema: z.ZodType): Path[] {
  const paths: Path[] = [];
  const seen = new Set<string>();
  const visit = (node: JsonSchemaNode | undefined, path: Path) => {
    if (!node || typeof node !== "object") return;
    const types = Array.isArray(node.type) ? node.type : [node.type];
    const key = JSON.stringify(path);
    if ((types.includes("integer") || types.includes("number")) && !seen.has(key)) {
      seen.add(key);
      paths.push(path);
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, [...path, name]);
    visit(node.items, [...path, 0]);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      visit(option, path);
  };
  visit(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode, []);
  return paths;
}

/**
 * The valid input with one numeric field (present or not, per `schema`) set to each OUT_OF_RANGE_NUMBERS:
 * each must be refused as bad input naming that field, never reach the database.
 */
export function outOfRangeCasesOf(valid: unknown, schema: z.ZodType): { path: Path; input: unknown }[] {
  const cases: { path: Path; input: unknown }[] = [];
  for (const path of numericPathsOf(schema)) {
    if (path.length === 0) continue;
    const parent = containerAt(valid, path.slice(0, -1));
    if (!isPlainObject(parent) && !Array.isArray(parent)) continue;
    for (const value of OUT_OF_RANGE_NUMBERS) cases.push({ path, input: replaced(valid, path, value) });
  }
  return cases;
}

/**
 * Systematic cases that random runs might miss: every field of the valid input set to an integer past
 * PostgreSQL's int4 range, to text with a NUL byte and to a lone UTF-16 surrogate (each has reached the
 * database or a URL encoder and failed there), plus one more edge value each; every numeric field the
 * `schema` declares (given or not) set to numbers past any int; the whole input replaced by junk; pollution
 * keys at the top level.
 */
export function edgeCasesOf(valid: unknown, schema?: z.ZodType): unknown[] {
  const rotating: unknown[] = [
    Number.NaN,
    -1,
    null,
    "A".repeat(100_000),
    [],
    {},
    1.5,
    Number.POSITIVE_INFINITY,
    "'; DROP TABLE users; --",
    true,
    new Date(8.64e15),
  ];
  const cases: unknown[] = [null, "junk", [], 42, { "": valid }];
  pathsOf(valid)
    .filter((path) => path.length > 0)
    .forEach((path, index) => {
      for (const value of [2 ** 31, "a\u0000b", "\uD800", rotating[index % rotating.length]])
        cases.push(replaced(valid, path, value));
    });
  if (schema) for (const { input } of outOfRangeCasesOf(valid, schema)) cases.push(input);
  if (isPlainObject(valid)) {
    for (const key of ["__proto__", "constructor"]) {
      const copy = structuredClone(valid);
      defineOwn(copy, key, { polluted: true, prototype: { polluted: true } });
      cases.push(copy);
    }
  }
  return cases;
}

/** JSON text of a value; bigints become numbers too big for a double, as a hostile client would send. */
export function toJsonText(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value ?? null, (_key, item: unknown) => {
    if (typeof item === "bigint") {
      marks.push(item.toString());
      return `@@bigint${marks.length - 1}@@`;
    }
    return item;
  });
  return text.replace(/"@@bigint(\d+)@@"/g, (_match, index: string) => marks[Number(index)] ?? "0");
}

/** A short, printable description of a payload for failure messages. */
export function describePayload(value: unknown): string {
  try {
    const text = toJsonText(value);
    return text.length > 1500 ? `${text.slice(0, 1500)}… (${text.length} chars)` : text;
  } catch {
    return String(value);
  }
}

/** True when something planted a property on Object.prototype (the point of a pollution payload). */
export function prototypeIsPolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return "polluted" in probe || Object.keys(Object.prototype).length > 0;
}
