/**
 * Property-based hostile input against every legacy REST route through the real app: valid bodies (query
 * strings on GET routes) broken at random or replaced by junk, and raw bodies no JSON client would send.
 * Never a 500, always the legacy `{ status: false, message }` shape naming the field, never a partial write.
 */
import { changedTables, dbFingerprint } from "@chamak/api/test-support/db-fingerprint";
import {
  describePayload,
  edgeCasesOf,
  hostileVariantsOf,
  isPlainObject,
  prototypeIsPolluted,
  toJsonText,
} from "@chamak/api/test-support/hostile-input";
import { recordReliabilityOfSuite } from "@chamak/api/test-support/reliability-record";
import { allowedRole, healWorld } from "@chamak/api/test-support/security-world";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { LegacyRoute } from "../../src/rest/legacy-route";
import { useWorldApp } from "../support/world-app";
import { authHeader, mountedRoutes, queryStringOf, REST_ROUTES, routeAt } from "./rest-fixtures";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
/** Fixed, so every run tries the same inputs (docs/reliability.md names them); FC_SEED tries others. */
const SEED = Number(process.env.FC_SEED ?? 20_261_123);

const env = useWorldApp();

function send(route: LegacyRoute, body: unknown, headers: Record<string, string>) {
  if (route.method === "GET")
    return env.app.inject({ method: "GET", url: `/api${route.path}${queryStringOf(body)}`, headers });
  return env.app.inject({
    method: "POST",
    url: `/api${route.path}`,
    headers: { ...headers, "content-type": "application/json" },
    payload: toJsonText(body),
  });
}

