import type { WashPlanView } from "@chamak/contracts";
import { EmptyState } from "@chamak/ui";
import { Card, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { type PlanActions, PlanCard } from "./plan-card";

/** The centre's plans, on sale first; an empty list says what a plan is and how to start one. */
export function PlansList({
  plans,
  actionsFor,
  addButton,
}: {
  plans: readonly WashPlanView[];
  /** A plan's buttons, for a role that may change plans. */
  actionsFor: ((plan: WashPlanView) => PlanActions) | undefined;
  /** The Add button for the empty state, for a role that may add. */
  addButton: ReactNode;
}) {
  if (plans.length === 0) {
    return (
      <Card withBorder>
        <EmptyState
          title="No plans yet"
          description={
            addButton
              ? "A plan is a monthly doorstep wash: your cleaner wipes the customer's car in their society's parking on the plan's days, within a morning window, paid a month at a time. Add one with its days, window and a price per vehicle type."
              : "A plan is a monthly doorstep wash: a cleaner wipes the customer's car in their society's parking on the plan's days, paid a month at a time. The centre's owners and managers add plans."
          }
          action={addButton}
        />
      </Card>
    );
  }
  const ordered = [...plans].sort((a, b) => Number(b.active) - Number(a.active));
  return (
    <Stack gap="sm">
      {ordered.map((plan) => (
        <PlanCard key={plan.id} plan={plan} actions={actionsFor?.(plan)} />
      ))}
    </Stack>
  );
}
