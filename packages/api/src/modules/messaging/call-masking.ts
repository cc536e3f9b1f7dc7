import { currentTime } from "../../lib/clock";
import {
  type CallMasking,
  CallMaskingError,
  type MaskedCall,
  type MaskedCallInput,
} from "./call-masking-deps";
import { baseOf, retryableStatus } from "./channels";

export interface ExotelOptions {
  /** https://leadassist.exotel.in, or the stand-in's base (a function when it is known only once listening). */
  baseUrl: string | (() => string);
  /** The account SID: the tenant in ExoBridge's paths. */
  accountSid: string;
  /** HTTP Basic credentials of the ExoBridge API (the key as the user, the token as the password). */
  apiKey: string;
  apiToken: string;
  /**
   * The account's ExoPhones for masking (E.164), tried in order: one the provider refuses because a number of
   * this pair is already in another allocation on it is skipped for the next.
   */
  callerIds: readonly string[];
  timeoutMs?: number;
  /** The clock `validUntil` is measured from (the api's clock; tests move it). */
  now?: () => Date;
}

/** ExoBridge refuses a validity over 170 days. */
const MAX_DURATION_SECONDS = 14_688_000;

interface Allocation {
  greenvnId: string;
  virtualNumber: string;
  expiresAt: Date;
  customerPhone: string;
  crewPhone: string;
}

/**
 * Call masking through Exotel's ExoBridge GreenVN API: `POST /v1/tenants/{account_sid}/greenvn` with HTTP Basic
 * auth and `{ caller_id_number, from: [...], to: [...], duration, custom_field }` maps the customer (from) and
 * the washer (to) to one of the account's ExoPhones for `duration` seconds; either of them calling it is
 * connected to the other, both seeing only the ExoPhone. It answers `{ response: { greenvn_id, virtual_number,
 * status, expires_at, ... } }`, or an error with `{ response: { status: "failure", error_data: { message,
 * description } } }`. `DELETE /v1/tenants/{account_sid}/greenvn/{greenvn_id}` ends an allocation.
 *
 * The same reference with the same two numbers gets the same number while it is valid: the allocation this
 * process made for it is asked for again on its ExoPhone first (the provider renews an allocation of the same
 * parties on the same number). A reference whose numbers changed (another washer) has its old allocation
 * ended first, so the previous washer can no longer reach the customer through it. What this process
 * remembers is lost on a restart; the ExoPhones are then tried in their order again.
 */
export function createExotelCallMasking(options: ExotelOptions): CallMasking {
  if (options.callerIds.length === 0) throw new Error("Exotel call masking needs at least one ExoPhone");
  const now = options.now ?? currentTime;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const allocations = new Map<string, Allocation>();
  const url = (path = "") =>
    `${baseOf(options.baseUrl)}/v1/tenants/${encodeURIComponent(options.accountSid)}/greenvn${path}`;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiToken}`).toString("base64")}`;

  async function request(method: "POST" | "DELETE", target: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CallMaskingError(
        `Exotel could not be reached (${new URL(target).host}): ${String(error)}`,
        true,
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, response: ((json ?? {}) as { response?: unknown }).response };
  }

  function refusal(status: number, response: unknown): CallMaskingError {
    const error = (response ?? {}) as { error_data?: { message?: unknown; description?: unknown } };
    const reason =
      [error.error_data?.message, error.error_data?.description].find(
        (text): text is string => typeof text === "string" && text !== "",
      ) ?? `HTTP ${status}`;
    return new CallMaskingError(
      `Exotel refused the masked number: ${reason}`,
      retryableStatus(status),
      status,
    );
  }

  async function allocate(callerId: string, input: MaskedCallInput, duration: number) {
    const { status, response } = await request("POST", url(), {
      caller_id_number: callerId,
      from: [input.customerPhone],
      to: [input.crewPhone],
      duration,
      custom_field: input.reference,
    });
    const answer = (response ?? {}) as {
      greenvn_id?: unknown;
      virtual_number?: unknown;
      expires_at?: unknown;
    };
    if (status === 409) return null;
    if (
      status >= 200 &&
      status < 300 &&
      typeof answer.greenvn_id === "string" &&
      typeof answer.virtual_number === "string" &&
      typeof answer.expires_at === "string" &&
      !Number.isNaN(Date.parse(answer.expires_at))
    )
      return {
        greenvnId: answer.greenvn_id,
        virtualNumber: answer.virtual_number,
        expiresAt: new Date(answer.expires_at),
      };
    throw status >= 200 && status < 300
      ? new CallMaskingError("Exotel answered an allocation without its number or expiry", false, status)
      : refusal(status, response);
  }

  async function release(allocation: Allocation) {
    const { status, response } = await request("DELETE", url(`/${encodeURIComponent(allocation.greenvnId)}`));
    // Already gone (expired, or ended by someone else) is what was wanted.
    if ((status < 200 || status >= 300) && status !== 404) throw refusal(status, response);
  }

  return {
    async connect(input): Promise<MaskedCall> {
      const at = now();
      const duration = Math.ceil((input.validUntil.getTime() - at.getTime()) / 1000);
      if (duration <= 0)
        throw new CallMaskingError(
          `validUntil (${input.validUntil.toISOString()}) has passed: there is nothing to connect`,
          false,
        );
      if (duration > MAX_DURATION_SECONDS)
        throw new CallMaskingError(
          `validUntil (${input.validUntil.toISOString()}) is more than 170 days away; Exotel refuses it`,
          false,
        );
      for (const [reference, allocation] of allocations)
        if (allocation.expiresAt <= at) allocations.delete(reference);
      const previous = allocations.get(input.reference);
      const samePair =
        previous?.customerPhone === input.customerPhone && previous.crewPhone === input.crewPhone;
      if (previous && !samePair) {
        await release(previous);
        allocations.delete(input.reference);
      }
      const order = samePair && previous ? [previous.virtualNumber] : [];
      for (const callerId of options.callerIds) if (!order.includes(callerId)) order.push(callerId);
      for (const callerId of order) {
        const made = await allocate(callerId, input, duration);
        if (!made) continue;
        allocations.set(input.reference, {
          ...made,
          customerPhone: input.customerPhone,
          crewPhone: input.crewPhone,
        });
        return { virtualNumber: made.virtualNumber, validUntil: made.expiresAt };
      }
      throw new CallMaskingError(
        "Exotel has no free ExoPhone for these numbers: each is in another allocation with one of them",
        true,
        409,
      );
    },
  };
}

/** The stand-in account's ExoPhones: Bengaluru numbers no one answers. */
export const STANDIN_EXOPHONES = ["+918047190001", "+918047190002", "+918047190003"] as const;

export interface ExotelStandinKeys {
  accountSid: string;
  apiKey: string;
  apiToken: string;
}

/** What the messaging stand-in is started with (its `exotel`) to play this account. */
export function exotelStandinSettings(keys: ExotelStandinKeys) {
  return { ...keys, virtualNumbers: [...STANDIN_EXOPHONES] };
}

/** The client's side of the same: pointed at a stand-in's ExoBridge base (`<stand-in>/exotel`). */
export function standinExotel(
  keys: ExotelStandinKeys,
  baseUrl: string | (() => string),
  options: Pick<ExotelOptions, "now" | "timeoutMs"> = {},
): ExotelOptions {
  return { baseUrl, ...keys, callerIds: [...STANDIN_EXOPHONES], ...options };
}
