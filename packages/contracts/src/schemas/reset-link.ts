import { z } from "zod";
import { zodMessage } from "../messages";
import { emailSchema, passwordSchema } from "./common";

/**
 * Resetting a forgotten password by a link emailed to the account. The rules the server enforces and the site
 * says (how long a link lives, how many may be asked for) are here once.
 */
export const RESET_LINK_POLICY = {
  /** A link works this long after it is sent. */
  ttlMinutes: 30,
  /** Links one email address may be sent in an hour (whether or not an account has it). */
  perEmailPerHour: 3,
} as const;

/** The link's path on the customer site; the token is its `token` query parameter. */
export const RESET_LINK_PATH = "/reset-password";

/** A link's token: 32 random bytes in base64url, 43 characters. */
export const resetLinkTokenSchema = z
  .string({ error: zodMessage("resetLinkInvalid") })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: zodMessage("resetLinkInvalid") });

export const resetLinkRequestInput = z.object({ email: emailSchema });
export type ResetLinkRequestInput = z.infer<typeof resetLinkRequestInput>;

/** The same answer whether or not an account has the address: nobody learns who has an account here. */
export const resetLinkRequestOutput = z.object({
  /** Minutes a link sent now works for. */
  expiresInMinutes: z.number().int(),
});
export type ResetLinkRequestOutput = z.infer<typeof resetLinkRequestOutput>;

export const resetWithLinkInput = z.object({ token: resetLinkTokenSchema, password: passwordSchema });
export type ResetWithLinkInput = z.infer<typeof resetWithLinkInput>;
