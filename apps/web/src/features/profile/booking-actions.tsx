import {
  type BookingView,
  canBookAgain,
  type ErrorMessage,
  formatIndiaWeekdayDateTime,
  formatRupees,
  whyNot,
} from "@chamak/contracts";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorText, useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { serverFieldErrors, useServerMessage } from "../forms/field-message";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { RefundDialog } from "./refund-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { ReviewDialog } from "./review-dialog";
import { BookAgainButton } from "./saved/book-again-button";
import { useInvoiceDownload } from "./use-invoice-download";

type Dialog = "cancel" | "reschedule" | "refund" | "review" | null;

/** The refusals that only say "too late": the action is shown, disabled, with the rule's words. */
const TOO_LATE = { reschedule: "errors.lateReschedule", cancel: "errors.lateCancel" } as const;

/** Why the customer may no longer take this action on the booking, when it is only too late for it. */
function tooLate(booking: BookingView, action: keyof typeof TOO_LATE): ErrorMessage | null {
  if (booking.allowedActions.includes(action)) return null;
  const refusal = whyNot(booking, "customer", action);
  return refusal?.id === TOO_LATE[action] ? refusal : null;
}

type BookingActionsBarProps = {
  booking: BookingView;
  /** Opens checkout for an unpaid UPI booking. */
  onPayNow(booking: BookingView): void;
  paying: boolean;
  /** A short confirmation shown above the list. */
  onNotice(text: string): void;
};

