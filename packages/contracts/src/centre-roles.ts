import { z } from "zod";

/** A member's role at a centre (`centre_members.role`). */
export const CENTRE_ROLES = ["owner", "manager", "staff"] as const;
export const centreRole = z.enum(CENTRE_ROLES);
export type CentreRole = z.infer<typeof centreRole>;

/**
 * What each role of a centre may do: THE table. The server checks it on every vendor procedure (each one names
 * its action; `centreProcedure(action)` in packages/api/src/procedures.ts) and the console hides what the
 * caller's role may not do with the same table (`centreRoleMay`).
 *
 * - owner: everything, including the team's owners, branches and the payout account.
 * - manager: runs the centre: bookings, walk-ins, the calendar, services, the profile, reviews, invoices and
 *   the team's managers and staff (inviting, removing, changing roles below owner). Not: making or removing
 *   owners, adding branches, the payout account and its statements (money goes to the legal owner's account).
 * - staff: the floor: see the centre's bookings, act on them (check-in, start, done, assign the washer), take
 *   walk-ins and work job cards; read the calendar, services, profile and team they work with. Not the
 *   centre's numbers (`reports.view`: revenue), set-up, money or team changes.
 *
 * `plans.manage`: a centre's wash plans (the monthly doorstep subscriptions), their prices and terms; staff see
 * them and their subscribers.
 *
 * `team.manage` lets a manager invite and remove managers and staff; owner changes stay with `team.owners`
 * (the service checks the invited or changed role against it).
 */
export const CENTRE_ROLE_ACTIONS = {
  "dashboard.view": ["owner", "manager", "staff"],
  "reports.view": ["owner", "manager"],
  "bookings.view": ["owner", "manager", "staff"],
  "bookings.act": ["owner", "manager", "staff"],
  "walkIns.create": ["owner", "manager", "staff"],
  "jobs.work": ["owner", "manager", "staff"],
  "calendar.view": ["owner", "manager", "staff"],
  "calendar.manage": ["owner", "manager"],
  "services.view": ["owner", "manager", "staff"],
  "services.manage": ["owner", "manager"],
  "profile.view": ["owner", "manager", "staff"],
  "profile.manage": ["owner", "manager"],
  "reviews.view": ["owner", "manager"],
  "reviews.reply": ["owner", "manager"],
  "invoices.view": ["owner", "manager"],
  "payouts.view": ["owner"],
  "payouts.manage": ["owner"],
  "plans.view": ["owner", "manager", "staff"],
  "plans.manage": ["owner", "manager"],
  "team.view": ["owner", "manager", "staff"],
  "team.manage": ["owner", "manager"],
  "team.owners": ["owner"],
  "branches.manage": ["owner"],
} as const satisfies Record<string, readonly CentreRole[]>;

export type CentreRoleAction = keyof typeof CENTRE_ROLE_ACTIONS;
export const CENTRE_ROLE_ACTION_NAMES = Object.keys(CENTRE_ROLE_ACTIONS) as CentreRoleAction[];

export function isCentreRoleAction(value: unknown): value is CentreRoleAction {
  return typeof value === "string" && Object.hasOwn(CENTRE_ROLE_ACTIONS, value);
}

/** Whether a role may do an action (unknown actions: never). */
export function centreRoleMay(role: CentreRole, action: CentreRoleAction): boolean {
  const allowed: readonly CentreRole[] | undefined = CENTRE_ROLE_ACTIONS[action];
  return allowed?.includes(role) ?? false;
}