/** What is wrong with one answer; empty when it is fine. */
function problemsWith(response: LightMyRequestResponse, shapeMustNameField: boolean, changed: string[]) {
  const problems: string[] = [];
  if (response.statusCode >= 500)
    problems.push(`HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (!String(response.headers["content-type"]).startsWith("application/json"))
    problems.push(`content-type ${response.headers["content-type"]}`);
  let answer: { status?: unknown; message?: unknown; field?: unknown } = {};
  try {
    answer = response.json();
  } catch {
    problems.push(`not JSON: ${response.body.slice(0, 200)}`);
  }
  const refused = response.statusCode >= 400 || answer.status === false;
  if (response.statusCode >= 400 && (answer.status !== false || typeof answer.message !== "string"))
    problems.push(`not the legacy error shape: ${response.body.slice(0, 200)}`);
  if (
    response.statusCode === 400 &&
    shapeMustNameField &&
    (typeof answer.field !== "string" || answer.field === "body")
  )
    problems.push(`400 names no field: ${response.body.slice(0, 200)}`);
  if (refused && changed.length > 0)
    problems.push(`refused (${response.statusCode}) but wrote: ${changed.join(", ")}`);
  if (prototypeIsPolluted()) problems.push("Object.prototype was polluted");
  return problems;
}

const keys = mountedRoutes();

describe("hostile bodies on the legacy REST routes", () => {
  recordReliabilityOfSuite({
    area: "Hostile input",
    scenario:
      "Hostile bodies on every legacy REST route get a 4xx in the legacy shape naming the field, and write nothing",
    load: `${keys.length} routes, each sent its valid body broken at random or plain junk (app.inject)`,
    inputs: `fast-check, ${RUNS} random runs per route plus its systematic edge cases, seed ${SEED}`,
  });
  it("has a fixture for every route", () => {
    expect(keys.filter((key) => !REST_ROUTES[key])).toEqual([]);
  });

  it.each(keys)(
    "%s: hostile input gets a 4xx in the legacy shape, naming the field, no write",
    async (key) => {
      const route = routeAt(key);
      const fixture = REST_ROUTES[key];
      if (!route || !fixture) throw new Error(`no route or fixture for ${key}`);
      const role = allowedRole(fixture.level);
      const valid = await fixture.body?.(env.world, role);
      const headers = await authHeader(env.world, role);
      const examples = edgeCasesOf(valid, route.body).map((body) => [body] as [unknown]);
      let before = await dbFingerprint(env.db);
      await fc.assert(
        fc.asyncProperty(hostileVariantsOf(valid), async (body) => {
          const response = await send(route, body, headers);
          const after = await dbFingerprint(env.db);
          // Fastify's JSON parser refuses "__proto__" and "constructor" keys outright, before any field is read.
          const refusedByParser =
            route.method === "POST" && /"(__proto__|constructor)"\s*:/.test(toJsonText(body));
          const mustNameField =
            route.body !== undefined && isPlainObject(valid) && isPlainObject(body) && !refusedByParser;
          const problems = problemsWith(response, mustNameField, changedTables(before, after));
          before = after;
          if (problems.length > 0)
            throw new Error(`${problems.join("; ")}\n  body: ${describePayload(body)}`);
        }),
        {
          numRuns: examples.length + RUNS,
          examples,
          seed: SEED,
          endOnFailure: true,
        },
      );
      await healWorld(env.world);
    },
  );
});

/** Bodies no JSON client sends: broken or hostile JSON, other media types, giant nesting. */
const RAW_BODIES: [contentType: string, payload: string][] = [
  ["application/json", "{"],
  ["application/json", '{"email":'],
  ["application/json", ""],
  ["application/json", "nul"],
  ["application/json", "null"],
  ["application/json", "[]"],
  ["application/json", '"text"'],
  ["application/json", "1e400"],
  ["application/json", '{"__proto__":{"polluted":true}}'],
  ["application/json", '{"constructor":{"prototype":{"polluted":true}}}'],
  ["application/json", `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`],
  ["application/json", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
  ["application/json", `{"id":${"9".repeat(400)},"service_id":${"9".repeat(400)}}`],
  ["application/json", "\uFEFF{}"],
  ["application/json", '{"name":"\\ud800","search":"\\ud800"}'],
  ["application/json", '{"name":"a\\u0000b","search":"a\\u0000b","email":"a\\u0000@b.in"}'],
  ["application/json; charset=utf-16", "{}"],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "email=a%40b.in&password=x&__proto__[polluted]=1"],
  ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  [
    "application/xml",
    "<?xml version='1.0'?><!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>",
  ],
];

describe("raw bodies on the legacy REST routes", () => {
  recordReliabilityOfSuite({
    area: "Hostile input",
    scenario:
      "Raw bodies no JSON client sends (broken JSON, deep nesting, huge numbers, other media types, XML entities, prototype keys) get a 4xx on every legacy REST route, and nothing is written or polluted",
    load: "every REST route that takes a body",
    inputs: `${RAW_BODIES.length} fixed raw bodies per route, plus hostile query strings`,
  });
  // Routes without a body (logout) ignore whatever is sent; the rest must refuse every raw body below.
  const posts = keys.filter((key) => key.startsWith("POST ") && routeAt(key)?.body !== undefined);

  it.each(posts)(
    "%s: answers every raw body with a 4xx in the legacy shape and writes nothing",
    async (key) => {
      const route = routeAt(key);
      const fixture = REST_ROUTES[key];
      if (!route || !fixture) throw new Error(`no route or fixture for ${key}`);
      const headers = await authHeader(env.world, allowedRole(fixture.level));
      const before = await dbFingerprint(env.db);
      const problems: string[] = [];
      for (const [contentType, payload] of RAW_BODIES) {
        const response = await env.app.inject({
          method: "POST",
          url: `/api${route.path}`,
          headers: { ...headers, "content-type": contentType },
          payload,
        });
        for (const problem of problemsWith(response, false, []))
          problems.push(`${contentType} ${payload.slice(0, 40)}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(changedTables(before, await dbFingerprint(env.db))).toEqual([]);
    },
  );

  it("keeps hostile query strings from polluting anything", async () => {
    for (const query of [
      "?__proto__[polluted]=1",
      "?__proto__.polluted=1&constructor[prototype][polluted]=1",
      "?page=1&page=2&page[]=3",
      `?city=${"%".repeat(3_000)}`,
      "?limit=%00&page=%F0%9F%98%80",
    ]) {
      for (const path of ["/api/vendors", "/api/getBookings"]) {
        const response = await env.app.inject({
          method: "GET",
          url: `${path}${query}`,
          headers: await authHeader(env.world, "customerA"),
        });
        expect(response.statusCode, `${path}${query}`).toBeLessThan(500);
        expect(prototypeIsPolluted()).toBe(false);
      }
    }
  });
});
