import { encodeErrorMessage } from "@chamak/i18n";
import type { z } from "zod";
import { validateGstin } from "./gstin";
import { type ErrorMessage, errorMessage } from "./messages";
import { stateByName } from "./states";

/**
 * What a centre registering without a GSTIN declares (the server keeps when it was given). The site shows it in
 * the reader's language (`seller.gstDeclaration`); the audit log and the legacy API's documentation keep this.
 */
export const GST_DECLARATION_TEXT =
  "My aggregate turnover is below the GST registration threshold and I am not required to register under GST; " +
  "I will update my GSTIN if I register.";

export interface GstRegistrationFields {
  gstin?: string | null | undefined;
  /** Ticked: the declaration above is given. Only asked for when there is no GSTIN. */
  gstDeclaration?: boolean | null | undefined;
  state?: string | undefined;
}

export interface GstRegistrationIssue {
  field: "gstin" | "gstDeclaration";
  message: ErrorMessage;
}

/** The GSTIN as kept: trimmed, upper case, null when there is none. */
export function normaliseGstin(gstin: string | null | undefined): string | null {
  const trimmed = gstin?.trim().toUpperCase() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * A new centre gives a valid GSTIN of its own state, or (below the GST threshold) declares it need not register.
 * Null when that holds, else the field to fix and why. The seller form, tRPC and the legacy REST adapter all ask this.
 */
export function gstRegistrationIssue(fields: GstRegistrationFields): GstRegistrationIssue | null {
  const gstin = normaliseGstin(fields.gstin);
  if (gstin === null) {
    return fields.gstDeclaration === true
      ? null
      : { field: "gstDeclaration", message: errorMessage("gstinOrDeclaration") };
  }
  // An unknown state is the state field's own error; the GSTIN is then checked on its own.
  const state = fields.state && stateByName(fields.state) ? fields.state : undefined;
  const check = validateGstin(gstin, state);
  return check.ok ? null : { field: "gstin", message: check.message };
}

/**
 * Whether a centre is GST-registered at `at` (TCS withheld, tax invoices): it has a GSTIN, held since it joined
 * (no `gstRegisteredAt`) or since it added one at `gstRegisteredAt`.
 */
export function isGstRegisteredAt(
  centre: { gstin: string | null; gstRegisteredAt: Date | null },
  at: Date,
): boolean {
  if (normaliseGstin(centre.gstin) === null) return false;
  return centre.gstRegisteredAt === null || centre.gstRegisteredAt.getTime() <= at.getTime();
}

/** gstRegistrationIssue as a zod refinement; `paths` names the two fields where a form calls them otherwise. */
export function refineGstRegistration(
  fields: GstRegistrationFields,
  ctx: z.RefinementCtx,
  paths: Record<GstRegistrationIssue["field"], string> = { gstin: "gstin", gstDeclaration: "gstDeclaration" },
): void {
  const issue = gstRegistrationIssue(fields);
  if (issue) {
    ctx.addIssue({ code: "custom", path: [paths[issue.field]], message: encodeErrorMessage(issue.message) });
  }
}
