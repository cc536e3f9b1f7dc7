import {
  type BookingView,
  formatIndiaTime,
  formatIndiaWeekdayDateTime,
  formatRupees,
  POLICY,
} from "@chamak/contracts";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import { useCheckout } from "./checkout/use-checkout";

/** The bookings of a customer still waiting for an online payment, newest first (a few are plenty). */
export function useAwaitingPayments() {
  const trpc = useTRPC();
  return useQuery(trpc.booking.mine.queryOptions({ page: 1, pageSize: 3, awaitingPayment: true }));
}

/**
 * The customer's bookings still waiting for an online payment (left by going Back from the payment, or a reload),
 * where the customer is: on the booking page, with its state as the server gives it, "Pay now" and "Pay at the
 * centre instead". `exceptId` is the booking the form below already shows.
 */
export function AwaitingPayments({ exceptId }: { exceptId?: number | undefined }) {
  const waiting = useAwaitingPayments();
  const shown = waiting.data?.items.filter((booking) => booking.id !== exceptId) ?? [];
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" mb="md">
      {shown.map((booking) => (
        <AwaitingPayment key={booking.id} booking={booking} />
      ))}
    </Stack>
  );
}

function AwaitingPayment({ booking }: { booking: BookingView }) {
  const t = useT("booking");
  const { lang } = useLang();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const serverMessage = useServerMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const checkout = useCheckout();
  const pay = useMutation(trpc.booking.pay.mutationOptions());
  const atCentre = useMutation(trpc.booking.payAtCentre.mutationOptions());
  const payable = booking.allowedActions.includes("pay");
  const holdEnds = new Date(booking.createdAt.getTime() + POLICY.paymentHoldMinutes * 60_000);
  const failure = problem ?? checkout.failure;

  async function payNow() {
    setProblem(null);
    try {
      await checkout.open(await pay.mutateAsync({ bookingId: booking.id }));
    } catch (error) {
      setProblem(serverMessage(error) ?? t("somethingWrong"));
    }
  }
  async function payAtCentre() {
    setProblem(null);
    try {
      const cash = await atCentre.mutateAsync({ bookingId: booking.id });
      void navigate({ to: "/booking-complete", search: { code: cash.code } });
    } catch (error) {
      setProblem(serverMessage(error) ?? t("somethingWrong"));
    }
  }

  return (
    <Alert
      color="yellow"
      variant="light"
      role="region"
      aria-label={t("awaiting.title", { code: booking.code })}
      title={t("awaiting.title", { code: booking.code })}
    >
      <Stack gap={6}>
        <Text size="sm">
          {t("awaiting.details", {
            centre: booking.centre.name,
            when: formatIndiaWeekdayDateTime(booking.slotStart, lang),
            amount: formatRupees(booking.money.outstandingPaise),
          })}
        </Text>
        <Text size="sm">
          {holdEnds > new Date()
            ? t("awaiting.holdUntil", { time: formatIndiaTime(holdEnds, lang) })
            : t("awaiting.holdOver")}
        </Text>
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        {payable ? (
          <Group gap="sm" mt={4}>
            <Button size="sm" loading={pay.isPending || checkout.confirming} onClick={() => void payNow()}>
              {t("awaiting.payNow", { amount: formatRupees(booking.money.outstandingPaise) })}
            </Button>
            <Button
              size="sm"
              variant="default"
              loading={atCentre.isPending}
              onClick={() => void payAtCentre()}
            >
              {t("payAtCentreInstead")}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {checkout.element}
    </Alert>
  );
}
