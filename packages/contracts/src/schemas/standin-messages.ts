import { z } from "zod";
import { OTP_CHANNELS } from "./phone-sign-in";

/** How many of the stand-ins' newest messages the console lists. */
export const STANDIN_MESSAGES_LIMIT = 200;

/** One SMS or WhatsApp message the local stand-in took (the demo's phones): what the console's Messages page lists. */
export const standinMessageOutput = z.object({
  id: z.string(),
  channel: z.enum(OTP_CHANNELS),
  /** +91 and the 10 digits. */
  to: z.string(),
  /** MSG91's template id, or the WhatsApp template's name. */
  template: z.string(),
  /** What the phone showed: the template filled in (the code in it). */
  text: z.string(),
  at: z.date(),
});
export type StandinMessageOutput = z.infer<typeof standinMessageOutput>;

/**
 * `standin` is false when SMS and WhatsApp go through the providers: nothing is kept here, and the list is
 * empty. Newest first.
 */
export const standinMessagesOutput = z.object({
  standin: z.boolean(),
  messages: z.array(standinMessageOutput),
});
export type StandinMessagesOutput = z.infer<typeof standinMessagesOutput>;
