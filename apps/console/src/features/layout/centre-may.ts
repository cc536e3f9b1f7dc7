import {
  CENTRE_ROLE_ACTIONS,
  type CentreRole,
  type CentreRoleAction,
  centreRoleMay,
} from "@chamak/contracts";

export const ROLE_NAMES: Record<CentreRole, string> = { owner: "Owner", manager: "Manager", staff: "Staff" };
const ROLE_PLURALS: Record<CentreRole, string> = { owner: "owners", manager: "managers", staff: "staff" };

/** Each action of the role table (contracts/centre-roles.ts) in words; who may do it comes from the table. */
const ACTION_WORDS: Record<CentreRoleAction, string> = {
  "dashboard.view": "see the overview",
  "reports.view": "see the centre's revenue",
  "bookings.view": "see bookings",
  "bookings.act": "act on bookings",
  "walkIns.create": "take walk-ins",
  "jobs.work": "work job cards",
  "calendar.view": "see the calendar",
  "calendar.manage": "change the calendar",
  "services.view": "see services",
  "services.manage": "change services and prices",
  "profile.view": "see the centre profile",
  "profile.manage": "change the centre profile",
  "reviews.view": "see reviews",
  "reviews.reply": "reply to reviews",
  "invoices.view": "see invoices",
  "payouts.view": "see payouts and statements",
  "payouts.manage": "change the payout account",
  "plans.view": "see wash plans",
  "plans.manage": "add and change wash plans",
  "team.view": "see the team",
  "team.manage": "invite and remove team members",
  "team.owners": "make or remove owners",
  "branches.manage": "add branches",
};

/** "owners" / "owners and managers": the roles the table lets do an action. */
export function rolesAllowedTo(action: CentreRoleAction): string {
  const names = CENTRE_ROLE_ACTIONS[action].map((role) => ROLE_PLURALS[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "nobody");
}

/** Why a role may not do an action, naming who may: "You are signed in as Staff: only owners can see payouts…". */
export function roleRefusal(role: CentreRole, action: CentreRoleAction): string {
  return `You are signed in as ${ROLE_NAMES[role]}: only the centre's ${rolesAllowedTo(action)} can ${ACTION_WORDS[action]}.`;
}

/** Thrown by a page's beforeLoad when the caller's role may not open it; RouteError says so (not "connection"). */
export class CentreRoleRefusal extends Error {
  constructor(
    readonly role: CentreRole,
    readonly action: CentreRoleAction,
  ) {
    super(roleRefusal(role, action));
    this.name = "CentreRoleRefusal";
  }
}

/** A page's guard, before its loader asks the server for what the role may not see. */
export function requireCentreAction(
  context: { centre: { centre: { role: CentreRole } } },
  action: CentreRoleAction,
) {
  const { role } = context.centre.centre;
  if (!centreRoleMay(role, action)) throw new CentreRoleRefusal(role, action);
}
