import { MESSAGE_TEMPLATES, type MessageTemplate } from "./channels";
import type { MessagingDeps, StandinInbox } from "./messaging-deps";
import { createMsg91Channel, type Msg91Options } from "./msg91-sms";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./sign-in-limits";
import { SMS_TEMPLATE_TEXTS, STANDIN_TEMPLATES, WHATSAPP_TEMPLATE_TEXTS } from "./templates";
import { createWhatsAppChannel, type WhatsAppOptions } from "./whatsapp-cloud";

export interface MessagingSettings {
  msg91: Msg91Options;
  whatsapp: WhatsAppOptions;
  otpKey: string;
  limits?: Partial<SignInLimits>;
  standinInbox?: StandinInbox | null;
  onSendFailure?: MessagingDeps["onSendFailure"];
}

/** The real SMS and WhatsApp clients, whoever they are pointed at (the providers, or the stand-ins). */
export function createMessaging(settings: MessagingSettings): MessagingDeps {
  return {
    channels: { sms: createMsg91Channel(settings.msg91), whatsapp: createWhatsAppChannel(settings.whatsapp) },
    otpKey: settings.otpKey,
    limits: { ...DEFAULT_SIGN_IN_LIMITS, ...settings.limits },
    standinInbox: settings.standinInbox ?? null,
    ...(settings.onSendFailure ? { onSendFailure: settings.onSendFailure } : {}),
  };
}

export interface StandinKeys {
  msg91AuthKey: string;
  whatsappToken: string;
  phoneNumberId: string;
}

const TEMPLATES = Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[];

/** What the messaging stand-in must be started with to take the api's templates with these keys. */
export function messagingStandinSettings(keys: StandinKeys) {
  return {
    msg91: {
      authKey: keys.msg91AuthKey,
      senderIds: [STANDIN_TEMPLATES.senderId],
      templates: Object.fromEntries(
        TEMPLATES.map((name) => [
          STANDIN_TEMPLATES.msg91[name].templateId,
          { dltTemplateId: STANDIN_TEMPLATES.msg91[name].dltTemplateId, text: SMS_TEMPLATE_TEXTS[name] },
        ]),
      ),
    },
    whatsapp: {
      accessToken: keys.whatsappToken,
      phoneNumberId: keys.phoneNumberId,
      templates: Object.fromEntries(
        TEMPLATES.map((name) => [STANDIN_TEMPLATES.whatsapp[name], WHATSAPP_TEMPLATE_TEXTS[name]]),
      ),
    },
  };
}

/** The clients' side of the same: pointed at a stand-in's MSG91 and Graph API bases. */
export function standinProviders(
  keys: StandinKeys,
  bases: { msg91: string | (() => string); whatsapp: string | (() => string) },
) {
  return {
    msg91: {
      baseUrl: bases.msg91,
      authKey: keys.msg91AuthKey,
      senderId: STANDIN_TEMPLATES.senderId,
      templates: STANDIN_TEMPLATES.msg91,
    },
    whatsapp: {
      baseUrl: bases.whatsapp,
      version: "v21.0",
      phoneNumberId: keys.phoneNumberId,
      accessToken: keys.whatsappToken,
      templates: STANDIN_TEMPLATES.whatsapp,
    },
  };
}
