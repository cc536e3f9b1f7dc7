import {
  GST_DECLARATION_TEXT,
  type GstRegistrationFields,
  gstRegistrationIssue,
  normaliseGstin,
} from "@chamak/contracts";
import type { DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";

/** New centres open 09:00–19:00 every day until the owner sets real hours. */
const DEFAULT_HOURS = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  opensAt: 9 * 60,
  closesAt: 19 * 60,
  closed: false,
}));

/** What a centre applying to list gives: a seller's registration and an owner's new branch alike. */
export type CentreApplication = GstRegistrationFields & {
  centreName: string;
  mobile: string;
  email: string;
  locality: string;
  city: string;
  state: string;
  zip: string;
};

/**
 * The GSTIN an application gives (normalised), or null when it gives the below-threshold declaration instead;
 * neither is refused naming the field (gst-registration.ts). Checked before any costly work.
 */
export function applicationGstin(input: CentreApplication): string | null {
  const gst = gstRegistrationIssue(input);
  if (gst) throw new DomainError("BAD_INPUT", gst.message, gst.field);
  return normaliseGstin(input.gstin);
}

/**
 * Creates the applying centre, pending until an admin approves it, and audits the application and, without a
 * GSTIN, the declaration with the time it was given. `details` go on the application's audit row.
 */
export async function createCentreApplication(
  tx: DbTx,
  ownerId: number,
  input: CentreApplication,
  gstin: string | null,
  details?: Prisma.InputJsonValue,
) {
  const centre = await tx.centre.create({
    data: {
      ownerId,
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
    select: { id: true, name: true, city: true, status: true, gstDeclarationAt: true },
  });
  const owner = { id: ownerId, role: "vendor" } as const;
  await audit(tx, owner, "centre.applied", { type: "centre", id: centre.id }, details);
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
}
