import { randomBytes } from "node:crypto";
import { createMessaging, type MessagingDeps, messagingStandinSettings, standinProviders } from "@chamak/api";
import { createMessagingStandin, type MessagingStandin } from "@chamak/messaging-standin";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";

export const MESSAGING_STANDIN_PREFIX = "/__messaging";

export interface MessagingSetup {
  messaging: MessagingDeps;
  /** The local SMS and WhatsApp stand-ins, mounted at MESSAGING_STANDIN_PREFIX, when a provider is not configured. */
  standin: MessagingStandin | null;
}

/**
 * MSG91 and WhatsApp's Cloud API when configured; otherwise stand-ins speaking the same APIs, mounted on this
 * server and reached over HTTP by the same clients, recording each message for the console and the log.
 */
export function setupMessaging(
  config: Pick<Config, "msg91" | "whatsapp" | "otpHashKey" | "signInLimits">,
  ownOrigin: () => string,
  log: () => FastifyBaseLogger,
): MessagingSetup {
  const keys = {
    msg91AuthKey: randomBytes(16).toString("hex"),
    whatsappToken: randomBytes(24).toString("base64url"),
    phoneNumberId: "100000000000001",
  };
  const needsStandin = !config.msg91 || !config.whatsapp;
  const standin = needsStandin
    ? createMessagingStandin({
        ...messagingStandinSettings(keys),
        onMessage: (message) =>
          log().info(
            { channel: message.channel, to: message.to, text: message.text },
            "stand-in message sent",
          ),
      })
    : null;
  const base = () => `${ownOrigin()}${MESSAGING_STANDIN_PREFIX}`;
  // The stand-in's address is known only once the server listens: its base URLs are read at each send.
  const standinSide = standinProviders(keys, {
    msg91: () => `${base()}/msg91`,
    whatsapp: () => `${base()}/whatsapp`,
  });
  const msg91 = config.msg91
    ? {
        baseUrl: config.msg91.apiUrl,
        authKey: config.msg91.authKey,
        senderId: config.msg91.senderId,
        templates: {
          ...config.msg91.bookingTemplates,
          otp: { templateId: config.msg91.otpTemplateId, dltTemplateId: config.msg91.otpDltTemplateId },
        },
      }
    : standinSide.msg91;
  const whatsapp = config.whatsapp
    ? {
        baseUrl: config.whatsapp.apiUrl,
        version: config.whatsapp.apiVersion,
        phoneNumberId: config.whatsapp.phoneNumberId,
        accessToken: config.whatsapp.accessToken,
        templates: { ...config.whatsapp.bookingTemplates, otp: config.whatsapp.otpTemplate },
      }
    : standinSide.whatsapp;
  const messaging = createMessaging({
    msg91,
    whatsapp,
    otpKey: config.otpHashKey ?? randomBytes(32).toString("hex"),
    limits: config.signInLimits,
    standinInbox: standin
      ? {
          list: async (query) =>
            standin.controls.messages(query).map(({ values: _v, details: _d, ...m }) => m),
        }
      : null,
    onSendFailure: (error, channel) => log().warn({ err: error, channel }, "a code could not be sent"),
  });
  return { messaging, standin };
}
