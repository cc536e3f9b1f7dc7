import { DomainError } from "../errors";

/**
 * What a client sends as a tRPC input: superjson's `{ json, meta }`. `meta` tells the server which values to
 * rebuild (a Date, undefined, a Map...) and where; superjson trusts it, and walks it recursively: a `values`
 * that is a string recurses once per character until the stack overflows, and a large one costs seconds of
 * CPU on the event loop. So it is checked here first, against what superjson's own serializer writes, within
 * bounds no real input comes near.
 */
export interface Envelope {
  json: unknown;
  meta: SuperjsonMeta | undefined;
}

export interface SuperjsonMeta {
  values?: unknown;
  referentialEqualities?: unknown;
  v?: number;
}

/** Annotations (types and shared-reference paths) in one input; a real form sends a handful. */
export const MAX_ANNOTATIONS = 1_000;
/** Steps in one annotated path ("items.0.addedAt" is 3); our inputs are a few levels deep. */
export const MAX_PATH_DEPTH = 32;
/** Characters in one path key. */
export const MAX_PATH_LENGTH = 500;

/**
 * The value types this API rebuilds: what superjson writes for the values a client may send (undefined, NaN,
 * Infinity and -0, a Date, a bigint, a Map, a Set). Classes, symbols and custom types are registered by
 * nobody here, and an Error, RegExp or URL is no input of ours.
 */
const TYPES = new Set(["undefined", "number", "Date", "bigint", "map", "set"]);
const FORBIDDEN_STEPS = new Set(["__proto__", "constructor", "prototype"]);
const META_KEYS = new Set(["values", "referentialEqualities", "v"]);

