import {
  type Branch,
  type BranchInput,
  GST_DECLARATION_TEXT,
  gstRegistrationIssue,
  normaliseGstin,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import type { VendorActor } from "../centre/centre-access";

/** New branches open 09:00–19:00 every day until the owner sets real hours (as a registered centre does). */
const DEFAULT_HOURS = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  opensAt: 9 * 60,
  closesAt: 19 * 60,
  closed: false,
}));

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
  const gst = gstRegistrationIssue(input);
  if (gst) throw new DomainError("BAD_INPUT", gst.message, gst.field);
  const gstin = normaliseGstin(input.gstin);
  try {
    const centre = await db.$transaction(async (tx) => {
      const centre = await tx.centre.create({
        data: {
          ownerId: actor.userId,
          name: input.centreName,
          mobile: input.mobile,
          email: input.email,
          gstin,
          gstDeclarationAt: gstin === null ? currentTime() : null,
          locality: input.locality,
          address: input.locality,
          city: input.city,
          state: input.state,
          zip: input.zip,
          status: "pending",
          openingHours: { create: DEFAULT_HOURS },
        },
        select: { id: true, name: true, city: true, status: true, gstDeclarationAt: true },
      });
      const owner = { id: actor.userId, role: "vendor" } as const;
      await audit(
        tx,
        owner,
        "centre.applied",
        { type: "centre", id: centre.id },
        { branchOf: actor.centre.id },
      );
      if (centre.gstDeclarationAt) {
        await audit(
          tx,
          owner,
          "centre.gst_declared",
          { type: "centre", id: centre.id },
          { declaration: GST_DECLARATION_TEXT, givenAt: centre.gstDeclarationAt.toISOString() },
        );
      }
      return centre;
    });
    return { id: centre.id, name: centre.name, city: centre.city, status: centre.status, role: "owner" };
  } catch (error) {
    if (isUniqueViolation(error, "gstin")) throw new DomainError("CONFLICT", "gstinTaken", "gstin");
    throw error;
  }
}
