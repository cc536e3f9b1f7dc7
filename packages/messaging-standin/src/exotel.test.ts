import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningMessagingStandin, startMessagingStandin } from "./standalone";

/** The ExoBridge stand-in over HTTP, as Exotel's own API is reached: its auth, shapes and the phones' side. */
const EXOPHONES = ["+918047190001", "+918047190002"];
const CUSTOMER = "+919876500101";
const WASHER = "+919876500102";
const OTHER = "+919876500103";

let clock = Date.parse("2026-12-07T09:00:00Z");
let standin: RunningMessagingStandin;
beforeAll(async () => {
  standin = await startMessagingStandin({
    msg91: { authKey: "k", senderIds: ["CHAMAK"], templates: {} },
    whatsapp: { accessToken: "t", phoneNumberId: "1", templates: {} },
    exotel: { accountSid: "chamak1", apiKey: "key", apiToken: "token", virtualNumbers: EXOPHONES },
    now: () => new Date(clock),
  });
});
afterAll(() => standin?.close());
beforeEach(() => {
  clock += 24 * 3600_000; // each test on a day of its own: what an earlier one allocated has expired
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function exotel(
  method: string,
  path: string,
  body?: unknown,
  options: { tenant?: string; auth?: string } = {},
) {
  const response = await fetch(`${standin.exotelBaseUrl}/v1/tenants/${options.tenant ?? "chamak1"}${path}`, {
    method,
    headers: {
      authorization: options.auth ?? basic("key", "token"),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { response: Record<string, unknown> } };
}

async function dial(from: string, virtualNumber: string) {
  const response = await fetch(`${standin.url}/calls/dial`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from, virtualNumber }),
  });
  return (await response.json()) as Record<string, unknown>;
}

const allocation = (overrides: Record<string, unknown> = {}) => ({
  caller_id_number: EXOPHONES[0],
  from: [CUSTOMER],
  to: [WASHER],
  duration: 3600,
  custom_field: "booking:1",
  ...overrides,
});

describe("ExoBridge GreenVN stand-in", () => {
  it("allocates an ExoPhone to the pair for the duration, in ExoBridge's shape", async () => {
    const made = await exotel("POST", "/greenvn", allocation());
    expect(made.status).toBe(200);
    expect(made.body.response).toMatchObject({
      greenvn_id: expect.stringMatching(/^gvn_/),
      virtual_number: EXOPHONES[0],
      from: [CUSTOMER],
      to: [WASHER],
      status: "active",
      custom_field: "booking:1",
      created_at: new Date(clock).toISOString(),
      expires_at: new Date(clock + 3600_000).toISOString(),
    });
    const read = await exotel("GET", `/greenvn/${String(made.body.response.greenvn_id)}`);
    expect(read.body.response).toEqual(made.body.response);
  });

  it("refuses wrong credentials, another tenant, a number not of the account and bad numbers", async () => {
    const wrongKey = await exotel("POST", "/greenvn", allocation(), { auth: basic("key", "nope") });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.response).toMatchObject({
      status: "failure",
      error_data: { message: "Authentication failed" },
    });
    expect((await exotel("POST", "/greenvn", allocation(), { tenant: "someone" })).status).toBe(403);
    const notOurs = await exotel("POST", "/greenvn", allocation({ caller_id_number: "+918000000000" }));
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.response.error_data).toMatchObject({ message: "Invalid caller_id_number" });
    expect((await exotel("POST", "/greenvn", allocation({ to: ["9876500102"] }))).status).toBe(400);
    expect((await exotel("POST", "/greenvn", allocation({ to: [CUSTOMER] }))).status).toBe(400);
    expect((await exotel("POST", "/greenvn", allocation({ duration: 14_688_001 }))).status).toBe(400);
  });

  it("renews the same pair on the same ExoPhone, and refuses a pair sharing a number with another (409)", async () => {
    const first = await exotel("POST", "/greenvn", allocation({ duration: 600 }));
    const again = await exotel("POST", "/greenvn", allocation({ duration: 7200 }));
    expect(again.body.response.greenvn_id).toBe(first.body.response.greenvn_id);
    expect(again.body.response.expires_at).toBe(new Date(clock + 7200_000).toISOString());

    const clash = await exotel("POST", "/greenvn", allocation({ to: [OTHER] }));
    expect(clash.status).toBe(409);
    expect(clash.body.response.error_data).toMatchObject({
      description: `${CUSTOMER} is already in an active allocation on ${EXOPHONES[0]}`,
    });
    // The next ExoPhone is free for that pair.
    const elsewhere = await exotel(
      "POST",
      "/greenvn",
      allocation({ to: [OTHER], caller_id_number: EXOPHONES[1] }),
    );
    expect(elsewhere.status).toBe(200);
  });

  it("connects either party to the other while valid; a third number, or after expiry or the end, to no one", async () => {
    const made = await exotel("POST", "/greenvn", allocation({ duration: 1800 }));
    expect(await dial(CUSTOMER, EXOPHONES[0] ?? "")).toMatchObject({
      connected: true,
      rings: WASHER,
      reference: "booking:1",
    });
    expect(await dial(WASHER, EXOPHONES[0] ?? "")).toMatchObject({ connected: true, rings: CUSTOMER });
    expect(await dial(OTHER, EXOPHONES[0] ?? "")).toMatchObject({ connected: false, reason: "not_a_party" });
    expect(await dial(CUSTOMER, "+918000000000")).toMatchObject({
      connected: false,
      reason: "not_an_exophone",
    });

    clock += 1800_000;
    expect(await dial(CUSTOMER, EXOPHONES[0] ?? "")).toMatchObject({ connected: false, reason: "expired" });

    const renewed = await exotel("POST", "/greenvn", allocation({ duration: 1800 }));
    expect(renewed.body.response.greenvn_id).not.toBe(made.body.response.greenvn_id);
    const ended = await exotel("DELETE", `/greenvn/${String(renewed.body.response.greenvn_id)}`);
    expect(ended.body.response).toMatchObject({ status: "deallocated" });
    expect(await dial(WASHER, EXOPHONES[0] ?? "")).toMatchObject({ connected: false, reason: "ended" });
    expect((await exotel("DELETE", "/greenvn/gvn_unknown")).status).toBe(404);

    const shown = (await (
      await fetch(`${standin.url}/calls?number=${encodeURIComponent(WASHER)}`)
    ).json()) as {
      allocations: { greenvn_id: string; status: string }[];
      dials: unknown[];
    };
    expect(shown.allocations[0]).toMatchObject({
      greenvn_id: renewed.body.response.greenvn_id,
      status: "deallocated",
    });
    expect(shown.dials.length).toBeGreaterThanOrEqual(6);
  });

  it("answers an outage a test asked for", async () => {
    standin.controls.failNext("calls", 1, 503);
    const outage = await exotel("POST", "/greenvn", allocation());
    expect(outage.status).toBe(503);
    expect(outage.body.response).toMatchObject({ status: "failure" });
    expect((await exotel("POST", "/greenvn", allocation())).status).toBe(200);
  });
});
