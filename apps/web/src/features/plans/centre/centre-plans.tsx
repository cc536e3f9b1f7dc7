import type { WashPlanView } from "@chamak/contracts";
import { ButtonLink } from "@chamak/web-client";
import { Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useVehicleName } from "../../catalog/catalog-names";
import { formatPrice } from "../../catalog/price";
import { usePlanWords } from "../plan-words";

/**
 * "Monthly plans" on a centre's page: the plans it sells, each with its days, morning window, price per vehicle
 * type, extras and terms, and "Subscribe". Nothing at all when the centre sells none. A lazy chunk of the page.
 */
export default function CentrePlans({ centreId }: { centreId: number }) {
  const trpc = useTRPC();
  const plans = useQuery(trpc.washPlans.onOffer.queryOptions({ centreId }));
  if (!plans.data?.length) return null;
  return <PlanList centreId={centreId} plans={plans.data} />;
}

function PlanList({ centreId, plans }: { centreId: number; plans: WashPlanView[] }) {
  const t = useT("plans");
  return (
    <Stack gap="md" mt="xl" component="section" aria-labelledby="plans-title">
      <div>
        <Title order={2} size="h3" id="plans-title">
          {t("sectionTitle")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("sectionIntro")}
        </Text>
      </div>
      {plans.map((plan) => (
        <PlanCard key={plan.id} centreId={centreId} plan={plan} />
      ))}
    </Stack>
  );
}

function PlanCard({ centreId, plan }: { centreId: number; plan: WashPlanView }) {
  const t = useT("plans");
  const words = usePlanWords();
  const vehicleName = useVehicleName();
  const titleId = `plan-${plan.id}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Title order={3} size="h4" id={titleId}>
          {plan.name}
        </Title>
        <Text size="sm">
          {words.days(plan)} · {words.window(plan)}
        </Text>
        <List size="sm" spacing={2} listStyleType="none" aria-label={t("monthly")}>
          {plan.prices.map((price) => (
            <List.Item key={price.vehicleTypeId}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" span>
                  {vehicleName(price.vehicleType, price.vehicleType)}
                </Text>
                <Text size="sm" fw={700} span>
                  {t("perMonth", { price: formatPrice(price.monthlyPaise) })}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        {plan.extras.length ? (
          <Text size="sm" c="gray.7">
            {plan.extras.map((extra) => t("extra", { name: extra.name, count: extra.perMonth })).join(" · ")}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7">
          {words.terms(plan)}
        </Text>
        <Group justify="flex-end">
          <ButtonLink
            to="/plans/$planId/subscribe"
            params={{ planId: String(plan.id) }}
            search={{ centre: centreId }}
            aria-label={`${t("subscribe")}: ${plan.name}`}
          >
            {t("subscribe")}
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}
