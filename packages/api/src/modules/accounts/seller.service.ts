import {
  GST_DECLARATION_TEXT,
  gstRegistrationIssue,
  normaliseGstin,
  type SellerRegistrationInput,
  type SessionOutput,
} from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { THROTTLES, throttle } from "../../lib/throttle";
import { assertPasswordNotCommon } from "./password-strength";
import { toProfile } from "./profile.mapper";
import { createSession, type RequestMeta } from "./session.service";

/** New centres open 09:00–19:00 every day until the owner sets real hours. */
const DEFAULT_HOURS = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  opensAt: 9 * 60,
  closesAt: 19 * 60,
  closed: false,
}));

export interface SellerRegistration extends SessionOutput {
  centre: { id: number; name: string; status: "pending" | "approved" | "rejected" | "suspended" };
}

/** Creates a vendor account and its centre, pending until an admin approves it. */
export async function registerSeller(
  db: Db,
  limiter: RateLimiter,
  input: SellerRegistrationInput,
  meta: RequestMeta,
): Promise<SellerRegistration> {
  await throttle(limiter, `seller:${meta.ip}`, THROTTLES.sellerApplication);
  const gst = gstRegistrationIssue(input);
  if (gst) throw new DomainError("BAD_INPUT", gst.message, gst.field);
  const gstin = normaliseGstin(input.gstin);
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, centre } = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: input.centreName,
          email: input.email,
          mobile: input.mobile,
          state: input.state,
          city: input.city,
          address: input.locality,
          zip: input.zip,
          passwordHash,
          role: "vendor",
        },
      });
      const centre = await tx.centre.create({
        data: {
          ownerId: user.id,
          name: input.centreName,
          mobile: input.mobile,
          email: input.email,
          gstin,
          // The declaration counts only without a GSTIN; it is kept with the time it was given.
          gstDeclarationAt: gstin === null ? currentTime() : null,
          locality: input.locality,
          address: input.locality,
          city: input.city,
          state: input.state,
          zip: input.zip,
          status: "pending",
          openingHours: { create: DEFAULT_HOURS },
        },
        select: { id: true, name: true, status: true, gstDeclarationAt: true },
      });
      const owner = { id: user.id, role: "vendor" } as const;
      await audit(tx, owner, "centre.applied", { type: "centre", id: centre.id });
      if (centre.gstDeclarationAt) {
        await audit(
          tx,
          owner,
          "centre.gst_declared",
          { type: "centre", id: centre.id },
          {
            declaration: GST_DECLARATION_TEXT,
            givenAt: centre.gstDeclarationAt.toISOString(),
          },
        );
      }
      return { user, centre };
    });
    const session = await createSession(db, user.id, meta);
    return {
      ...session,
      user: toProfile(user),
      centre: { id: centre.id, name: centre.name, status: centre.status },
    };
  } catch (error) {
    if (isUniqueViolation(error, "email")) {
      throw new DomainError("CONFLICT", "emailTaken", "email");
    }
    if (isUniqueViolation(error, "gstin")) {
      throw new DomainError("CONFLICT", "gstinTaken", "gstin");
    }
    throw error;
  }
}
