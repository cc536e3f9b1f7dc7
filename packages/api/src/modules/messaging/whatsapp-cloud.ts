import {
  baseOf,
  ChannelError,
  type MessageChannel,
  type MessageTemplate,
  orderedValues,
  type PhoneMessage,
  postJson,
  retryableStatus,
} from "./channels";

export interface WhatsAppOptions {
  /** https://graph.facebook.com, or the stand-in's base (a function when it is known only once listening). */
  baseUrl: string | (() => string);
  /** The Graph API version, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /**
   * The approved template's name per message; each is approved in English (en) and Hindi (hi). A template left
   * out is refused for good when sent (a configuration without the booking templates still sends codes).
   */
  templates: Partial<Record<MessageTemplate, string>>;
  timeoutMs?: number;
}

/**
 * WhatsApp through the Business Cloud API: `POST /{version}/{phone-number-id}/messages` with a Bearer token and
 * a `template` message (the values as the body's text parameters, in order; an authentication template also
 * repeats the code on its copy-code button). It answers `{ messages: [{ id }] }` or `{ error: { message, code } }`.
 */
export function createWhatsAppChannel(options: WhatsAppOptions): MessageChannel {
  const url = () => `${baseOf(options.baseUrl)}/${options.version}/${options.phoneNumberId}/messages`;
  return {
    name: "whatsapp",
    async send(message: PhoneMessage) {
      const template = options.templates[message.template];
      if (!template)
        throw new ChannelError(`No WhatsApp template is configured for "${message.template}"`, false);
      const parameters = orderedValues(message).map((text) => ({ type: "text", text }));
      const components: unknown[] = [{ type: "body", parameters }];
      if (message.template === "otp")
        components.push({ type: "button", sub_type: "url", index: "0", parameters: [parameters[0]] });
      const { status, json } = await postJson(
        url(),
        { authorization: `Bearer ${options.accessToken}` },
        {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.to.replace(/^\+/, ""),
          type: "template",
          template: {
            name: template,
            language: { code: message.lang },
            components,
          },
        },
        options.timeoutMs ?? 10_000,
      );
      const answer = (json ?? {}) as { messages?: { id?: unknown }[]; error?: { message?: unknown } };
      const id = answer.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === "string") return { providerId: id };
      const reason = typeof answer.error?.message === "string" ? answer.error.message : `HTTP ${status}`;
      throw new ChannelError(`WhatsApp refused the message: ${reason}`, retryableStatus(status), status);
    },
  };
}
