import type { PlanSubscriptionView } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { stateColour, usePlanWords } from "../plan-words";

/** "My plans" in the profile: each of the customer's wash plans, opening its page. Nothing without one. */
export function MyPlansCard() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.planSubscriptions.mine.queryOptions());
  if (!plans.data?.length) return null;
  return <PlanList plans={plans.data} />;
}

function PlanList({ plans }: { plans: PlanSubscriptionView[] }) {
  const t = useT("plans");
  const words = usePlanWords();
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="my-plans-title">
      <Title order={2} size="h4" id="my-plans-title" mb="xs">
        {t("myPlans")}
      </Title>
      <Stack gap="xs">
        {plans.map((plan) => (
          <Group key={plan.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div>
              <AnchorLink
                to="/profile/plans/$subscriptionId"
                params={{ subscriptionId: String(plan.id) }}
                fw={600}
                aria-label={t("openPlan", { plan: `${plan.plan.name} · ${plan.vehicleNumber}` })}
              >
                {plan.plan.name}
              </AnchorLink>
              <Text size="sm" c="gray.7">
                {plan.vehicleNumber} · {plan.centre.name}
              </Text>
              <Text size="xs" c="gray.7">
                {t("summaryPeriod", { from: words.date(plan.period.from), to: words.date(plan.period.to) })}
              </Text>
            </div>
            <Badge variant="light" color={stateColour(plan.state)} style={{ flexShrink: 0 }}>
              {t(`state_${plan.state}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
