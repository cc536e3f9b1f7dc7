import type { MessageKind } from "@chamak/contracts";

/**
 * The channels a message to a phone goes by. Each is an adapter over a provider's HTTP API (MSG91 for SMS,
 * the WhatsApp Business Cloud API), or the same client pointed at the local stand-in when none is configured.
 */

/**
 * The templates Chamak sends, each with its values in order (WhatsApp's `{{1}}`, `{{2}}` ...; MSG91's variables
 * are the names in capitals). SMS templates are registered on DLT and WhatsApp ones approved by Meta; their
 * texts are templates.ts. Values are short strings: a booking code, a centre's name, an India time, rupees.
 */
export const MESSAGE_TEMPLATES = {
  /** A one-time code. */
  otp: ["code"],
  /** To the customer: a cash booking made, or a UPI booking paid. */
  booking_placed: ["code", "centre", "when"],
  booking_confirmed: ["code", "centre", "when"],
  /** Two hours before the slot, with the link that opens the booking (to reschedule or cancel). */
  booking_reminder: ["centre", "when", "link"],
  booking_rescheduled: ["code", "from", "to"],
  /** A doorstep or pick & drop job given to another washer or driver (dispatch): who comes now. */
  booking_crew_changed: ["code", "name", "centre", "when"],
  /** A doorstep or pick & drop visit as the washer's phone reports it: on the way (their ETA), arrived. */
  booking_on_the_way: ["code", "name", "when"],
  booking_arrived: ["code", "name"],
  /** Nobody reached the car by `time` (the window and the centre's grace): the credit, and the link to rebook. */
  booking_visit_missed: ["code", "time", "amount", "link"],
  /** A field job's wash started (the car handed over), and done with its photos on the booking page. */
  booking_washing: ["code", "name"],
  booking_done: ["code", "link"],
  booking_cancelled: ["code", "centre"],
  /** A cancellation that gives money back: the amount being refunded. */
  booking_cancelled_refund: ["code", "centre", "amount"],
  refund_processed: ["amount", "code"],
  /** After the job: asks for a review (promotional: waits out the quiet hours). */
  review_request: ["centre", "link"],
  /** To the centre's mobile. */
  centre_new_booking: ["code", "when", "customer", "mobile"],
  centre_cancelled: ["code", "when"],
  centre_rescheduled: ["code", "from", "to"],
  /** An invitation to join a centre's team, with the link that accepts it (team/invites.service.ts). */
  team_invite: ["centre", "role", "link"],
  /** The job card's hand-over code (modules/jobcard): the customer reads it out when leaving the vehicle. */
  job_card_handover_code: ["code", "vehicle", "centre", "photos"],
  /** The job card's return code: the customer reads it out when taking the vehicle back. */
  job_card_return_code: ["code", "vehicle", "centre"],
  /** To the centre's mobile: a customer reported damage after the job. */
  centre_damage_report: ["code", "vehicle"],
  /** To the centre owner: the payout bank account changed; `link` stops it ("this wasn't me"). */
  payout_bank_changed: ["centre", "bank", "last4", "until", "link"],
  /** A wash plan's morning wash: washed, or the car could not be reached; the link opens the plan's page. */
  plan_wash_done: ["vehicle", "link"],
  plan_wash_not_accessible: ["vehicle", "centre", "link"],
  /** A day before UPI AutoPay debits a wash plan's month (Razorpay sends its own notice too). */
  plan_debit_due: ["amount", "plan", "when", "link"],
  /** Razorpay's retries of a wash plan's debit all failed: the washes stop after the grace days; pay by UPI. */
  plan_halted: ["plan", "until", "link"],
  /** A wash plan paid month by month by UPI: its month was not paid, the washes stopped; pay to start again. */
  plan_unpaid: ["plan", "until", "link"],
  /** A few days before a month paid by UPI ends: pay the next. */
  plan_renewal_upi: ["plan", "until", "amount", "link"],
  /** A cash plan's next month opened: what to hand the washer, from when. */
  plan_renewal_cash: ["plan", "from", "amount", "link"],
} as const;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export type TemplateValues<T extends MessageTemplate> = Record<(typeof MESSAGE_TEMPLATES)[T][number], string>;

/** Which templates are promotional (sent only outside the quiet hours, contracts' quiet-hours.ts). */
export const TEMPLATE_KINDS: Record<MessageTemplate, MessageKind> = {
  otp: "transactional",
  booking_placed: "transactional",
  booking_confirmed: "transactional",
  booking_reminder: "transactional",
  booking_rescheduled: "transactional",
  booking_crew_changed: "transactional",
  booking_on_the_way: "transactional",
  booking_arrived: "transactional",
  booking_visit_missed: "transactional",
  booking_washing: "transactional",
  booking_done: "transactional",
  booking_cancelled: "transactional",
  booking_cancelled_refund: "transactional",
  refund_processed: "transactional",
  review_request: "promotional",
  centre_new_booking: "transactional",
  centre_cancelled: "transactional",
  centre_rescheduled: "transactional",
  team_invite: "transactional",
  job_card_handover_code: "transactional",
  job_card_return_code: "transactional",
  centre_damage_report: "transactional",
  payout_bank_changed: "transactional",
  plan_wash_done: "transactional",
  plan_wash_not_accessible: "transactional",
  plan_debit_due: "transactional",
  plan_halted: "transactional",
  plan_unpaid: "transactional",
  plan_renewal_upi: "transactional",
  plan_renewal_cash: "transactional",
};

/** A template's message: `values` has exactly that template's names. */
export type PhoneMessage = {
  [T in MessageTemplate]: {
    /** +91 and 10 digits. */
    to: string;
    template: T;
    values: TemplateValues<T>;
    /** The reader's language; WhatsApp templates are approved per language. */
    lang: "en" | "hi";
  };
}[MessageTemplate];

/** A message's values in its template's order (WhatsApp's numbered parameters). */
export function orderedValues(message: PhoneMessage): string[] {
  const values = message.values as Record<string, string>;
  return MESSAGE_TEMPLATES[message.template].map((name) => values[name] ?? "");
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
