import { ErrorState, LoadingState } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { LoginModal } from "../../auth/login-modal";
import { useSession } from "../../auth/use-session";
import { PageHeader } from "../../layout/page-header";
import { SubscribeForm } from "./subscribe-form";

/** /plans/<id>/subscribe?centre=<id>: the plan as its centre sells it, and the form when signed in. */
export function SubscribePage({ planId, centreId }: { planId: number; centreId: number | undefined }) {
  const t = useT("plans");
  const trpc = useTRPC();
  const { signedIn } = useSession();
  const plans = useQuery({
    ...trpc.washPlans.onOffer.queryOptions({ centreId: centreId ?? 0 }),
    enabled: centreId !== undefined,
  });
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  let body: React.ReactNode;
  if (centreId === undefined || (plans.isSuccess && !plan)) {
    body = (
      <Stack align="flex-start">
        <Text>{t("planGone")}</Text>
        {centreId !== undefined ? (
          <ButtonLink to="/car-wash-details/$id" params={{ id: String(centreId) }} variant="default">
            {t("planGoneAction")}
          </ButtonLink>
        ) : null}
      </Stack>
    );
  } else if (plans.isError) {
    body = (
      <ErrorState title={t("loadFailed")} onRetry={() => void plans.refetch()} retryLabel={t("retry")} />
    );
  } else if (!plan) body = <LoadingState />;
  else if (!signedIn) body = <SignInCard />;
  else body = <SubscribeForm plan={plan} />;

  return (
    <>
      <PageHeader title={plan ? t("subscribeTo", { plan: plan.name }) : t("subscribePageTitle")} />
      <Container size="md" px="md" py={{ base: "md", sm: "xl" }}>
        {body}
      </Container>
    </>
  );
}

function SignInCard() {
  const t = useT("plans");
  const [open, setOpen] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="plan-sign-in"
    >
      <Title order={2} size="h4" mb="xs" id="plan-sign-in">
        {t("signInTitle")}
      </Title>
      <Text mb="md">{t("signInBody")}</Text>
      <Button onClick={() => setOpen(true)}>{t("signIn")}</Button>
      <LoginModal opened={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
