import type { WashPlanView } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Alert, Button, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { PlanForm } from "./plan-form";
import { PlanMonthsTable } from "./plan-months-table";
import { PlansList } from "./plans-list";
import { RenewalsAtRisk } from "./renewals-at-risk";
import { SocietyCounts } from "./society-counts";
import { SubscribersTable } from "./subscribers-table";
import { usePlanSale } from "./use-plan-sale";

/** Which plan the form is open on: a new one, or one of the list's. */
type Editing = { plan: WashPlanView | undefined; opening: number } | null;

/**
 * The centre's wash plans: monthly doorstep subscriptions, each with its days, window, prices and terms, on sale
 * or withdrawn. Owners and managers add and change them; staff see them.
 */
export function PlansPage() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.washPlans.list.queryOptions());
  const vehicleTypes = useQuery(trpc.catalog.vehicleTypes.queryOptions());
  const insights = useQuery(trpc.planSubscribers.insights.queryOptions());
  const { mayChange, roleMay, why } = useCentreMayChange("plans.manage");
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sale = usePlanSale(setNotice);
  const open = (plan: WashPlanView | undefined) => {
    setNotice(null);
    sale.reset();
    setEditing((current) => ({ plan, opening: (current?.opening ?? 0) + 1 }));
  };
  const addButton = roleMay ? (
    <Button onClick={() => open(undefined)} disabled={!mayChange} title={why ?? undefined}>
      Add a plan
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      <PageHeader
        title="Plans"
        description="Monthly doorstep washes: a cleaner wipes the car in the society's parking on the plan's days."
        actions={plans.data && plans.data.length > 0 ? addButton : null}
      />
      {roleMay ? null : (
        <Alert color="blue" variant="light" title="View only">
          {why}
        </Alert>
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
      {sale.error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={sale.reset}>
          {sale.error}
        </Alert>
      ) : null}
      {plans.isPending ? (
        <LoadingState label="Loading your plans…" />
      ) : plans.isError ? (
        <ErrorState title="Your plans could not load" onRetry={() => void plans.refetch()} />
      ) : (
        <PlansList
          plans={plans.data}
          addButton={addButton}
          actionsFor={
            roleMay
              ? (plan) => ({
                  onEdit: () => open(plan),
                  onToggleSale: () => {
                    setNotice(null);
                    sale.toggle(plan);
                  },
                  toggling: sale.pendingId === plan.id,
                  why: mayChange ? null : why,
                })
              : undefined
          }
        />
      )}
      {plans.data && plans.data.length > 0 ? (
        <>
          <RenewalsAtRisk query={{ ...insights, data: insights.data?.renewalsAtRisk }} />
          <SocietyCounts />
          <SubscribersTable />
          <PlanMonthsTable query={{ ...insights, data: insights.data?.months }} />
        </>
      ) : null}
      {editing ? (
        vehicleTypes.isError ? (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setEditing(null)}>
            The vehicle types could not load, so a plan cannot be priced now. Try again in a moment.
          </Alert>
        ) : vehicleTypes.data ? (
          <PlanForm
            key={editing.opening}
            plan={editing.plan}
            vehicleTypes={vehicleTypes.data}
            onClose={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null);
              setNotice(editing.plan ? `${name} was saved.` : `${name} was added and is on sale.`);
            }}
          />
        ) : null
      ) : null}
    </Stack>
  );
}
