import { periodFrom, visitDates, type WashPlanView } from "@chamak/contracts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../../lib/i18n";
import { formatPrice } from "../../catalog/price";
import { usePlanWords } from "../plan-words";

/**
 * What the first month covers: the price the plan sells it at for the chosen vehicle's type (the server's
 * amount, shown as it is), the period from the start date and how many washes fall in it (the contracts' rules,
 * the same the server schedules by).
 */
export function FirstMonth({
  plan,
  vehicleType,
  startDate,
}: {
  plan: WashPlanView;
  vehicleType: { id: number; name: string } | null;
  startDate: string;
}) {
  const t = useT("plans");
  const words = usePlanWords();
  const price = vehicleType ? plan.prices.find((p) => p.vehicleTypeId === vehicleType.id) : undefined;
  const period = startDate ? periodFrom(startDate) : null;
  const washes = period ? visitDates(plan, startDate, period).length : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="first-month-title" bg="gray.0">
      <Stack gap={4}>
        <Title order={2} size="h5" id="first-month-title">
          {t("summaryTitle")}
        </Title>
        {!vehicleType ? (
          <Text size="sm">{t("summaryChooseCar")}</Text>
        ) : price ? (
          <Text fw={700}>
            {t("summaryPrice", { price: formatPrice(price.monthlyPaise), vehicle: vehicleType.name })}
          </Text>
        ) : (
          <Text size="sm" c="red.8">
            {t("summaryNoPrice", { vehicle: vehicleType.name })}
          </Text>
        )}
        {period ? (
          <>
            <Text size="sm">
              {t("summaryPeriod", { from: words.date(period.from), to: words.date(period.to) })}
            </Text>
            <Text size="sm">{t("summaryWashes", { count: washes })}</Text>
          </>
        ) : null}
        <Text size="sm" c="gray.7">
          {words.days(plan)} · {words.window(plan)}
        </Text>
        {plan.extras.length ? (
          <Text size="sm" c="gray.7">
            {t("summaryExtras", {
              extras: plan.extras.map((e) => t("extra", { name: e.name, count: e.perMonth })).join(", "),
            })}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7">
          {words.terms(plan)}
        </Text>
      </Stack>
    </Paper>
  );
}
