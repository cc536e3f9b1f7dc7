import type { FastifyInstance } from "fastify";
import type { Faults } from "./faults";
import { fillTemplate, type Inbox } from "./inbox";

export interface WhatsAppStandinOptions {
  accessToken: string;
  phoneNumberId: string;
  /** Approved templates: name -> language code -> body text with `{{1}}` parameters. */
  templates: Record<string, Record<string, string>>;
}

const graphError = (message: string, code: number, type = "OAuthException") => ({
  error: { message, type, code, fbtrace_id: "standin" },
});

/**
 * The WhatsApp Business Cloud API's send (`POST /{version}/{phone-number-id}/messages`): a Bearer token, the
 * account's phone number id, and a `template` message naming an approved template in an approved language,
 * its body's text parameters filling `{{1}}`... Answers like the Graph API: `{ messaging_product, contacts,
 * messages: [{ id: "wamid..." }] }`, or `{ error: { message, type, code } }` with a 4xx.
 */
export function whatsappRoutes(
  app: FastifyInstance,
  options: WhatsAppStandinOptions,
  inbox: Inbox,
  faults: Faults,
) {
  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    "/:version/:phoneNumberId/messages",
    async (request, reply) => {
      const fault = faults.take("whatsapp");
      if (fault)
        return reply.code(fault).send(graphError("Service temporarily unavailable", 2, "OAuthException"));
      if (request.headers.authorization !== `Bearer ${options.accessToken}`)
        return reply.code(401).send(graphError("Invalid OAuth access token.", 190));
      if (!/^v\d+\.\d+$/.test(request.params.version))
        return reply.code(400).send(graphError("Unknown path components", 2500));
      if (request.params.phoneNumberId !== options.phoneNumberId)
        return reply.code(400).send(graphError("Unsupported post request.", 100, "GraphMethodException"));
      const body = (request.body ?? {}) as {
        messaging_product?: unknown;
        to?: unknown;
        type?: unknown;
        template?: {
          name?: unknown;
          language?: { code?: unknown };
          components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
        };
      };
      if (body.messaging_product !== "whatsapp")
        return reply.code(400).send(graphError("messaging_product must be whatsapp", 100));
      if (typeof body.to !== "string" || !/^91[6-9]\d{9}$/.test(body.to))
        return reply.code(400).send(graphError("Invalid parameter: to", 100));
      if (body.type !== "template" || !body.template)
        return reply.code(400).send(graphError("Only template messages may start a conversation", 131047));
      const name = String(body.template.name ?? "");
      const language = String(body.template.language?.code ?? "");
      const text = options.templates[name]?.[language];
      if (text === undefined)
        return reply.code(404).send(graphError(`Template name does not exist in ${language}`, 132001));
      const parameters =
        body.template.components?.find((component) => component.type === "body")?.parameters ?? [];
      const values = Object.fromEntries(parameters.map((p, i) => [String(i + 1), String(p.text ?? "")]));
      const recorded = inbox.record({
        channel: "whatsapp",
        to: `+${body.to}`,
        text: fillTemplate(text, values),
        template: name,
        values,
        details: { language, phoneNumberId: options.phoneNumberId },
      });
      return {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${Buffer.from(recorded.id).toString("base64url")}` }],
      };
    },
  );
}
