import type { RunningMessagingStandin } from "@chamak/messaging-standin";
import type { MessagingDeps } from "../../src/modules/messaging/messaging-deps";
import { createMsg91Channel } from "../../src/modules/messaging/msg91-sms";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "../../src/modules/messaging/sign-in-limits";
import {
  SMS_TEMPLATE_TEXTS,
  STANDIN_TEMPLATES,
  WHATSAPP_TEMPLATE_TEXTS,
} from "../../src/modules/messaging/templates";
import { createWhatsAppChannel } from "../../src/modules/messaging/whatsapp-cloud";

export const STANDIN_MSG91_KEY = "msg91-test-authkey";
export const STANDIN_WHATSAPP_TOKEN = "whatsapp-test-token";
export const STANDIN_PHONE_NUMBER_ID = "100200300400500";

/** What a messaging stand-in is started with for the api's own templates. */
export function messagingStandinOptions() {
  return {
    msg91: {
      authKey: STANDIN_MSG91_KEY,
      senderIds: [STANDIN_TEMPLATES.senderId],
      templates: {
        [STANDIN_TEMPLATES.msg91.otp.templateId]: {
          dltTemplateId: STANDIN_TEMPLATES.msg91.otp.dltTemplateId,
          text: SMS_TEMPLATE_TEXTS.otp,
        },
      },
    },
    whatsapp: {
      accessToken: STANDIN_WHATSAPP_TOKEN,
      phoneNumberId: STANDIN_PHONE_NUMBER_ID,
      templates: { [STANDIN_TEMPLATES.whatsapp.otp]: WHATSAPP_TEMPLATE_TEXTS.otp },
    },
  };
}

/** The real SMS and WhatsApp clients pointed at a running stand-in. */
export function standinMessaging(
  standin: Pick<RunningMessagingStandin, "msg91BaseUrl" | "whatsappBaseUrl">,
  options: { limits?: Partial<SignInLimits>; timeoutMs?: number } = {},
): MessagingDeps {
  return {
    channels: {
      sms: createMsg91Channel({
        baseUrl: standin.msg91BaseUrl,
        authKey: STANDIN_MSG91_KEY,
        senderId: STANDIN_TEMPLATES.senderId,
        templates: STANDIN_TEMPLATES.msg91,
        timeoutMs: options.timeoutMs,
      }),
      whatsapp: createWhatsAppChannel({
        baseUrl: standin.whatsappBaseUrl,
        version: "v21.0",
        phoneNumberId: STANDIN_PHONE_NUMBER_ID,
        accessToken: STANDIN_WHATSAPP_TOKEN,
        templates: STANDIN_TEMPLATES.whatsapp,
        timeoutMs: options.timeoutMs,
      }),
    },
    otpKey: "test-otp-key-0123456789abcdef0123456789",
    limits: { ...DEFAULT_SIGN_IN_LIMITS, ...options.limits },
    standinInbox: null,
  };
}

/** Messaging that reaches no server: a test that sends without starting the stand-in fails instead of passing. */
export const unreachableMessaging = standinMessaging({
  msg91BaseUrl: "http://127.0.0.1:9/msg91",
  whatsappBaseUrl: "http://127.0.0.1:9/whatsapp",
});

/** The code in the newest SMS or WhatsApp message to a number, read as the phone would show it. */
export function latestCode(standin: Pick<RunningMessagingStandin, "controls">, to: string): string {
  const [message] = standin.controls.messages({ to });
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}
