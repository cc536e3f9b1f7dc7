import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messagingStandinOptions } from "../../../test/support/messaging";
import {
  createExotelCallMasking,
  exotelStandinSettings,
  STANDIN_EXOPHONES,
  standinExotel,
} from "./call-masking";
import { CallMaskingError, callsOf } from "./call-masking-deps";

/** The real ExoBridge client against the stand-in, a local HTTP server speaking its API subset. */
const KEYS = { accountSid: "chamaktest", apiKey: "exotel-test-key", apiToken: "exotel-test-token" };
const [FIRST, SECOND] = STANDIN_EXOPHONES;

let clock = Date.parse("2026-12-07T04:30:00Z");
const now = () => new Date(clock);
const inMinutes = (minutes: number) => new Date(clock + minutes * 60_000);

let standin: RunningMessagingStandin;
beforeAll(async () => {
  standin = await startMessagingStandin({
    ...messagingStandinOptions(),
    exotel: exotelStandinSettings(KEYS),
    now,
  });
});
afterAll(() => standin?.close());
beforeEach(() => {
  clock += 24 * 3600_000; // each test on a day of its own: what an earlier one allocated has expired
});

const masking = () => createExotelCallMasking(standinExotel(KEYS, standin.exotelBaseUrl, { now }));

let phones = 200;
/** Numbers no other test uses. */
function pair() {
  phones += 2;
  return {
    customerPhone: `+9198765${String(phones).padStart(5, "0")}`,
    crewPhone: `+9198765${String(phones + 1).padStart(5, "0")}`,
  };
}

describe("Exotel call masking", () => {
  it("gives a virtual number that connects each of the two to the other until validUntil", async () => {
    const { customerPhone, crewPhone } = pair();
    const validUntil = inMinutes(90);
    const call = await masking().connect({ reference: "booking:123", customerPhone, crewPhone, validUntil });
    expect(call).toEqual({ virtualNumber: FIRST, validUntil });
    expect(standin.controls.callAllocations({ number: customerPhone })).toEqual([
      expect.objectContaining({ from: [customerPhone], to: [crewPhone], custom_field: "booking:123" }),
    ]);

    expect(standin.controls.dial(customerPhone, call.virtualNumber)).toMatchObject({
      connected: true,
      rings: crewPhone,
    });
    expect(standin.controls.dial(crewPhone, call.virtualNumber)).toMatchObject({
      connected: true,
      rings: customerPhone,
    });
    expect(standin.controls.dial("+919999900000", call.virtualNumber)).toMatchObject({
      connected: false,
      reason: "not_a_party",
    });
    clock = validUntil.getTime();
    expect(standin.controls.dial(customerPhone, call.virtualNumber)).toMatchObject({
      connected: false,
      reason: "expired",
    });
  });

  it("gives the same reference and numbers the same number while valid, even from another process", async () => {
    const { customerPhone, crewPhone } = pair();
    const calls = masking();
    const first = await calls.connect({
      reference: "booking:7",
      customerPhone,
      crewPhone,
      validUntil: inMinutes(60),
    });
    // Another booking of the same customer with another washer takes the next ExoPhone.
    const other = await calls.connect({
      reference: "booking:8",
      customerPhone,
      crewPhone: "+919876599999",
      validUntil: inMinutes(60),
    });
    expect(other.virtualNumber).toBe(SECOND);
    clock += 10 * 60_000;
    const again = await calls.connect({
      reference: "booking:7",
      customerPhone,
      crewPhone,
      validUntil: inMinutes(60),
    });
    expect(again.virtualNumber).toBe(first.virtualNumber);
    // A restarted server remembers nothing; the provider renews the same pair on the same number.
    const restarted = await masking().connect({
      reference: "booking:7",
      customerPhone,
      crewPhone,
      validUntil: inMinutes(60),
    });
    expect(restarted.virtualNumber).toBe(first.virtualNumber);
    expect(standin.controls.callAllocations({ number: crewPhone })).toHaveLength(1);
  });

  it("ends the previous washer's allocation when the reference's washer changes", async () => {
    const { customerPhone, crewPhone } = pair();
    const calls = masking();
    const before = await calls.connect({
      reference: "booking:9",
      customerPhone,
      crewPhone,
      validUntil: inMinutes(60),
    });
    const after = await calls.connect({
      reference: "booking:9",
      customerPhone,
      crewPhone: "+919876588888",
      validUntil: inMinutes(60),
    });
    expect(after.virtualNumber).toBe(before.virtualNumber);
    expect(standin.controls.dial(crewPhone, before.virtualNumber)).toMatchObject({
      connected: false,
      reason: "ended",
    });
    expect(standin.controls.dial(customerPhone, after.virtualNumber)).toMatchObject({
      connected: true,
      rings: "+919876588888",
    });
  });

  it("is refused for good with wrong keys or a validUntil already past; an outage may pass later", async () => {
    const { customerPhone, crewPhone } = pair();
    const input = { reference: "booking:10", customerPhone, crewPhone, validUntil: inMinutes(30) };
    const wrongKeys = createExotelCallMasking(
      standinExotel({ ...KEYS, apiToken: "not-the-token" }, standin.exotelBaseUrl, { now }),
    );
    const refusal = await wrongKeys.connect(input).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CallMaskingError);
    expect(refusal).toMatchObject({
      retryable: false,
      status: 401,
      message: "Exotel refused the masked number: Authentication failed",
    });

    await expect(masking().connect({ ...input, validUntil: inMinutes(-1) })).rejects.toMatchObject({
      name: "CallMaskingError",
      retryable: false,
      message: expect.stringContaining("has passed"),
    });

    standin.controls.failNext("calls", 1, 503);
    await expect(masking().connect(input)).rejects.toMatchObject({ retryable: true, status: 503 });
    expect(standin.controls.callAllocations({ number: customerPhone })).toEqual([]);
  });

  it("says so when every ExoPhone already has one of the two numbers with someone else", async () => {
    const { customerPhone, crewPhone } = pair();
    const calls = masking();
    for (const [i, washer] of ["+919876577701", "+919876577702", "+919876577703"].entries())
      await calls.connect({
        reference: `booking:${20 + i}`,
        customerPhone,
        crewPhone: washer,
        validUntil: inMinutes(60),
      });
    await expect(
      calls.connect({ reference: "booking:30", customerPhone, crewPhone, validUntil: inMinutes(60) }),
    ).rejects.toMatchObject({ name: "CallMaskingError", retryable: true, status: 409 });
  });

  it("an unreachable provider is a retryable failure", async () => {
    const nowhere = createExotelCallMasking({
      ...standinExotel(KEYS, "http://127.0.0.1:9/exotel", { now }),
      timeoutMs: 2000,
    });
    await expect(
      nowhere.connect({ reference: "booking:1", ...pair(), validUntil: inMinutes(10) }),
    ).rejects.toMatchObject({ name: "CallMaskingError", retryable: true });
  });

  it("a host without call masking answers UNAVAILABLE", () => {
    expect(() => callsOf({})).toThrow(expect.objectContaining({ code: "UNAVAILABLE" }));
  });
});
