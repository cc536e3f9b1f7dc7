import type { MessageTemplate } from "./channels";

/**
 * The texts of the templates as registered: SMS on DLT (MSG91's `##VAR##` variables, named by the value's key
 * in capitals), WhatsApp approved by Meta per language (`{{1}}`: the values in order). A provider sends only
 * the registered text, so the code never composes a message; these are what the stand-ins show and what the
 * registrations must say.
 */
export const SMS_TEMPLATE_TEXTS: Record<MessageTemplate, string> = {
  otp: "##CODE## is your Chamak verification code. It expires in 5 minutes. Do not share it with anyone.",
};

export const WHATSAPP_TEMPLATE_TEXTS: Record<MessageTemplate, Record<"en" | "hi", string>> = {
  otp: {
    en: "*{{1}}* is your verification code. For your security, do not share this code.",
    hi: "*{{1}}* आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी से साझा न करें।",
  },
};

/** The template names and ids the stand-ins know (a real account configures its own). */
export const STANDIN_TEMPLATES = {
  msg91: { otp: { templateId: "chamak_otp", dltTemplateId: "1107170000000000001" } },
  senderId: "CHAMAK",
  whatsapp: { otp: "chamak_otp" },
} as const satisfies {
  msg91: Record<MessageTemplate, { templateId: string; dltTemplateId: string }>;
  senderId: string;
  whatsapp: Record<MessageTemplate, string>;
};
