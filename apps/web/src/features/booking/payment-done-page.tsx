import { type BookingView, formatIndiaWeekdayDateTime, formatRupees } from "@chamak/contracts";
import { ErrorState, IconCheck } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useSession } from "../auth/use-session";
import { usePageTitle } from "../layout/page-title";

function Frame({ title, done, children }: { title: string; done?: boolean; children: ReactNode }) {
  return (
    <Container size="sm" px="md" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }} ta="center">
        <Stack align="center" gap="sm">
          {done ? (
            <ThemeIcon size={64} radius="xl" color="green" aria-hidden>
              <IconCheck size={34} />
            </ThemeIcon>
          ) : null}
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * The legacy /payment-done: what is true of the signed-in customer's latest payment (online or in cash, and
 * what of it went back), from the booking's money as the ledger gives it. Signed out it claims nothing.
 */
export function PaymentDonePage() {
  const { signedIn } = useSession();
  return signedIn ? <LatestPayment /> : <SignedOut />;
}

function SignedOut() {
  const t = useT("booking");
  usePageTitle(t("paymentDone.signInTitle"));
  return (
    <Frame title={t("paymentDone.signInTitle")}>
      <Text c="dimmed">{t("paymentDone.signInBody")}</Text>
      <ButtonLink to="/login" mt="md">
        {t("login")}
      </ButtonLink>
    </Frame>
  );
}

function LatestPayment() {
  const t = useT("booking");
  const trpc = useTRPC();
  const latest = useQuery(trpc.booking.mine.queryOptions({ page: 1, pageSize: 1, paid: true }));
  const booking = latest.data?.items[0];
  usePageTitle(booking ? t("paymentSuccessful") : t("paymentDone.title"));

  if (latest.isPending) {
    return (
      <Frame title={t("paymentDone.title")}>
        <Loader size="sm" type="dots" role="status" aria-label={t("paymentDone.title")} />
      </Frame>
    );
  }
  if (latest.isError) {
    return (
      <Container size="sm" px="md" py={{ base: 40, sm: 80 }}>
        <ErrorState title={t("paymentDone.failed")} onRetry={() => void latest.refetch()} />
      </Container>
    );
  }
  if (!booking) {
    return (
      <Frame title={t("paymentDone.noneTitle")}>
        <Text c="dimmed">{t("paymentDone.noneBody")}</Text>
        <ButtonLink to="/car-wash-shopping" mt="md">
          {t("continueShopping")}
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame title={t("paymentSuccessful")} done>
      <PaymentLines booking={booking} />
      <ButtonLink to="/car-wash-shopping" mt="md">
        {t("continueShopping")}
      </ButtonLink>
    </Frame>
  );
}

function PaymentLines({ booking }: { booking: BookingView }) {
  const t = useT("booking");
  const { lang } = useLang();
  const { money } = booking;
  const about = {
    code: booking.code,
    centre: booking.centre.name,
    when: formatIndiaWeekdayDateTime(booking.slotStart, lang),
  };
  return (
    <Stack gap={4} align="center" data-testid="latest-payment">
      {money.capturedPaise > 0 ? (
        <Text>{t("paymentDone.online", { ...about, amount: formatRupees(money.capturedPaise) })}</Text>
      ) : null}
      {money.cashPaise > 0 ? (
        <Text>{t("paymentDone.cash", { ...about, amount: formatRupees(money.cashPaise) })}</Text>
      ) : null}
      {money.refundedPaise > 0 ? (
        <Text size="sm">{t("paymentDone.refunded", { amount: formatRupees(money.refundedPaise) })}</Text>
      ) : null}
      {money.refundPendingPaise > 0 ? (
        <Text size="sm">
          {t("paymentDone.refunding", { amount: formatRupees(money.refundPendingPaise) })}
        </Text>
      ) : null}
    </Stack>
  );
}
