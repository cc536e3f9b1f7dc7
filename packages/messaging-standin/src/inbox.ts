/** One message a stand-in took, as a phone would have shown it. */
export interface RecordedMessage {
  id: string;
  channel: "sms" | "whatsapp";
  /** +91 and the 10 digits. */
  to: string;
  /** The text the phone shows: the template filled in. */
  text: string;
  /** MSG91's template id, or the WhatsApp template's name. */
  template: string;
  /** The template's values as sent (MSG91's variables, WhatsApp's body parameters). */
  values: Record<string, string>;
  /** What else the request said that a provider checks: sender id, DLT template id, language. */
  details: Record<string, string>;
  at: string;
}

/** The messages the stand-ins took, newest first, capped so a long demo does not grow without end. */
export class Inbox {
  private readonly messages: RecordedMessage[] = [];
  private counter = 0;

  constructor(
    private readonly cap: number,
    private readonly onMessage: (message: RecordedMessage) => void,
  ) {}

  record(message: Omit<RecordedMessage, "id" | "at">): RecordedMessage {
    this.counter += 1;
    const recorded = {
      ...message,
      id: `${message.channel}_${Date.now().toString(36)}${this.counter.toString(36)}`,
      at: new Date().toISOString(),
    };
    this.messages.unshift(recorded);
    this.messages.length = Math.min(this.messages.length, this.cap);
    this.onMessage(recorded);
    return recorded;
  }

  list(query: { to?: string | undefined; channel?: string | undefined; limit?: number | undefined }) {
    return this.messages
      .filter((m) => (!query.to || m.to === query.to) && (!query.channel || m.channel === query.channel))
      .slice(0, query.limit ?? 100);
  }
}

/** Fills `##NAME##` (MSG91's DLT variables) or `{{1}}` (WhatsApp's numbered parameters) in a template. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/##(\w+)##|\{\{(\d+)\}\}/g, (whole, name?: string, index?: string) => {
    const key = name ?? index ?? "";
    return values[key] ?? values[key.toUpperCase()] ?? whole;
  });
}