/** The actions the server says the customer may take on this booking now (BookingView.allowedActions). */
export function BookingActionsBar({ booking, onPayNow, paying, onNotice }: BookingActionsBarProps) {
  const t = useT("profile");
  const errorText = useErrorText();
  const serverMessage = useServerMessage();
  const { lang } = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = new Set(booking.allowedActions);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.booking.mine.queryKey() });
  const cancel = useMutation(trpc.booking.cancel.mutationOptions());
  const reschedule = useMutation(trpc.booking.reschedule.mutationOptions());
  const refund = useMutation(trpc.booking.takeRefund.mutationOptions());
  const review = useMutation(trpc.reviews.create.mutationOptions());

  const close = () => {
    setDialog(null);
    cancel.reset();
    reschedule.reset();
    refund.reset();
    review.reset();
  };
  const message = (error: unknown) => (error ? (serverMessage(error) ?? t("somethingWrong")) : null);

  const done = async (text: string) => {
    setDialog(null);
    onNotice(text);
    await refresh();
  };

  const invoice = useInvoiceDownload(booking, onNotice);
  const canDownloadInvoice = booking.status === "completed";
  const lateReschedule = tooLate(booking, "reschedule");
  const lateCancel = tooLate(booking, "cancel");
  const lateReasons = [lateReschedule, lateCancel].filter((reason) => reason !== null);
  const reasonsId = `booking-${booking.id}-too-late`;
  const again = canBookAgain(booking.status);
  const any = again || canDownloadInvoice || booking.allowedActions.length > 0 || lateReasons.length > 0;
  const choiceMade = booking.companyChoice;
  const companyChoice =
    allowed.has("free_reschedule") && allowed.has("take_refund")
      ? "companyCancelled"
      : allowed.has("free_reschedule")
        ? "companyCancelledReschedule"
        : allowed.has("take_refund")
          ? "companyCancelledRefund"
          : null;

  return (
    <>
      {booking.status === "cancelled" && booking.cancelledBy !== "customer" && booking.cancelReason ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t("cancelReason", { reason: booking.cancelReason })}
        </Text>
      ) : null}
      {booking.disputeOutcome ? (
        <Alert color="blue" variant="light" mt="sm" title={t("disputeOutcomeTitle")}>
          {booking.disputeOutcome.resolution}
        </Alert>
      ) : null}
      {companyChoice ? (
        <Alert color="orange" variant="light" mt="sm">
          {t(companyChoice, { amount: formatRupees(booking.money.refundablePaise) })}
        </Alert>
      ) : null}
      {choiceMade ? (
        <Text size="sm" mt="sm" c="dimmed">
          {choiceMade === "refund" ? t("refundChosen") : t("rescheduleChosen")}
        </Text>
      ) : null}
      {any ? (
        <Stack mt="md" gap="xs">
          <Group gap="xs">
            {allowed.has("pay") ? (
              <Button size="sm" loading={paying} onClick={() => onPayNow(booking)}>
                {t("payNow")}
              </Button>
            ) : null}
            {allowed.has("free_reschedule") ? (
              <Button size="sm" onClick={() => setDialog("reschedule")}>
                {t("freeReschedule")}
              </Button>
            ) : null}
            {allowed.has("take_refund") ? (
              <Button size="sm" variant="light" onClick={() => setDialog("refund")}>
                {t("fullRefund")}
              </Button>
            ) : null}
            {allowed.has("reschedule") ? (
              <Button size="sm" variant="light" onClick={() => setDialog("reschedule")}>
                {t("reschedule")}
              </Button>
            ) : lateReschedule ? (
              <Button size="sm" variant="light" disabled aria-describedby={reasonsId}>
                {t("reschedule")}
              </Button>
            ) : null}
            {allowed.has("review") ? (
              <Button size="sm" variant="light" onClick={() => setDialog("review")}>
                {t("review")}
              </Button>
            ) : null}
            {allowed.has("cancel") ? (
              <Button size="sm" variant="subtle" color="red" onClick={() => setDialog("cancel")}>
                {t("cancel")}
              </Button>
            ) : lateCancel ? (
              <Button size="sm" variant="subtle" color="red" disabled aria-describedby={reasonsId}>
                {t("cancel")}
              </Button>
            ) : null}
            {again ? <BookAgainButton booking={booking} onNotice={onNotice} /> : null}
            {canDownloadInvoice ? (
              <Button
                size="sm"
                variant="default"
                loading={invoice.busy}
                onClick={() => void invoice.download()}
              >
                {t("downloadInvoice")}
              </Button>
            ) : null}
          </Group>
          {lateReasons.length > 0 ? (
            <Text size="sm" c="dimmed" id={reasonsId}>
              {lateReasons.map((reason) => errorText(reason)).join(". ")}.
            </Text>
          ) : null}
          {invoice.error ? (
            <Text size="sm" c="red.8" role="alert">
              {invoice.error}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <CancelBookingDialog
        booking={booking}
        opened={dialog === "cancel"}
        busy={cancel.isPending}
        error={message(cancel.error)}
        onClose={close}
        onConfirm={() =>
          cancel.mutate(
            { bookingId: booking.id },
            { onSuccess: () => void done(t("cancelled", { code: booking.code })) },
          )
        }
      />
      <RescheduleDialog
        booking={booking}
        opened={dialog === "reschedule"}
        free={allowed.has("free_reschedule")}
        busy={reschedule.isPending}
        error={message(reschedule.error)}
        fieldErrors={serverFieldErrors(reschedule.error)}
        onClose={close}
        onConfirm={(slot) =>
          reschedule.mutate(
            { bookingId: booking.id, ...slot },
            {
              onSuccess: (moved) =>
                void done(
                  t("rescheduled", {
                    code: moved.code,
                    when: formatIndiaWeekdayDateTime(moved.slotStart, lang),
                  }),
                ),
              onError: () =>
                void queryClient.invalidateQueries({ queryKey: trpc.booking.availability.queryKey() }),
            },
          )
        }
      />
      <RefundDialog
        opened={dialog === "refund"}
        amountPaise={booking.money.refundablePaise}
        busy={refund.isPending}
        error={message(refund.error)}
        onClose={close}
        onConfirm={() =>
          refund.mutate(
            { bookingId: booking.id },
            { onSuccess: () => void done(t("refundDone", { code: booking.code })) },
          )
        }
      />
      <ReviewDialog
        centreName={booking.centre.name}
        opened={dialog === "review"}
        busy={review.isPending}
        error={message(review.error)}
        fieldErrors={serverFieldErrors(review.error)}
        onClose={close}
        onSubmit={(input) =>
          review.mutate(
            { bookingId: booking.id, ...input },
            {
              // The bookings again: the server no longer offers a review of this one, on any tab.
              onSuccess: () => void done(t("reviewed")),
            },
          )
        }
      />
    </>
  );
}
