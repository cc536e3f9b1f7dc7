import { STANDIN_MESSAGES_LIMIT, type StandinMessagesOutput } from "@chamak/contracts";
import type { MessagingDeps } from "./messaging-deps";

/**
 * What the local SMS and WhatsApp stand-ins recorded, newest first, for admins: the demo's OTPs and messages.
 * With the providers configured nothing is recorded here (the providers keep their own logs).
 */
export async function listStandinMessages(messaging: MessagingDeps): Promise<StandinMessagesOutput> {
  if (!messaging.standinInbox) return { standin: false, messages: [] };
  const recorded = await messaging.standinInbox.list({ limit: STANDIN_MESSAGES_LIMIT });
  return {
    standin: true,
    messages: recorded.map((message) => ({
      id: message.id,
      channel: message.channel,
      to: message.to,
      template: message.template,
      text: message.text,
      at: new Date(message.at),
    })),
  };
}
