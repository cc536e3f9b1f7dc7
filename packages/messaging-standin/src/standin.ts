import type { FastifyInstance } from "fastify";
import { type CallAllocation, CallAllocations, type DialAnswer, type DialRecord } from "./call-allocations";
import { callRoutes, type ExotelStandinOptions, exotelRoutes } from "./exotel.routes";
import { type FaultChannel, Faults } from "./faults";
import { Inbox, type RecordedMessage } from "./inbox";
import { type Msg91StandinOptions, msg91Routes } from "./msg91.routes";
import { type WhatsAppStandinOptions, whatsappRoutes } from "./whatsapp.routes";

export interface MessagingStandinOptions {
  msg91: Msg91StandinOptions;
  whatsapp: WhatsAppStandinOptions;
  /** Exotel's ExoBridge (call masking) at `/exotel`, when given. */
  exotel?: ExotelStandinOptions;
  /** The stand-ins' clock: when a masked number's allocation expires (the server's, which journeys move). */
  now?: () => Date;
  /** Told of every message taken (the server logs it). */
  onMessage?: (message: RecordedMessage) => void;
  /** How many messages are kept (newest first); 500 unless told. */
  keep?: number;
}

export interface MessagingStandinControls {
  /** The messages taken, newest first; `to` is +91 and 10 digits. */
  messages(query?: { to?: string; channel?: "sms" | "whatsapp"; limit?: number }): RecordedMessage[];
  /** The next `count` requests to the channel answer `status` (a provider's outage, for retry tests). */
  failNext(channel: FaultChannel, count: number, status: number): void;
  /** The call masking's allocations, newest first, optionally those of one number or one ExoPhone. */
  callAllocations(query?: { number?: string; virtualNumber?: string }): CallAllocation[];
  /** Places a call from `from` to a virtual number: the number it rings, or why it rings no one. */
  dial(from: string, virtualNumber: string): DialAnswer;
  /** The calls placed so far, newest first. */
  dials(): DialRecord[];
}

export interface MessagingStandin {
  /**
   * MSG91 at `/msg91` (its base URL: `<prefix>/msg91`), the WhatsApp Cloud API at `/whatsapp` (base URL:
   * `<prefix>/whatsapp`), Exotel's ExoBridge at `/exotel` (when configured), and the phones' view at
   * `GET /messages?to=+91...&channel=sms`, `POST /calls/dial` and `GET /calls`.
   */
  plugin: (app: FastifyInstance) => Promise<void>;
  controls: MessagingStandinControls;
}

/**
 * Local stand-ins for MSG91, WhatsApp's Cloud API and Exotel's call masking: the real clients are pointed at
 * them over HTTP.
 */
export function createMessagingStandin(options: MessagingStandinOptions): MessagingStandin {
  const inbox = new Inbox(options.keep ?? 500, options.onMessage ?? (() => {}));
  const faults = new Faults();
  const calls = new CallAllocations(
    options.exotel?.virtualNumbers ?? [],
    options.now ?? (() => new Date()),
    options.keep ?? 500,
  );
  return {
    async plugin(app) {
      await app.register(async (msg91) => msg91Routes(msg91, options.msg91, inbox, faults), {
        prefix: "/msg91",
      });
      await app.register(async (whatsapp) => whatsappRoutes(whatsapp, options.whatsapp, inbox, faults), {
        prefix: "/whatsapp",
      });
      const { exotel } = options;
      if (exotel) {
        await app.register(async (routes) => exotelRoutes(routes, exotel, calls, faults), {
          prefix: "/exotel",
        });
        callRoutes(app, calls);
      }
      app.get<{ Querystring: { to?: string; channel?: string; limit?: string } }>(
        "/messages",
        async (request) => {
          const limit = Number(request.query.limit ?? 100);
          return {
            items: inbox.list({
              to: request.query.to,
              channel: request.query.channel,
              limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 500) : 100,
            }),
          };
        },
      );
    },
    controls: {
      messages: (query = {}) => inbox.list(query),
      failNext: (channel, count, status) => faults.failNext(channel, count, status),
      callAllocations: (query = {}) => calls.list(query),
      dial: (from, virtualNumber) => calls.dial(from, virtualNumber),
      dials: () => calls.dials(),
    },
  };
}
