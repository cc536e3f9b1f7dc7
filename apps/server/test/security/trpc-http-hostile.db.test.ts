/**
 * The HTTP layer in front of every tRPC procedure: broken JSON, hostile superjson metadata (the transformer
 * rebuilds Dates, Maps, BigInts and shared references from it), odd batches and procedure names. Each gets
 * a tRPC-shaped client error in our words (never a library's text), never a 500, never a write, never a
 * polluted prototype. Numbers past PostgreSQL's int in any numeric field are a 400 naming the field, and every
 * answer to a signed-in caller says `Cache-Control: no-store`.
 */
import { appRouter } from "@chamak/api";
import { changedTables, dbFingerprint } from "@chamak/api/test-support/db-fingerprint";
import { outOfRangeCasesOf, prototypeIsPolluted } from "@chamak/api/test-support/hostile-input";
import { inputSchemaOf, PROCEDURES } from "@chamak/api/test-support/procedure-fixtures";
import { recordReliabilityOfSuite } from "@chamak/api/test-support/reliability-record";
import { allowedRole, healWorld, type RoleName } from "@chamak/api/test-support/security-world";
import type { LightMyRequestResponse } from "fastify";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { useWorldApp } from "../support/world-app";
import { authHeader } from "./rest-fixtures";

const env = useWorldApp();

/** Inputs as the JSON text of a superjson envelope (or not an envelope at all). */
const JUNK_INPUTS = [
  "{",
  "",
  "null",
  "[]",
  '"text"',
  "1e400",
  '{"json":',
  '{"json":null}',
  `{"json":"${"A".repeat(100_000)}"}`,
  `{"json":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"json":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}',
  '{"json":{"id":"99999999999"},"meta":{"values":{"id":["bigint"]}}}',
  '{"json":{"id":"1e400"},"meta":{"values":{"id":["bigint"]}}}',
  '{"json":{"id":"x"},"meta":{"values":{"id":["custom","no-such-type"]}}}',
  '{"json":{"id":"2020-13-45"},"meta":{"values":{"id":["Date"]}}}',
  '{"json":{"q":"/(a+)+$/"},"meta":{"values":{"q":["regexp"]}}}',
  '{"json":{"id":[[1,2]]},"meta":{"values":{"id":["map"]}}}',
  '{"json":{},"meta":{"values":{"__proto__.polluted":["Date"]}}}',
  '{"json":{},"meta":{"values":{"constructor.prototype.polluted":["bigint"]}}}',
  '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["__proto__","constructor.prototype"]}}}',
  '{"json":{"a":{},"b":{}},"meta":{"referentialEqualities":{"a":["b.c.d.e"]}}}',
  '{"json":{"name":"a\\u0000b","id":2147483648},"meta":{"v":999}}',
  '{"json":{},"meta":{"values":"x"}}',
  '{"json":{"id":1},"meta":{"values":{"id":"Date"}}}',
  `{"json":{},"meta":{"values":"${"x".repeat(100_000)}"}}`,
  '{"json":{"id":5},"meta":{"values":{"id":["map"]},"v":1}}',
];

/** Text that describes our internals (a library's error, a stack), never to be shown to a client. */
const INTERNAL_TEXT =
  /Maximum call stack|Cannot (destructure|read|convert|set)|Unexpected (token|end)|at position \d|is not (a function|iterable|an entry)|SyntaxError|TypeError|RangeError|node_modules|\.[jt]s:\d/;

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string; inputs: unknown[] } }
>;
/** Procedures that take no input ignore what their envelope carries (a logout with junk in it still signs out). */
const takesInput = (path: string) => (procedures[path]?._def.inputs.length ?? 0) > 0;
const paths = Object.keys(procedures).sort();

function request(path: string, input: string, headers: Record<string, string>) {
  return procedures[path]?._def.type === "query"
    ? env.app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(input)}`, headers })
    : env.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { ...headers, "content-type": "application/json" },
        payload: input,
      });
}

