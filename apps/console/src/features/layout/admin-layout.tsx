import { useQuery } from "@tanstack/react-query";
import { Outlet, useRouteContext } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { reconcileErrorsInput } from "../admin/money-queue-query";
import { ConsoleShell, type NavItem, WhoLine } from "./console-shell";

export function AdminLayout() {
  const trpc = useTRPC();
  const { me } = useRouteContext({ from: "/admin" });
  const pending = useQuery(trpc.admin.centres.list.queryOptions({ status: "pending", pageSize: 1 }));
  const failedRefunds = useQuery(trpc.admin.bookings.failedRefunds.queryOptions());
  const unsettled = useQuery(trpc.admin.bookings.reconcileErrors.queryOptions(reconcileErrorsInput(1)));
  const moneyWaiting = (failedRefunds.data?.length ?? 0) + (unsettled.data?.total ?? 0);
  const nav: NavItem[] = [
    { to: "/admin", label: "Overview", exact: true },
    { to: "/admin/centres", label: "Centres", badge: pending.data?.pendingCount },
    { to: "/admin/bookings", label: "Bookings" },
    { to: "/admin/disputes", label: "Disputes" },
    { to: "/admin/refunds", label: "Refunds", badge: moneyWaiting },
    { to: "/admin/users", label: "Users" },
    { to: "/admin/coupons", label: "Coupons" },
    { to: "/admin/reviews", label: "Reviews" },
    { to: "/admin/payouts", label: "Payouts" },
    { to: "/admin/invoices", label: "Invoices" },
    { to: "/admin/messages", label: "Messages" },
    { to: "/admin/system", label: "System" },
  ];
  return (
    <ConsoleShell nav={nav} who={<WhoLine primary={me.name} secondary="Chamak admin" />}>
      <Outlet />
    </ConsoleShell>
  );
}
