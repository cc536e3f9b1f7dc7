import { type BookingView, formatIndiaWeekdayDateTime, type JobCardView } from "@chamak/contracts";
import { Alert, Badge, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { DamageReportDialog } from "./damage-report-dialog";
import { JobCardPhotos } from "./job-card-photos";

/** Bookings that may have a job card: checked in from confirmed or paid, read afterwards. */
const WITH_JOB_CARD: readonly BookingView["status"][] = ["paid", "confirmed", "in_progress", "completed"];
/** How often the card is asked for again while the vehicle is at the centre. */
const LIVE_MS = 10_000;

const isLive = (card: JobCardView | null | undefined, status: BookingView["status"]) =>
  card ? card.state !== "returned" : status === "confirmed" || status === "paid" || status === "in_progress";

/** The booking's job card in the profile: live status, check-in and after photos, the code prompts, damage. */
export function JobCardSection({
  booking,
  onNotice,
}: {
  booking: BookingView;
  onNotice: (text: string) => void;
}) {
  const show = WITH_JOB_CARD.includes(booking.status);
  const trpc = useTRPC();
  const card = useQuery({
    ...trpc.jobCard.mine.queryOptions({ bookingCode: booking.code }),
    enabled: show,
    refetchInterval: (query) => (isLive(query.state.data, booking.status) ? LIVE_MS : false),
  });
  if (!show || !card.data) return null;
  return <JobCardDetails card={card.data} booking={booking} onNotice={onNotice} />;
}

function JobCardDetails({
  card,
  booking,
  onNotice,
}: {
  card: JobCardView;
  booking: BookingView;
  onNotice: (text: string) => void;
}) {
  const t = useT("profile");
  const { lang } = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const report = useMutation(
    trpc.jobCard.reportDamage.mutationOptions({
      onSuccess: async () => {
        setReporting(false);
        onNotice(t("reportDamageSent"));
        await queryClient.invalidateQueries({
          queryKey: trpc.jobCard.mine.queryKey({ bookingCode: booking.code }),
        });
      },
    }),
  );
  // At the door the car never leaves: no return code, the hand-over code and the after photos are the visit's
  // (visit/visit-status-panel.tsx), so the card here is the check-in record.
  const atDoor = booking.serviceMode === "doorstep";
  const state =
    atDoor && (card.state === "done" || card.state === "returned")
      ? t("jobCardState_doneAtDoor")
      : t(`jobCardState_${card.state}`);
  const checkIn = card.photos.filter((photo) => photo.stage === "check_in");
  const after = atDoor ? [] : card.photos.filter((photo) => photo.stage === "after");
  const prompt = atDoor
    ? null
    : card.state === "checking_in"
      ? card.code
        ? t("jobCardHandoverPrompt", { phone: card.code.sentTo })
        : t("jobCardHandoverWaiting")
      : card.state === "done"
        ? card.code
          ? t("jobCardReturnPrompt", { phone: card.code.sentTo })
          : t("jobCardReturnWaiting")
        : null;
  const mayReport =
    card.complaint === null && card.complaintUntil !== null && card.complaintUntil > new Date();
  const notes = Object.entries(card.condition).filter(([, entry]) => entry?.notes);
  return (
    <Stack gap="sm" mt="md" component="section" aria-label={t("jobCardTitle")}>
      <Divider />
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t("jobCardTitle")}</Text>
        <Badge
          variant="light"
          color={card.state === "returned" ? "gray" : "teal"}
          aria-label={t("jobCardStateLabel", { state })}
        >
          {state}
        </Badge>
      </Group>
      {prompt ? (
        <Alert color="blue" variant="light" p="sm">
          {prompt}
        </Alert>
      ) : null}
      <JobCardPhotos title={t("jobCardCheckInPhotos")} photos={checkIn} />
      {notes.length > 0 || card.fuelPercent !== null || card.odometerKm !== null || card.belongings ? (
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("jobCardNotes")}
          </Text>
          {notes.map(([side, entry]) => (
            <Text key={side} size="sm">
              {t(`jobCardSide_${side as "front"}`)}: {entry?.notes}
            </Text>
          ))}
          {card.fuelPercent !== null ? (
            <Text size="sm">{t("jobCardFuel", { percent: card.fuelPercent })}</Text>
          ) : null}
          {card.odometerKm !== null ? (
            <Text size="sm">{t("jobCardOdometer", { km: card.odometerKm })}</Text>
          ) : null}
          {card.belongings ? (
            <Text size="sm">{t("jobCardBelongings", { text: card.belongings })}</Text>
          ) : null}
        </Stack>
      ) : null}
      <JobCardPhotos title={t("jobCardAfterPhotos")} photos={after} />
      {card.complaint ? (
        <Text size="sm" c="orange.8">
          {t("damageReported", { date: formatIndiaWeekdayDateTime(card.complaint.createdAt, lang) })}
        </Text>
      ) : null}
      {mayReport && card.complaintUntil ? (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ flex: "1 1 200px" }}>
            {t("reportDamageUntil", { until: formatIndiaWeekdayDateTime(card.complaintUntil, lang) })}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => setReporting(true)}>
            {t("reportDamage")}
          </Button>
        </Group>
      ) : null}
      <DamageReportDialog
        opened={reporting}
        onClose={() => {
          setReporting(false);
          report.reset();
        }}
        onSubmit={(reason) => report.mutate({ bookingCode: booking.code, reason, photoMediaIds: [] })}
        submitting={report.isPending}
        error={report.error}
      />
    </Stack>
  );
}
