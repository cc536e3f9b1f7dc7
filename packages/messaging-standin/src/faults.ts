/** Failures a test asks for: the next N requests to a channel answer this HTTP status instead. */
export class Faults {
  private readonly pending: Record<"sms" | "whatsapp", number[]> = { sms: [], whatsapp: [] };

  failNext(channel: "sms" | "whatsapp", count: number, status: number): void {
    for (let i = 0; i < count; i += 1) this.pending[channel].push(status);
  }

  take(channel: "sms" | "whatsapp"): number | undefined {
    return this.pending[channel].shift();
  }
}
