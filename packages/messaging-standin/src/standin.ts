import type { FastifyInstance } from "fastify";
import { Faults } from "./faults";
import { Inbox, type RecordedMessage } from "./inbox";
import { type Msg91StandinOptions, msg91Routes } from "./msg91.routes";
import { type WhatsAppStandinOptions, whatsappRoutes } from "./whatsapp.routes";

export interface MessagingStandinOptions {
  msg91: Msg91StandinOptions;
  whatsapp: WhatsAppStandinOptions;
  /** Told of every message taken (the server logs it). */
  onMessage?: (message: RecordedMessage) => void;
  /** How many messages are kept (newest first); 500 unless told. */
  keep?: number;
}

export interface MessagingStandinControls {
  /** The messages taken, newest first; `to` is +91 and 10 digits. */
  messages(query?: { to?: string; channel?: "sms" | "whatsapp"; limit?: number }): RecordedMessage[];
  /** The next `count` requests to the channel answer `status` (a provider's outage, for retry tests). */
  failNext(channel: "sms" | "whatsapp", count: number, status: number): void;
}

export interface MessagingStandin {
  /**
   * MSG91 at `/msg91` (its base URL: `<prefix>/msg91`), the WhatsApp Cloud API at `/whatsapp` (base URL:
   * `<prefix>/whatsapp`), and the phones' view at `GET /messages?to=+91...&channel=sms`.
   */
  plugin: (app: FastifyInstance) => Promise<void>;
  controls: MessagingStandinControls;
}

/** Local stand-ins for MSG91 and WhatsApp's Cloud API: the real clients are pointed at them over HTTP. */
export function createMessagingStandin(options: MessagingStandinOptions): MessagingStandin {
  const inbox = new Inbox(options.keep ?? 500, options.onMessage ?? (() => {}));
  const faults = new Faults();
  return {
    async plugin(app) {
      await app.register(async (msg91) => msg91Routes(msg91, options.msg91, inbox, faults), {
        prefix: "/msg91",
      });
      await app.register(async (whatsapp) => whatsappRoutes(whatsapp, options.whatsapp, inbox, faults), {
        prefix: "/whatsapp",
      });
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
    },
  };
}
