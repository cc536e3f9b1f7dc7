/** The stand-ins a test may make fail: SMS, WhatsApp, and the call masking (Exotel). */
export type FaultChannel = "sms" | "whatsapp" | "calls";

/** Failures a test asks for: the next N requests to a channel answer this HTTP status instead. */
export class Faults {
  private readonly pending: Record<FaultChannel, number[]> = { sms: [], whatsapp: [], calls: [] };

  failNext(channel: FaultChannel, count: number, status: number): void {
    for (let i = 0; i < count; i += 1) this.pending[channel].push(status);
  }

  take(channel: FaultChannel): number | undefined {
    return this.pending[channel].shift();
  }
}
