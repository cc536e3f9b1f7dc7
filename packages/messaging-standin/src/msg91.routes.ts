import type { FastifyInstance } from "fastify";
import type { Faults } from "./faults";
import { fillTemplate, type Inbox } from "./inbox";

export interface Msg91StandinOptions {
  authKey: string;
  /** The sender ids the account may send from (DLT headers). */
  senderIds: readonly string[];
  /** MSG91 template id -> its DLT template id and registered text (`##OTP## is your code`). */
  templates: Record<string, { dltTemplateId: string; text: string }>;
}

const error = (message: string) => ({ type: "error", message });

/**
 * MSG91's flow API (`POST /api/v5/flow`): the `authkey` header, a known `template_id`, one or more
 * `recipients` each with `mobiles` (91 and 10 digits) and the template's variables. Answers like MSG91:
 * `{ type: "success", message: <request id> }`, or `{ type: "error", message }` with a 4xx.
 */
export function msg91Routes(
  app: FastifyInstance,
  options: Msg91StandinOptions,
  inbox: Inbox,
  faults: Faults,
) {
  app.post("/api/v5/flow", async (request, reply) => {
    const fault = faults.take("sms");
    if (fault) return reply.code(fault).send(error("Service temporarily unavailable"));
    if (request.headers.authkey !== options.authKey)
      return reply.code(401).send(error("Authentication failure"));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const template = typeof body.template_id === "string" ? options.templates[body.template_id] : undefined;
    if (!template) return reply.code(400).send(error("Invalid template_id"));
    if (typeof body.sender === "string" && !options.senderIds.includes(body.sender))
      return reply.code(400).send(error("Invalid sender"));
    if (typeof body.DLT_TE_ID === "string" && body.DLT_TE_ID !== template.dltTemplateId)
      return reply.code(400).send(error("DLT template id does not match the template"));
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    if (recipients.length === 0) return reply.code(400).send(error("recipients is required"));
    for (const recipient of recipients) {
      if (typeof recipient.mobiles !== "string" || !/^91[6-9]\d{9}$/.test(recipient.mobiles))
        return reply.code(400).send(error("Invalid mobile number"));
    }
    let requestId = "";
    for (const { mobiles, ...variables } of recipients) {
      const values = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)]));
      const recorded = inbox.record({
        channel: "sms",
        to: `+${String(mobiles)}`,
        text: fillTemplate(template.text, values),
        template: String(body.template_id),
        values,
        details: { sender: String(body.sender ?? ""), dltTemplateId: template.dltTemplateId },
      });
      requestId ||= Buffer.from(recorded.id).toString("hex").slice(0, 24);
    }
    return { type: "success", message: requestId };
  });
}