/** Problems with one answer: a server error, a reply that is no tRPC error, pollution. */
function problemsWith(response: LightMyRequestResponse, label: string): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500)
    problems.push(`${label}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  if (response.statusCode >= 400) {
    let errors: unknown[] = [];
    try {
      const body = response.json() as unknown;
      errors = (Array.isArray(body) ? body : [body]).map((item) => (item as { error?: unknown }).error);
    } catch {
      problems.push(`${label}: not JSON: ${response.body.slice(0, 120)}`);
    }
    for (const error of errors) {
      const json = (
        error as { json?: { message?: unknown; data?: { code?: unknown; httpStatus?: unknown } } } | undefined
      )?.json;
      const data = json?.data;
      if (typeof data?.code !== "string" || typeof data.httpStatus !== "number")
        problems.push(`${label}: not a tRPC error: ${response.body.slice(0, 200)}`);
      if (INTERNAL_TEXT.test(String(json?.message)))
        problems.push(`${label}: tells the client our internals: ${String(json?.message).slice(0, 200)}`);
    }
  }
  if (prototypeIsPolluted()) problems.push(`${label}: Object.prototype was polluted`);
  return problems;
}

/** The first role a procedure lets through, found by calling it: junk must reach its input parsing. */
async function roleThatPasses(path: string): Promise<RoleName> {
  for (const role of ["anonymous", "customerA", "vendorA", "admin"] as const) {
    const response = await request(path, '{"json":{}}', await authHeader(env.world, role));
    const code = (response.json() as { error?: { json?: { data?: { code?: string } } } }).error?.json?.data
      ?.code;
    if (code !== "UNAUTHORIZED" && code !== "FORBIDDEN") return role;
  }
  throw new Error(`no role may call ${path}`);
}

describe("hostile requests on /trpc", () => {
  recordReliabilityOfSuite({
    area: "Hostile input",
    scenario:
      "Junk and hostile superjson on every tRPC procedure over HTTP, and batches of junk, unknown and prototype-named procedures, get tRPC client errors and write nothing",
    load: "every mounted procedure, plus mixed batches",
    inputs: `${JUNK_INPUTS.length} fixed junk inputs per procedure`,
  });
  it.each(paths)("%s: junk and hostile superjson get a tRPC client error and write nothing", async (path) => {
    const headers = await authHeader(env.world, await roleThatPasses(path));
    const problems: string[] = [];
    const before = await dbFingerprint(env.db);
    for (const input of JUNK_INPUTS) {
      const response = await request(path, input, headers);
      problems.push(...problemsWith(response, input.slice(0, 60)));
      if (headers.authorization && response.headers["cache-control"] !== "no-store")
        problems.push(`${input.slice(0, 60)}: a signed-in answer without Cache-Control: no-store`);
    }
    if (takesInput(path))
      problems.push(...changedTables(before, await dbFingerprint(env.db)).map((t) => `wrote ${t}`));
    expect(problems).toEqual([]);
  });

  const withNumbers = paths.filter((path) => {
    const schema = inputSchemaOf(path);
    return PROCEDURES[path]?.input !== undefined && schema !== undefined;
  });

  it.each(withNumbers)(
    "%s: numbers past PostgreSQL's int in any numeric field are a 400 naming the field",
    async (path) => {
      const fixture = PROCEDURES[path];
      const schema = inputSchemaOf(path);
      if (!fixture?.input || !schema) throw new Error(`no fixture or schema for ${path}`);
      const role = allowedRole(fixture.level);
      const headers = await authHeader(env.world, role);
      const valid = await fixture.input(env.world, role);
      const problems: string[] = [];
      for (const { path: field, input } of outOfRangeCasesOf(valid, schema)) {
        const response = await request(path, JSON.stringify(superjson.serialize(input)), headers);
        const name = field.join(".");
        const answer = response.json() as { error?: { json?: { data?: { fieldErrors?: object } } } };
        const fields = Object.keys(answer.error?.json?.data?.fieldErrors ?? {});
        if (response.statusCode !== 400 || !fields.includes(name))
          problems.push(`${name}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (role !== "anonymous" && response.headers["cache-control"] !== "no-store")
          problems.push(`${name}: a signed-in answer without Cache-Control: no-store`);
      }
      await healWorld(env.world);
      expect(problems).toEqual([]);
    },
  );

  it("answers batches of junk, unknown and prototype-named procedures with client errors", async () => {
    const headers = await authHeader(env.world, "admin");
    const mutations = paths.filter((path) => procedures[path]?._def.type === "mutation" && takesInput(path));
    const manyQueries = Array.from({ length: 200 }, () => "catalog.centre").join(",");
    const before = await dbFingerprint(env.db);
    const attempts: [string, string, string | undefined][] = [
      ["POST", `/trpc/${mutations.slice(0, 10).join(",")}?batch=1`, '{"0":{"json":null},"1":"x","2":[]}'],
      ["POST", `/trpc/${mutations.slice(0, 3).join(",")}?batch=1`, "[]"],
      ["POST", `/trpc/${mutations.slice(0, 3).join(",")}?batch=1`, '{"0":'],
      [
        "GET",
        `/trpc/${manyQueries}?batch=1&input=${encodeURIComponent('{"0":{"json":{"id":"x"}}}')}`,
        undefined,
      ],
      ["GET", "/trpc/no.such.procedure", undefined],
      ["GET", "/trpc/__proto__", undefined],
      ["GET", "/trpc/constructor", undefined],
      ["GET", "/trpc/toString", undefined],
      ["GET", "/trpc/catalog.__proto__.toString", undefined],
      ["GET", "/trpc/hasOwnProperty?batch=1", undefined],
      ["POST", "/trpc/__proto__", '{"json":{}}'],
      ["GET", `/trpc/catalog.centre?input=${encodeURIComponent('{"json":{"id":1}}')}&input=2`, undefined],
      ["GET", "/trpc/catalog.centre?input[json][id]=1", undefined],
      ["POST", "/trpc/catalog.centre", '{"json":{"id":1}}'],
      ["GET", "/trpc/contact.send", undefined],
    ];
    const problems: string[] = [];
    for (const [method, url, payload] of attempts) {
      const response = await env.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: { ...headers, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
        ...(payload === undefined ? {} : { payload }),
      });
      problems.push(...problemsWith(response, `${method} ${url.slice(0, 80)}`));
      if (url.includes("__proto__") || url.includes("constructor") || url.includes("toString"))
        if (response.statusCode !== 404) problems.push(`${url}: expected 404, got ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await dbFingerprint(env.db))).toEqual([]);
  });
});