/** A refusal that says what is wrong with the envelope, in the words of superjson's format. */
export function invalidMeta(problem: string): DomainError {
  return new DomainError("BAD_INPUT", { id: "errors.invalidSuperjsonMeta", values: { problem } });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The envelope's parts, once its meta is known to be superjson's and small; throws invalidMeta otherwise. */
export function checkedEnvelope(payload: unknown): Envelope {
  if (!isRecord(payload)) throw invalidMeta("the input must be an object { json, meta }");
  for (const key in payload) {
    if (key !== "json" && key !== "meta") throw invalidMeta(`"${clip(key)}" is not part of an input`);
  }
  const { json, meta } = payload;
  if (meta === undefined) return { json, meta: undefined };
  if (!isRecord(meta)) throw invalidMeta("meta must be an object");
  for (const key in meta) {
    if (!META_KEYS.has(key)) throw invalidMeta(`meta.${clip(key)} is not part of superjson's meta`);
  }
  if (meta.v !== undefined && meta.v !== 0 && meta.v !== 1) throw invalidMeta("meta.v must be 1");
  const budget = new Budget(meta.v === undefined ? 0 : meta.v);
  if (meta.values !== undefined) checkValues(meta.values, budget);
  if (meta.referentialEqualities !== undefined) checkEqualities(meta.referentialEqualities, budget);
  return { json, meta: meta as SuperjsonMeta };
}

/** Counts annotations against MAX_ANNOTATIONS and reads paths as superjson does for the meta's version. */
class Budget {
  private used = 0;
  constructor(private readonly version: number) {}

  spend(where: string) {
    this.used += 1;
    if (this.used > MAX_ANNOTATIONS)
      throw invalidMeta(`${where} has more than ${MAX_ANNOTATIONS} annotations`);
  }

  /** The steps of a path key (superjson's parsePath, with its checks made here first); throws if unusable. */
  steps(key: string, where: string, depth: number): number {
    if (key.length > MAX_PATH_LENGTH)
      throw invalidMeta(`${where} has a path longer than ${MAX_PATH_LENGTH} characters`);
    let steps = 1;
    let step = "";
    const legacy = this.version < 1;
    for (let i = 0; i < key.length; i++) {
      const char = key.charAt(i);
      if (char === "\\" && !legacy) {
        const escaped = key.charAt(i + 1);
        if (escaped !== "\\" && escaped !== ".")
          throw invalidMeta(`${where} has an invalid path "${clip(key)}"`);
        step += escaped;
        i++;
      } else if (char === "\\" && key.charAt(i + 1) === ".") {
        step += ".";
        i++;
      } else if (char === ".") {
        this.checkStep(step, where);
        steps += 1;
        step = "";
      } else {
        step += char;
      }
    }
    this.checkStep(step, where);
    if (depth + steps > MAX_PATH_DEPTH)
      throw invalidMeta(`${where} has a path deeper than ${MAX_PATH_DEPTH} steps`);
    return steps;
  }

  private checkStep(step: string, where: string) {
    if (FORBIDDEN_STEPS.has(step)) throw invalidMeta(`${where} has a path through "${step}"`);
  }
}

/** `meta.values`: a tree of [type] or [type, { path: tree }] nodes, or at the top { path: tree }. */
function checkValues(values: unknown, budget: Budget) {
  if (Array.isArray(values)) checkNode(values, "meta.values", 0, budget);
  else if (isRecord(values)) checkChildren(values, "meta.values", 0, budget);
  else throw invalidMeta("meta.values must be an object or an array");
}

function checkChildren(children: Record<string, unknown>, where: string, depth: number, budget: Budget) {
  for (const key in children) {
    budget.spend(where);
    const steps = budget.steps(key, where, depth);
    const child = children[key];
    if (!Array.isArray(child)) throw invalidMeta(`${where}["${clip(key)}"] must be an array`);
    checkNode(child, `${where}["${clip(key)}"]`, depth + steps, budget);
  }
}

function checkNode(node: unknown[], where: string, depth: number, budget: Budget) {
  if (node.length < 1 || node.length > 2) throw invalidMeta(`${where} must be [type] or [type, children]`);
  const [type, children] = node;
  if (typeof type !== "string" || !TYPES.has(type))
    throw invalidMeta(`${where} names a type this API does not take: ${clip(JSON.stringify(type) ?? "")}`);
  if (node.length === 2) {
    if (!isRecord(children)) throw invalidMeta(`${where}'s children must be an object`);
    checkChildren(children, where, depth, budget);
  }
}

/**
 * `meta.referentialEqualities`: { path: [paths sharing that value] }. The array form says the input contains
 * itself, which no input of ours does; a path given as sharing a value it lies inside would too.
 */
function checkEqualities(equalities: unknown, budget: Budget) {
  const where = "meta.referentialEqualities";
  if (!isRecord(equalities)) throw invalidMeta(`${where} must be an object of paths`);
  for (const key in equalities) {
    budget.spend(where);
    budget.steps(key, where, 0);
    const identical = equalities[key];
    if (!Array.isArray(identical)) throw invalidMeta(`${where}["${clip(key)}"] must be an array of paths`);
    for (const path of identical) {
      budget.spend(where);
      if (typeof path !== "string") throw invalidMeta(`${where}["${clip(key)}"] must be an array of paths`);
      budget.steps(path, where, 0);
      if (path === key || path.startsWith(`${key}.`))
        throw invalidMeta(`${where} makes "${clip(path)}" contain itself`);
    }
  }
}

/** Whether a value holds itself somewhere (shared references chained into a loop); iterative. */
export function isCyclic(value: unknown): boolean {
  const onPath = new Set<object>();
  const done = new Set<object>();
  const stack: { node: object; leaving: boolean }[] = [];
  if (typeof value === "object" && value !== null) stack.push({ node: value, leaving: false });
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, leaving } = top;
    if (leaving) {
      onPath.delete(node);
      done.add(node);
      continue;
    }
    if (done.has(node)) continue;
    onPath.add(node);
    stack.push({ node, leaving: true });
    const children =
      node instanceof Map
        ? [...node.keys(), ...node.values()]
        : node instanceof Set
          ? [...node]
          : Object.values(node);
    for (const child of children) {
      if (typeof child !== "object" || child === null) continue;
      if (onPath.has(child)) return true;
      if (!done.has(child)) stack.push({ node: child, leaving: false });
    }
  }
  return false;
}

/** Enough of a client's text to recognise it in a message, no more. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
