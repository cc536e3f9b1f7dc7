import type { PlanSubscriptionView } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Badge, Button, Container, Grid, Group, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useVehicleName } from "../../catalog/catalog-names";
import { formatPrice } from "../../catalog/price";
import { FormNotice } from "../../forms/form-notice";
import { PageHeader } from "../../layout/page-header";
import { PlanPaymentNotice } from "../month-payment/plan-payment-notice";
import { stateColour, usePlanWords } from "../plan-words";
import { CancelDialog } from "./cancel-dialog";
import { MonthsBilled } from "./months-billed";
import { PauseDialog } from "./pause-dialog";
import { usePlanMoves } from "./use-plan-move";
import { VisitCalendar } from "./visit-calendar";

const LIVE = new Set(["active", "paused", "halted"]);
/** Mantine's md breakpoint, where the page's two columns begin. */
const WIDE = "(min-width: 62em)";

/** /profile/plans/<id>: a customer's plan, its month of washes and the moves on it. */
export function PlanPage({ subscriptionId }: { subscriptionId: number }) {
  const t = useT("plans");
  const trpc = useTRPC();
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  const plan = useQuery({ ...trpc.planSubscriptions.get.queryOptions({ subscriptionId }), enabled: valid });
  let body: React.ReactNode;
  if (valid && plan.isPending) body = <LoadingState />;
  else if (!valid || plan.isError)
    body =
      !valid || plan.error?.data?.httpStatus === 404 ? (
        <Stack align="flex-start">
          <Text>{t("notFound")}</Text>
          <ButtonLink to="/profile" variant="default">
            {t("backToProfile")}
          </ButtonLink>
        </Stack>
      ) : (
        <ErrorState title={t("loadFailed")} onRetry={() => void plan.refetch()} retryLabel={t("retry")} />
      );
  else if (plan.data) body = <PlanDetails view={plan.data} />;
  return (
    <>
      <PageHeader title={plan.data ? plan.data.plan.name : t("pageTitle")}>
        {plan.data ? plan.data.centre.name : null}
      </PageHeader>
      <Container size="lg" px="md" py={{ base: "md", sm: "xl" }}>
        {body}
      </Container>
    </>
  );
}

function PlanDetails({ view }: { view: PlanSubscriptionView }) {
  const t = useT("plans");
  const words = usePlanWords();
  const vehicleName = useVehicleName();
  const moves = usePlanMoves(view);
  const [dialog, setDialog] = useState<"pause" | "cancel" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const live = LIVE.has(view.state);
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  // Only the parts the address has (a house in a colony has no tower).
  const spotParts = [
    view.society,
    view.tower ? t("spotTower", { tower: view.tower }) : null,
    view.parkingSlot ? t("spotSlot", { slot: view.parkingSlot }) : null,
  ].filter(Boolean);
  const spot = spotParts.length > 0 ? spotParts.join(" · ") : view.address;

  return (
    <Stack gap="lg">
      <PlanPaymentNotice view={view} />
      {notice ? <FormNotice tone="success" message={notice} /> : null}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md" component="section" aria-label={t("pageTitle")}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Badge size="lg" variant="light" color={stateColour(view.state)}>
                    {t(`state_${view.state}`)}
                  </Badge>
                  <Text fw={700}>{t("perMonth", { price: formatPrice(view.monthlyPaise) })}</Text>
                </Group>
                <Fact
                  label={t("car")}
                  value={`${view.vehicleNumber} · ${vehicleName(view.vehicleType, view.vehicleType)}`}
                />
                <Fact label={t("spot")} value={spot} />
                <Fact label={t("washer")} value={view.washerName ?? t("washerNone")} />
                <Fact label={t("payment")} value={t(`billingLine_${view.billing}`)} />
                {/* Worded as the centre's page words it: "Every day except Sun · Morning window 8:00 am–10:00 am". */}
                <Fact label={t("schedule")} value={`${words.days(view.plan)} · ${words.window(view.plan)}`} />
                <Text size="xs" c="gray.7">
                  {words.terms(view.plan)}
                </Text>
                {live ? (
                  <Group gap="xs" mt="xs">
                    <Button variant="light" onClick={() => setDialog("pause")}>
                      {t("pauseTitle")}
                    </Button>
                    <Button variant="subtle" color="red" onClick={() => setDialog("cancel")}>
                      {t("cancelPlan")}
                    </Button>
                  </Group>
                ) : null}
                {live ? (
                  <Text size="xs" c="gray.7">
                    {t("pauseUsed", { used: view.pauseDaysUsed, max: view.plan.maxPauseDaysPerMonth })}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            {wide ? <MonthsBilled months={view.months} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <VisitCalendar
            period={view.period}
            visits={view.visits}
            creditUse={view.plan.creditUse}
            windowEnd={view.plan.windowEnd}
            now={new Date()}
            live={live}
            onSkip={moves.skip}
            onReportMissed={moves.reportMissed}
          />
        </Grid.Col>
        {/* A phone shows the months after the washes; a wide screen beside them, under the plan. */}
        {wide ? null : (
          <Grid.Col span={12}>
            <MonthsBilled months={view.months} />
          </Grid.Col>
        )}
      </Grid>
      <PauseDialog
        opened={dialog === "pause"}
        onClose={() => setDialog(null)}
        used={view.pauseDaysUsed}
        max={view.plan.maxPauseDaysPerMonth}
        lastDate={view.period.to}
        onPause={moves.pause}
        onPaused={(from, to) => {
          setDialog(null);
          setNotice(t("paused", { from: words.date(from), to: words.date(to) }));
        }}
      />
      <CancelDialog
        opened={dialog === "cancel"}
        planName={view.plan.name}
        onClose={() => setDialog(null)}
        onCancel={async () => {
          const outcome = await moves.cancel();
          if (outcome.ok) setNotice(t("cancelled"));
          return outcome;
        }}
      />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
