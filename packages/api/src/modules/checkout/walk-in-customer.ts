import { requiredField, toE164 } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { isUniqueViolation } from "../../lib/db-errors";
import { createPhoneAccount } from "../accounts";

export interface WalkInCustomer {
  id: number;
  name: string;
  isNew: boolean;
}

/**
 * The customer a counter booking is for: the account whose verified phone is this number, else a customer
 * account that gave it as its mobile, else a new account made as phone sign-up makes one (the verified number,
 * no password, the reserved email) with the name the centre typed. No code is sent: the customer is at the
 * counter (or on the phone) and the centre vouches for the number; the audit log says which centre made it.
 */
export async function findOrCreateWalkInCustomer(
  db: Db,
  centre: { id: number; ownerId: number },
  input: { mobile: string; name?: string | undefined },
): Promise<WalkInCustomer> {
  const phone = toE164(input.mobile);
  const known =
    (await db.user.findUnique({ where: { phone }, select: { id: true, name: true } })) ??
    (await db.user.findFirst({
      where: { mobile: input.mobile, role: "user", status: "active" },
      orderBy: { id: "asc" },
      select: { id: true, name: true },
    }));
  if (known) return { ...known, isNew: false };
  const name = input.name?.trim();
  if (!name) {
    throw new DomainError("BAD_INPUT", requiredField("fullName"), "name");
  }
  try {
    return await db.$transaction(async (tx) => {
      const user = await createPhoneAccount(tx, { phone, mobile: input.mobile, name, role: "user" });
      await audit(
        tx,
        { id: centre.ownerId, role: "vendor" },
        "account.created_at_counter",
        { type: "user", id: user.id },
        { centreId: centre.id },
      );
      return { id: user.id, name: user.name, isNew: true };
    });
  } catch (error) {
    // The same number at two counters (or a phone sign-up) at once: the other made the account.
    if (isUniqueViolation(error, "phone") || isUniqueViolation(error, "email")) {
      const made = await db.user.findUniqueOrThrow({ where: { phone }, select: { id: true, name: true } });
      return { ...made, isNew: false };
    }
    throw error;
  }
}
