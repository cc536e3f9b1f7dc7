import type { Branch, BranchInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { applicationGstin, createCentreApplication, type VendorActor } from "../centre";

/** Every centre the account is a member of, with its role there: the console's branch switcher. */
export async function listBranches(db: Db, userId: number): Promise<Branch[]> {
  const rows = await db.centreMember.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { role: true, centre: { select: { id: true, name: true, city: true, status: true } } },
  });
  return rows.map((row) => ({ ...row.centre, role: row.role }));
}

/**
 * An owner adds another centre (a branch), owned by the same account: the registration's rules (a GSTIN of
 * its own state or the declaration, gst-registration.ts), pending until an admin approves it. The database
 * makes the owner its first member (the centres_owner_member trigger).
 */
export async function addBranch(db: Db, actor: VendorActor, input: BranchInput): Promise<Branch> {
  const gstin = applicationGstin(input);
  try {
    const centre = await db.$transaction((tx) =>
      createCentreApplication(tx, actor.userId, input, gstin, { branchOf: actor.centre.id }),
    );
    return { id: centre.id, name: centre.name, city: centre.city, status: centre.status, role: "owner" };
  } catch (error) {
    if (isUniqueViolation(error, "gstin")) throw new DomainError("CONFLICT", "gstinTaken", "gstin");
    throw error;
  }
}
