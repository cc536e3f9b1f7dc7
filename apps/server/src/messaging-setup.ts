import { randomBytes } from "node:crypto";
import {
  type CallMasking,
  createExotelCallMasking,
  createMessaging,
  currentTime,
  exotelStandinSettings,
  type MessagingDeps,
  messagingStandinSettings,
  standinExotel,
  standinProviders,
} from "@chamak/api";
import { createMessagingStandin, type MessagingStandin } from "@chamak/messaging-standin";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";

export const MESSAGING_STANDIN_PREFIX = "/__messaging";

export interface MessagingSetup {
  messaging: MessagingDeps;
  /** Masked calls: Exotel, its stand-in, or none (production without Exotel). */
  calls: CallMasking | null;
  /**
   * The local SMS, WhatsApp and call-masking stand-ins, mounted at MESSAGING_STANDIN_PREFIX, when a provider is
   * not configured.
   */
  standin: MessagingStandin | null;
}

/**
 * MSG91, WhatsApp's Cloud API and Exotel when configured; otherwise stand-ins speaking the same APIs, mounted on
 * this server and reached over HTTP by the same clients, recording each message for the console and the log
 * (and each masked number's allocation, at GET /__messaging/calls).
 */
export function setupMessaging(
  config: Pick<Config, "msg91" | "whatsapp" | "otpHashKey" | "signInLimits"> &
    Partial<Pick<Config, "exotel" | "callMaskingOff">>,
  ownOrigin: () => string,
  log: () => FastifyBaseLogger,
): MessagingSetup {
  const keys = {
    msg91AuthKey: randomBytes(16).toString("hex"),
    whatsappToken: randomBytes(24).toString("base64url"),
    phoneNumberId: "100000000000001",
  };
  const exotelKeys = {
    accountSid: "chamakstandin",
    apiKey: randomBytes(16).toString("hex"),
    apiToken: randomBytes(24).toString("base64url"),
  };
  const callsStandin = !config.exotel && !config.callMaskingOff;
  const needsStandin = !config.msg91 || !config.whatsapp || callsStandin;
  const standin = needsStandin
    ? createMessagingStandin({
        ...messagingStandinSettings(keys),
        ...(callsStandin ? { exotel: exotelStandinSettings(exotelKeys) } : {}),
        // The server's clock, which browser journeys move: an allocation expires by the same time as the visit.
        now: currentTime,
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
  const calls = config.exotel
    ? createExotelCallMasking({
        baseUrl: config.exotel.apiUrl,
        accountSid: config.exotel.accountSid,
        apiKey: config.exotel.apiKey,
        apiToken: config.exotel.apiToken,
        callerIds: config.exotel.callerIds,
      })
    : callsStandin
      ? createExotelCallMasking(standinExotel(exotelKeys, () => `${base()}/exotel`))
      : null;
  return { messaging, calls, standin };
}
