import type { BookingView } from "@chamak/contracts";
import { EmptyState, ErrorState } from "@chamak/ui";
import { ButtonLink, isForbidden } from "@chamak/web-client";
import { Alert, Button, CloseButton, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { ForbiddenState } from "../auth/forbidden-state";
import { useCheckout } from "../booking/checkout/use-checkout";
import { useServerMessage } from "../forms/field-message";
import { BookingActionsBar } from "./booking-actions";
import { BookingCard } from "./booking-card";
import { JobCardSection } from "./job-card/job-card-section";
import { HISTORY_PAGE_SIZE } from "./profile-search";
import { showsVisit, VisitStatusPanel } from "./visit/visit-status-panel";

type BookingsPanelProps = {
  /** "latest": the newest booking only; "history": every booking, a page at a time. */
  mode: "latest" | "history";
  page: number;
  /** Only the booking with this code (a message's link), in "latest" mode. */
  code?: string | undefined;
  onPageChange(page: number): void;
};

function LoadingCards() {
  const t = useT("profile");
  return (
    <Stack gap="md" role="status" aria-label={t("loadingBookings")}>
      {[1, 2].map((n) => (
        <Paper key={n} withBorder radius="md" p="lg">
          <Skeleton h={18} w="40%" mb="sm" />
          <Skeleton h={12} mb={8} />
          <Skeleton h={12} w="80%" mb={8} />
          <Skeleton h={12} w="60%" />
        </Paper>
      ))}
    </Stack>
  );
}

export function BookingsPanel({ mode, page, code, onPageChange }: BookingsPanelProps) {
  const t = useT("profile");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const current = mode === "latest" ? 1 : page;
  const bookings = useQuery({
    ...trpc.booking.mine.queryOptions({
      page: current,
      pageSize: HISTORY_PAGE_SIZE,
      ...(mode === "latest" && code ? { code } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.booking.mine.queryKey() });
  const checkout = useCheckout({
    onPaid: (booking) => {
      setNotice(t("paid", { code: booking.code }));
      void refresh();
    },
  });
  const pay = useMutation(trpc.booking.pay.mutationOptions());
  const payNow = (booking: BookingView) => {
    setPayError(null);
    pay.mutate(
      { bookingId: booking.id },
      {
        onSuccess: (ready) => void checkout.open(ready),
        onError: (error) => {
          setPayError(serverMessage(error) ?? t("somethingWrong"));
          void refresh();
        },
      },
    );
  };

  if (bookings.isPending) return <LoadingCards />;
  if (bookings.isError) {
    if (isForbidden(bookings.error)) return <ForbiddenState message={serverMessage(bookings.error)} />;
    return (
      <ErrorState
        title={t("bookingsFailed")}
        message={serverMessage(bookings.error) ?? undefined}
        onRetry={() => void bookings.refetch()}
        retryLabel={t("retry")}
        retrying={bookings.isFetching}
      />
    );
  }
  const { items, total } = bookings.data;
  if (items.length === 0) {
    return (
      <EmptyState
        order={2}
        title={t("noBookings")}
        description={t("noBookingsBody")}
        action={<ButtonLink to="/car-wash-shopping">{t("findCentre")}</ButtonLink>}
      />
    );
  }
  const shown = mode === "latest" ? items.slice(0, 1) : items;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const problem = payError ?? checkout.failure;

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {notice ? (
          <Alert color="green" variant="light" withCloseButton={false}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{notice}</Text>
              <CloseButton size="sm" aria-label={t("close")} onClick={() => setNotice(null)} />
            </Group>
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
      </div>
      {shown.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          visit={showsVisit(booking) ? <VisitStatusPanel booking={booking} /> : null}
          actions={
            <>
              <JobCardSection booking={booking} onNotice={setNotice} />
              <BookingActionsBar
                booking={booking}
                onPayNow={payNow}
                paying={(pay.isPending && pay.variables?.bookingId === booking.id) || checkout.confirming}
                onNotice={setNotice}
              />
            </>
          }
        />
      ))}
      {mode === "history" && pages > 1 ? (
        <Group justify="space-between" component="nav" aria-label={t("historyTab")}>
          <Button variant="default" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
            {t("previous")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("pageOf", { page: current, pages })}
          </Text>
          <Button variant="default" disabled={current >= pages} onClick={() => onPageChange(current + 1)}>
            {t("next")}
          </Button>
        </Group>
      ) : null}
      {checkout.element}
    </Stack>
  );
}
