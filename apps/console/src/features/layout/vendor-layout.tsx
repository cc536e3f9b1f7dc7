import { Alert, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { CentreStatusBadge } from "../shared/status-badges";
import { ConsoleShell, type NavItem, WhoLine } from "./console-shell";

const NAV: readonly NavItem[] = [
  { to: "/vendor", label: "Overview", exact: true },
  { to: "/vendor/today", label: "Today" },
  { to: "/vendor/bookings", label: "Bookings" },
  { to: "/vendor/walk-in", label: "Walk-in" },
  { to: "/vendor/services", label: "Services" },
  { to: "/vendor/payouts", label: "Payouts" },
  { to: "/vendor/invoices", label: "Invoices" },
  { to: "/vendor/calendar", label: "Calendar" },
  { to: "/vendor/reviews", label: "Reviews" },
  { to: "/vendor/profile", label: "Centre profile" },
];

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
  return (
    <ConsoleShell
      nav={NAV}
      who={
        centre ? (
          <WhoLine
            primary={centre.name}
            secondary={
              <Group gap={6} wrap="nowrap" justify="flex-end">
                <span>{me.data?.user.name}</span>
                <CentreStatusBadge status={centre.status} />
              </Group>
            }
          />
        ) : null
      }
      banner={centre ? <CentreStatusBanner status={centre.status} reason={centre.statusReason} /> : null}
    >
      <Outlet />
    </ConsoleShell>
  );
}
