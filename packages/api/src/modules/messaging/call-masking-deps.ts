import { DomainError } from "../../errors";

/** Two people put in touch through a virtual number: what `CallMasking.connect` is asked. */
export interface MaskedCallInput {
  /** What the two are in touch about, e.g. `booking:123`; the same reference with the same numbers gets the same number. */
  reference: string;
  /** +91 and 10 digits. */
  customerPhone: string;
  /** +91 and 10 digits: the washer or driver. */
  crewPhone: string;
  /** After this the virtual number no longer connects them. */
  validUntil: Date;
}

export interface MaskedCall {
  /** The number either of them dials to reach the other (E.164), neither seeing the other's own number. */
  virtualNumber: string;
  /** Until when the number connects them, as the provider set it (to the second). */
  validUntil: Date;
}

/**
 * Calls between a customer and the crew without either side's personal number. Built once by the host
 * (apps/server), over Exotel's ExoBridge (GreenVN) API or the same client pointed at the local stand-in
 * (call-masking.ts).
 */
export interface CallMasking {
  /** Throws a CallMaskingError when the provider did not give a number. */
  connect(input: MaskedCallInput): Promise<MaskedCall>;
}

/**
 * The provider refused or could not be reached. `retryable`: a later try may work (a timeout, a 5xx, a 429, or
 * every virtual number busy for these numbers); otherwise it will not (a bad key, a refused number, a 4xx).
 */
export class CallMaskingError extends Error {
  override readonly name = "CallMaskingError";
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The host's call masking; a host without it (production without Exotel) says so instead of failing later. */
export function callsOf(ctx: { calls?: CallMasking | undefined }): CallMasking {
  if (!ctx.calls) throw new DomainError("UNAVAILABLE", "unavailable");
  return ctx.calls;
}
