import {
  type AdminBookingDetail,
  type AdminDispute,
  formatIndiaDateTime,
  formatIndiaTime,
  formatIndiaWeekdayDate,
} from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { AnchorLink, fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { DisputeJobCardEvidence } from "../job-card/job-card-evidence";
import { BookingMoneyTable } from "../shared/booking-money-table";
import { DetailField } from "../shared/detail-field";
import { SERVICE_MODE_LABELS } from "../shared/labels";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { ReasonModal } from "../shared/reason-modal";
import { ServiceAddressField } from "../shared/service-address-field";
import { BookingBadges } from "../shared/status-badges";
import { AuditTrail } from "./audit-trail";
import { RefundModal } from "./refund-modal";
import { ResolveDisputeModal } from "./resolve-dispute-modal";

type Dialog =
  | { kind: "cancel" }
  | { kind: "refund" }
  | { kind: "dispute" }
  | { kind: "resolve"; dispute: AdminDispute }
  | null;

/** One booking in full: money, disputes, the audit trail, and the admin's actions on it. */
export function BookingDetailPage({ bookingId }: { bookingId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery(trpc.admin.bookings.get.queryOptions({ bookingId }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = async (message: string, next?: AdminBookingDetail) => {
    setDialog(null);
    setNotice(message);
    if (next) queryClient.setQueryData(trpc.admin.bookings.get.queryKey({ bookingId }), next);
    await queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.admin.disputes.pathKey() });
  };
  const cancel = useMutation(
    trpc.admin.bookings.cancel.mutationOptions({
      onSuccess: (next) => refresh("The booking is cancelled; the customer has been told.", next),
    }),
  );
  const refund = useMutation(
    trpc.admin.bookings.refund.mutationOptions({
      onSuccess: (next) => refresh("Refund requested. It is processed in the background.", next),
    }),
  );
  const openDispute = useMutation(
    trpc.admin.disputes.open.mutationOptions({ onSuccess: () => refresh("Dispute opened.") }),
  );
  const resolve = useMutation(
    trpc.admin.disputes.resolve.mutationOptions({ onSuccess: () => refresh("Dispute resolved.") }),
  );
  const show = (next: Dialog) => {
    for (const m of [cancel, refund, openDispute, resolve]) m.reset();
    setNotice(null);
    setDialog(next);
  };

  if (detail.isPending) return <LoadingState label="Loading the booking…" />;
  if (detail.isError) {
    return (
      <ErrorState
        title="This booking could not load"
        message={messageOf(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const booking = detail.data;
  const openDisputes = booking.disputes.filter((d) => d.status === "open");
  const { money } = booking;
  // What the server lets an admin do now (the same rules it enforces).
  const canRefund = booking.allowedActions.includes("refund");
  const canCancel = booking.allowedActions.includes("cancel");

  return (
    <Stack gap="md">
      <AnchorLink to="/admin/bookings" size="sm">
        ← All bookings
      </AnchorLink>
      <PageHeader
        title={`Booking ${booking.code}`}
        description={`${formatIndiaWeekdayDate(booking.slotStart)}, ${formatIndiaTime(booking.slotStart)} – ${formatIndiaTime(booking.slotEnd)} at ${booking.centre.name}`}
        actions={
          <>
            {openDisputes.length === 0 ? (
              <Button variant="default" onClick={() => show({ kind: "dispute" })}>
                Open dispute
              </Button>
            ) : null}
            <Button
              variant="light"
              color="orange"
              disabled={!canRefund}
              onClick={() => show({ kind: "refund" })}
            >
              Refund
            </Button>
            {canCancel ? (
              <Button variant="light" color="red" onClick={() => show({ kind: "cancel" })}>
                Cancel booking
              </Button>
            ) : null}
          </>
        }
      />
      <Group gap={6}>
        <BookingBadges booking={booking} />
        {openDisputes.length > 0 ? <Badge color="orange">Open dispute</Badge> : null}
      </Group>
      <Notice text={notice} onClose={() => setNotice(null)} />
      {booking.cancelReason ? (
        <Alert color="gray" variant="light" title={`Cancelled by ${booking.cancelledBy ?? "someone"}`}>
          {booking.cancelReason}
          {booking.companyChoice ? ` · customer chose a ${booking.companyChoice}` : ""}
        </Alert>
      ) : null}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Card withBorder padding="lg">
              <Stack gap={6}>
                <Title order={2} size="h4">
                  Details
                </Title>
                <DetailField label="Customer">
                  {booking.customer.name} ·{" "}
                  {booking.customer.email ? (
                    <>
                      <Anchor href={`mailto:${booking.customer.email}`}>{booking.customer.email}</Anchor> ·{" "}
                    </>
                  ) : null}
                  <Anchor href={`tel:+91${booking.contactMobile}`}>{booking.contactMobile}</Anchor>
                </DetailField>
                <DetailField label="Centre">
                  <AnchorLink to="/admin/bookings" search={{ centre: String(booking.centre.id) }}>
                    {booking.centre.name}
                  </AnchorLink>
                  , {booking.centre.city} ·{" "}
                  <Anchor href={`tel:+91${booking.centre.mobile}`}>{booking.centre.mobile}</Anchor>
                </DetailField>
                <DetailField label="Vehicle">
                  {booking.vehicleType.name} · {booking.vehicleNumber}
                  {booking.brand ? ` · ${booking.brand}` : ""}
                </DetailField>
                <DetailField label="Service">{SERVICE_MODE_LABELS[booking.serviceMode]}</DetailField>
                <ServiceAddressField booking={booking} />
                <DetailField label="Booked">{formatIndiaDateTime(booking.createdAt)}</DetailField>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                Items and money
              </Title>
              <BookingMoneyTable booking={booking} />
              <Title order={3} size="h5" mt="md" mb={4}>
                Payments
              </Title>
              {booking.payments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No payments.
                </Text>
              ) : (
                booking.payments.map((payment) => (
                  <Text size="sm" key={payment.id}>
                    {payment.method === "cash" ? "Cash" : "UPI"} {formatRupees(payment.amountPaise)} ·{" "}
                    {payment.state}
                    {payment.razorpayPaymentId ? ` · ${payment.razorpayPaymentId}` : ""}
                    {payment.capturedAt ? ` · ${formatIndiaDateTime(payment.capturedAt)}` : ""}
                    {payment.failureReason ? ` · ${payment.failureReason}` : ""}
                  </Text>
                ))
              )}
              <Title order={3} size="h5" mt="md" mb={4}>
                Refunds
              </Title>
              {booking.refunds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No refunds.
                </Text>
              ) : (
                booking.refunds.map((r) => (
                  <Text size="sm" key={r.id} c={r.status === "failed" ? "red.8" : undefined}>
                    {formatRupees(r.amountPaise)} · {r.status} · {r.reason} ·{" "}
                    {formatIndiaDateTime(r.createdAt)}
                    {r.failureReason ? ` · Razorpay: ${r.failureReason}` : ""}
                  </Text>
                ))
              )}
              <Text size="sm" mt="xs">
                Paid online {formatRupees(money.capturedPaise)}
                {money.cashPaise > 0 ? `, in cash ${formatRupees(money.cashPaise)}` : ""} · refunded{" "}
                {formatRupees(money.refundedPaise)}
                {money.refundPendingPaise > 0
                  ? ` · being refunded ${formatRupees(money.refundPendingPaise)}`
                  : ""}{" "}
                · refundable {formatRupees(money.refundablePaise)}
              </Text>
              {money.refundFailedPaise > 0 && money.refundablePaise > 0 ? (
                <Text size="sm" c="red.8" fw={600}>
                  A refund failed: the customer has not received it. Refund again to retry.
                </Text>
              ) : null}
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                Disputes
              </Title>
              {booking.disputes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No disputes.
                </Text>
              ) : (
                <Stack gap="sm">
                  {booking.disputes.map((dispute) => (
                    <Card
                      key={dispute.id}
                      withBorder
                      padding="sm"
                      bg={dispute.status === "open" ? "orange.0" : undefined}
                    >
                      <Group justify="space-between" align="flex-start" gap="xs">
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {dispute.reason}
                          </Text>
                          <Text size="xs" c="dimmed">
                            Opened {formatIndiaDateTime(dispute.createdAt)} by {dispute.raisedBy.name}
                          </Text>
                          {dispute.resolution ? (
                            <Text size="sm">
                              Resolution: {dispute.resolution}
                              {dispute.resolvedAt ? ` (${formatIndiaDateTime(dispute.resolvedAt)})` : ""}
                            </Text>
                          ) : null}
                          <DisputeJobCardEvidence disputeId={dispute.id} />
                        </Stack>
                        {dispute.status === "open" ? (
                          <Button size="xs" onClick={() => show({ kind: "resolve", dispute })}>
                            Resolve
                          </Button>
                        ) : (
                          <Badge color="teal" variant="light">
                            Resolved
                          </Badge>
                        )}
                      </Group>
                    </Card>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              Audit trail
            </Title>
            <AuditTrail entries={booking.audit} />
          </Card>
        </Grid.Col>
      </Grid>

      <ReasonModal
        opened={dialog?.kind === "cancel"}
        onClose={() => setDialog(null)}
        title={`Cancel booking ${booking.code}?`}
        description="The customer and the centre are told. The customer may then reschedule for free or take a full refund."
        label="Reason for the customer"
        confirmLabel="Cancel booking"
        pending={cancel.isPending}
        error={cancel.isError && !fieldErrorsOf(cancel.error).reason ? messageOf(cancel.error) : null}
        fieldError={fieldErrorsOf(cancel.error).reason}
        onConfirm={(reason) => cancel.mutate({ bookingId, reason })}
      />
      <RefundModal
        opened={dialog?.kind === "refund"}
        onClose={() => setDialog(null)}
        remainingPaise={money.refundablePaise}
        pending={refund.isPending}
        error={
          refund.isError && Object.keys(fieldErrorsOf(refund.error)).length === 0
            ? messageOf(refund.error)
            : null
        }
        fieldErrors={fieldErrorsOf(refund.error)}
        onConfirm={(input) => refund.mutate({ bookingId, ...input })}
      />
      <ReasonModal
        opened={dialog?.kind === "dispute"}
        onClose={() => setDialog(null)}
        title="Open a dispute"
        description="Record what the customer or centre complains about. Resolve it here once decided."
        label="What is disputed"
        confirmLabel="Open dispute"
        color="orange"
        pending={openDispute.isPending}
        error={
          openDispute.isError && !fieldErrorsOf(openDispute.error).reason
            ? messageOf(openDispute.error)
            : null
        }
        fieldError={fieldErrorsOf(openDispute.error).reason}
        onConfirm={(reason) => openDispute.mutate({ bookingId, reason })}
      />
      <ResolveDisputeModal
        opened={dialog?.kind === "resolve"}
        onClose={() => setDialog(null)}
        disputeReason={dialog?.kind === "resolve" ? dialog.dispute.reason : ""}
        remainingPaise={money.refundablePaise}
        pending={resolve.isPending}
        error={
          resolve.isError && Object.keys(fieldErrorsOf(resolve.error)).length === 0
            ? messageOf(resolve.error)
            : null
        }
        fieldErrors={fieldErrorsOf(resolve.error)}
        onConfirm={(input) =>
          dialog?.kind === "resolve" && resolve.mutate({ disputeId: dialog.dispute.id, ...input })
        }
      />
    </Stack>
  );
}
