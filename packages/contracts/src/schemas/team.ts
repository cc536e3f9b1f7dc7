import { z } from "zod";
import { centreRole } from "../centre-roles";
import { normaliseGstin, refineGstRegistration } from "../gst-registration";
import { zodMessage } from "../messages";
import { sessionOutput } from "./accounts";
import {
  emailSchema,
  idSchema,
  mobileSchema,
  passwordSchema,
  pinSchema,
  recordVersion,
  requiredText,
  stateSchema,
} from "./common";
import { nameField } from "./people";
import { otpCodeSchema } from "./phone-sign-in";

/** How many invites a centre may send, and how long one lives. */
export const TEAM_INVITE_POLICY = { perCentrePerHour: 20, ttlDays: 7 } as const;
/** The console's page that opens an invite's link: `/console/invite?token=...`. */
export const TEAM_INVITE_PATH = "/console/invite";

export const teamMemberOutput = z.object({
  userId: z.number(),
  name: z.string(),
  /** The verified phone (+91...) or null. */
  phone: z.string().nullable(),
  /** Null for an account made by phone (its reserved address is not shown). */
  email: z.string().nullable(),
  role: centreRole,
  /** The centre's legal owner (`centres.owner_id`): never removed or demoted. */
  legalOwner: z.boolean(),
  you: z.boolean(),
  createdAt: z.date(),
  /** Sent back with a change of role (teamRoleInput.version). */
  version: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberOutput>;

export const teamInviteOutput = z.object({
  id: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: centreRole,
  invitedBy: z.string(),
  expiresAt: z.date(),
  createdAt: z.date(),
});
export type TeamInvite = z.infer<typeof teamInviteOutput>;

export const teamOutput = z.object({
  centre: z.object({ id: z.number(), name: z.string() }),
  members: z.array(teamMemberOutput),
  /** Pending invites (not accepted, revoked or expired). */
  invites: z.array(teamInviteOutput),
});
export type TeamOutput = z.infer<typeof teamOutput>;

/** An invite goes to a +91 mobile (SMS) or an email: exactly one. */
export const teamInviteInput = z
  .object({
    /** Typed as a person types it (spaces, dashes, +91): the 10 digits are stored. */
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    role: centreRole,
  })
  .superRefine((value, ctx) => {
    if (!value.mobile === !value.email) {
      ctx.addIssue({ code: "custom", path: ["mobile"], message: zodMessage("inviteOneAddress") });
    }
  });
export type TeamInviteInput = z.infer<typeof teamInviteInput>;

export const teamInviteIdInput = z.object({ inviteId: idSchema });
export const teamMemberInput = z.object({ userId: idSchema });
/** `version`: the member's as the team list showed it (teamMemberOutput.version). */
export const teamRoleInput = z.object({ userId: idSchema, role: centreRole, version: recordVersion });
export type TeamRoleInput = z.infer<typeof teamRoleInput>;

const inviteToken = z
  .string()
  .trim()
  .min(20, { error: zodMessage("inviteInvalid") })
  .max(100, { error: zodMessage("inviteInvalid") });
export const inviteTokenInput = z.object({ token: inviteToken });
export type InviteTokenInput = z.infer<typeof inviteTokenInput>;

/** What the invite's page shows before anyone signs in. */
export const invitePreviewOutput = z.object({
  centreName: z.string(),
  role: centreRole,
  /** Where it was sent, masked (`+91 ******3210`, `a***@example.com`). */
  sentTo: z.string(),
  channel: z.enum(["phone", "email"]),
  /** Accepted, revoked or expired invites cannot be used. */
  usable: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewOutput>;

/** Accepting a phone invite by the code sent to its number; a new account also gives its name. */
export const acceptInviteWithCodeInput = z.object({
  token: inviteToken,
  code: otpCodeSchema,
  name: nameField("name", 100).optional(),
});
export type AcceptInviteWithCodeInput = z.infer<typeof acceptInviteWithCodeInput>;

/** Accepting an email invite by making an account with its address (the link proved the mailbox). */
export const acceptInviteWithPasswordInput = z.object({
  token: inviteToken,
  name: nameField("name", 100),
  password: passwordSchema,
});
export type AcceptInviteWithPasswordInput = z.infer<typeof acceptInviteWithPasswordInput>;

export const acceptInviteOutput = z.object({
  centre: z.object({ id: z.number(), name: z.string() }),
  role: centreRole,
  /** A new session when the invite signed the person in (by code or a new password); null when already signed in. */
  session: sessionOutput.nullable(),
});
export type AcceptInviteOutput = z.infer<typeof acceptInviteOutput>;

// ─── Branches ────────────────────────────────────────────────────────────────

export const branchOutput = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  status: z.enum(["pending", "approved", "rejected", "suspended"]),
  role: centreRole,
});
export type Branch = z.infer<typeof branchOutput>;

/** A new centre of the same owner; like registration's centre, pending until an admin approves it. */
export const branchInput = z
  .object({
    centreName: nameField("centreName", 120),
    mobile: mobileSchema,
    email: emailSchema,
    gstin: z.string().max(20).nullish().transform(normaliseGstin),
    gstDeclaration: z.boolean().optional().default(false),
    locality: requiredText("locality", 120),
    city: requiredText("city", 100),
    state: stateSchema,
    zip: pinSchema,
  })
  .superRefine(refineGstRegistration);
export type BranchInput = z.infer<typeof branchInput>;
