import { z } from "zod";

/** Every legacy response carries a `status` boolean; failures add a message (and the field, when one is at fault). */
export const legacyFailure = z.object({
  status: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  /** The request's id (its X-Request-Id), for support to find it in the logs. */
  requestId: z.string().optional(),
});
export type LegacyFailure = z.infer<typeof legacyFailure>;

export const legacyMessage = z.object({ status: z.literal(true), message: z.string() });
