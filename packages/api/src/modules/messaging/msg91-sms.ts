import {
  baseOf,
  ChannelError,
  type MessageChannel,
  type MessageTemplate,
  type PhoneMessage,
  postJson,
  retryableStatus,
} from "./channels";

/** One SMS template as registered: MSG91's flow template and the DLT template id it is mapped to. */
export interface Msg91Template {
  templateId: string;
  dltTemplateId: string;
}

export interface Msg91Options {
  /** https://control.msg91.com, or the stand-in's base (a function when it is known only once listening). */
  baseUrl: string | (() => string);
  authKey: string;
  /** The DLT-registered sender id (header), six letters. */
  senderId: string;
  /** A template left out is refused for good when sent (a configuration may register only the code's). */
  templates: Partial<Record<MessageTemplate, Msg91Template>>;
  timeoutMs?: number;
}

/**
 * SMS through MSG91's flow API (`POST /api/v5/flow`, the `authkey` header): the template's variables are named
 * in capitals on each recipient (`OTP`), the number is sent as 91 and the 10 digits. MSG91 answers
 * `{ type: "success", message: <request id> }` or `{ type: "error", message }`.
 */
export function createMsg91Channel(options: Msg91Options): MessageChannel {
  const url = () => `${baseOf(options.baseUrl)}/api/v5/flow`;
  return {
    name: "sms",
    async send(message: PhoneMessage) {
      const template = options.templates[message.template];
      if (!template)
        throw new ChannelError(`No MSG91 template is configured for "${message.template}"`, false);
      const recipient: Record<string, string> = { mobiles: message.to.replace(/^\+/, "") };
      for (const [name, value] of Object.entries(message.values)) recipient[name.toUpperCase()] = value;
      const { status, json } = await postJson(
        url(),
        { authkey: options.authKey },
        {
          template_id: template.templateId,
          sender: options.senderId,
          DLT_TE_ID: template.dltTemplateId,
          short_url: "0",
          recipients: [recipient],
        },
        options.timeoutMs ?? 10_000,
      );
      const answer = (json ?? {}) as { type?: unknown; message?: unknown };
      if (status >= 200 && status < 300 && answer.type === "success" && typeof answer.message === "string")
        return { providerId: answer.message };
      const reason = typeof answer.message === "string" ? answer.message : `HTTP ${status}`;
      throw new ChannelError(`MSG91 refused the SMS: ${reason}`, retryableStatus(status), status);
    },
  };
}
