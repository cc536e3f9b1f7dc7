import { type CentreRole, type CentreRoleAction, centreRoleMay } from "@chamak/contracts";
import { Alert, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { CentreStatusBadge } from "../shared/status-badges";
import { BranchSwitcher } from "./branch-switcher";
import { ROLE_NAMES } from "./centre-may";
import { ConsoleShell, type NavItem, WhoLine } from "./console-shell";

/** The pages, each with the role-table action it needs (contracts/centre-roles.ts): a role sees what it may do. */
const NAV: readonly (NavItem & { action: CentreRoleAction })[] = [
  { to: "/vendor", label: "Overview", exact: true, action: "reports.view" },
  { to: "/vendor/today", label: "Today", action: "bookings.view" },
  // The washer's own day on their phone: its own small app, outside the console's shell (works with no signal).
  { to: "/my-day", label: "My day", action: "jobs.work", reloadDocument: true },
  { to: "/vendor/bookings", label: "Bookings", action: "bookings.view" },
  { to: "/vendor/walk-in", label: "Walk-in", action: "walkIns.create" },
  { to: "/vendor/services", label: "Services", action: "services.view" },
  { to: "/vendor/plans", label: "Plans", action: "plans.view" },
  { to: "/vendor/payouts", label: "Payouts", action: "payouts.view" },
  { to: "/vendor/invoices", label: "Invoices", action: "invoices.view" },
  { to: "/vendor/calendar", label: "Calendar", action: "calendar.view" },
  { to: "/vendor/reviews", label: "Reviews", action: "reviews.view" },
  { to: "/vendor/team", label: "Team", action: "team.view" },
  { to: "/vendor/profile", label: "Centre profile", action: "profile.view" },
];

export const navFor = (role: CentreRole) => NAV.filter((item) => centreRoleMay(role, item.action));

/** What a centre that is not (yet, or no longer) approved needs to know on every page. */
function CentreStatusBanner({ status, reason }: { status: string; reason: string | null }) {
  if (status === "pending") {
    return (
      <Alert color="orange" variant="light" title="Your application is being reviewed">
        Chamak checks new centres before customers can find them, usually within two working days. You can
        prepare your services, prices and opening hours now; they go live as soon as you are approved.
      </Alert>
    );
  }
  if (status === "rejected") {
    return (
      <Alert color="red" variant="light" title="Your application was not approved">
        {reason ? <Text inherit>Reason: {reason}</Text> : null}
        <Text inherit>Update your centre profile and write to support@chamak.in to be reviewed again.</Text>
      </Alert>
    );
  }
  if (status === "suspended") {
    return (
      <Alert color="red" variant="light" title="Your centre is suspended">
        {reason ? <Text inherit>Reason: {reason}</Text> : null}
        <Text inherit>
          Customers cannot find or book your centre, and changes are disabled. Write to support@chamak.in to
          resolve this.
        </Text>
      </Alert>
    );
  }
  return null;
}

export function VendorLayout() {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.dashboard.me.queryOptions(), refetchOnWindowFocus: true });
  const centre = me.data?.centre;
  const branches = me.data?.branches ?? [];
  return (
    <ConsoleShell
      nav={centre ? navFor(centre.role) : []}
      who={
        centre ? (
          <WhoLine
            primary={centre.name}
            secondary={
              <Group gap={6} wrap="nowrap" justify="flex-end">
                <span>
                  {me.data?.user.name} · {ROLE_NAMES[centre.role]}
                </span>
                <CentreStatusBadge status={centre.status} />
              </Group>
            }
          />
        ) : null
      }
      switcher={
        branches.length > 1 && centre ? <BranchSwitcher branches={branches} current={centre.id} /> : null
      }
      banner={centre ? <CentreStatusBanner status={centre.status} reason={centre.statusReason} /> : null}
    >
      <Outlet />
    </ConsoleShell>
  );
}
