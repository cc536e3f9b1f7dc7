import { type SellerRegistrationInput, type SessionOutput, validateGstin } from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
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
  const gstin = validateGstin(input.gstin, input.state);
  if (!gstin.ok) throw new DomainError("BAD_INPUT", gstin.message, "gstin");
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
          gstin: input.gstin,
          locality: input.locality,
          address: input.locality,
          city: input.city,
          state: input.state,
          zip: input.zip,
          status: "pending",
          openingHours: { create: DEFAULT_HOURS },
        },
        select: { id: true, name: true, status: true },
      });
      await audit(tx, { id: user.id, role: "vendor" }, "centre.applied", { type: "centre", id: centre.id });
      return { user, centre };
    });
    const session = await createSession(db, user.id, meta);
    return { ...session, user: toProfile(user), centre };
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
