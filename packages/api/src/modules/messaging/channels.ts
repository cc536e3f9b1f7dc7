/**
 * The channels a message to a phone goes by. Each is an adapter over a provider's HTTP API (MSG91 for SMS,
 * the WhatsApp Business Cloud API), or the same client pointed at the local stand-in when none is configured.
 */

/** The templates Chamak sends. SMS templates are registered on DLT and WhatsApp ones approved by Meta. */
export const MESSAGE_TEMPLATES = {
  /** A one-time code: `code`. */
  otp: ["code"],
} as const;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

export interface PhoneMessage {
  /** +91 and 10 digits. */
  to: string;
  template: MessageTemplate;
  values: Record<(typeof MESSAGE_TEMPLATES)[MessageTemplate][number], string>;
  /** The reader's language; WhatsApp templates are approved per language. */
  lang: "en" | "hi";
}

export interface SentMessage {
  /** The provider's id for the message (MSG91's request id, WhatsApp's wamid). */
  providerId: string;
}

export interface MessageChannel {
  readonly name: "sms" | "whatsapp";
  /** Resolves once the provider accepted the message; throws a ChannelError when it did not. */
  send(message: PhoneMessage): Promise<SentMessage>;
}

/**
 * A provider's refusal or an unreachable provider. `retryable` says whether trying the same message again may
 * work (a timeout, a 5xx, a 429) or cannot (a bad key, a refused number, a 4xx).
 */
export class ChannelError extends Error {
  override readonly name = "ChannelError";
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** POSTs JSON and parses the JSON answer; a network failure or timeout is a retryable ChannelError. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ChannelError(`could not reach ${new URL(url).host}: ${String(error)}`, true);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

/** 5xx, 429 and 408 may pass on a later try; any other 4xx will not. */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** A provider's base URL without a trailing slash; a function is asked at each send. */
export function baseOf(baseUrl: string | (() => string)): string {
  return (typeof baseUrl === "function" ? baseUrl() : baseUrl).replace(/\/$/, "");
}
