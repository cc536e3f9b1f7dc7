import type { SellerRegistrationInput, SessionOutput } from "@chamak/contracts";
import { type Db, hashPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { THROTTLES, throttle } from "../../lib/throttle";
import { applicationGstin, createCentreApplication } from "../centre";
import { assertPasswordNotCommon } from "./password-strength";
import { toProfile } from "./profile.mapper";
import { createSession, type RequestMeta } from "./session.service";

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
  const gstin = applicationGstin(input);
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
      const centre = await createCentreApplication(tx, user.id, input, gstin);
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
