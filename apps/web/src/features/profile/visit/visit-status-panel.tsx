import {
  type BookingView,
  formatIndiaWeekdayDateTime,
  formatRupees,
  isFieldMode,
  type VisitStatusView,
} from "@chamak/contracts";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type Lang, useLang, useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useServerMessage } from "../../forms/field-message";
import { PhotoGrid } from "../photo-grid";
import { CallWasherButton } from "./call-washer-button";
import { HandoverCode } from "./handover-code";
import { VisitSteps } from "./visit-steps";
import { clockOf } from "./visit-time";

/** How often the visit is asked for again while it is under way. */
export const VISIT_POLL_MS = 15_000;
/** A visit stays on the booking this long after the booking is completed (the after photos). */
const JUST_DONE_MS = 24 * 3_600_000;
/** Bookings whose visit is going on: the washer may be assigned, on the way, at the car. */
const LIVE: readonly BookingView["status"][] = ["paid", "confirmed", "in_progress"];

/** Bookings whose visit was lately over: done, or a no-show because the car could not be reached. */
const ENDED: readonly BookingView["status"][] = ["completed", "no_show"];

/**
 * Whether a booking shows its visit: a doorstep or pick & drop booking that is live or ended lately (a car not
 * accessible makes the booking a no-show at once; the panel shows that visit only, not a centre's no-show).
 */
export function showsVisit(booking: BookingView, now = Date.now()): boolean {
  if (!isFieldMode(booking.serviceMode)) return false;
  if (LIVE.includes(booking.status)) return true;
  const endedAt = Math.max(booking.updatedAt.getTime(), booking.slotEnd.getTime());
  return ENDED.includes(booking.status) && now - endedAt < JUST_DONE_MS;
}

/** Whether the visit has nothing more to come: done, or the car could not be reached. */
const isOver = (visit: VisitStatusView | undefined) =>
  visit?.status === "done" || visit?.status === "not_accessible";

/** The one sentence saying where the visit is, in the reader's language. */
function useHeadline() {
  const t = useT("profile");
  return (visit: VisitStatusView, lang: Lang): string => {
    const name = visit.washerFirstName ?? t("visit.yourWasher");
    switch (visit.status) {
      case "assigned":
        return visit.washerFirstName
          ? t("visit.status_assigned", { name })
          : t("visit.status_assignedNobody");
      case "on_the_way":
        return visit.etaAt
          ? t("visit.status_on_the_way", { name, eta: clockOf(visit.etaAt, lang) })
          : t("visit.status_on_the_wayNoEta", { name });
      case "arrived":
        return visit.arrivedAt
          ? t("visit.status_arrived", { name, time: clockOf(visit.arrivedAt, lang) })
          : t("visit.status_arrivedNoTime", { name });
      case "not_accessible":
        return t("visit.status_not_accessible", { name });
      case "missed": {
        // The server gives when and the credit with the status; the window's end stands in should it not.
        const time = clockOf(visit.missed?.by ?? visit.arrivalWindow.to, lang);
        const credit = visit.missed?.creditPaise ?? 0;
        return credit > 0
          ? t("visit.status_missed", { time, amount: formatRupees(credit) })
          : t("visit.status_missedNoCredit", { time });
      }
      case "washing":
        return t("visit.status_washing");
      case "done":
        return t("visit.status_done");
    }
  };
}

/**
 * A doorstep or pick & drop booking's live visit, inside its card: who comes and the arrival window, the steps
 * (assigned, on the way with the washer's ETA, arrived, washing, done with the after photos, or "could not reach
 * your car" with the washer's photo, or "nobody reached your car" with the credit and a one-tap rebooking), the
 * hand-over code until the car is handed over, and a masked call to the washer. Asked for again every 15 s while
 * the booking is live, until the visit is over (a missed visit is not: the booking still waits for its new time).
 */
export function VisitStatusPanel({ booking }: { booking: BookingView }) {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const live = LIVE.includes(booking.status);
  const visit = useQuery({
    ...trpc.visit.status.queryOptions({ bookingCode: booking.code }),
    refetchInterval: (query) => (live && !isOver(query.state.data) ? VISIT_POLL_MS : false),
  });
  const over = isOver(visit.data);
  // The visit is over while the card still shows the booking as live: the card's status, price and actions follow.
  useEffect(() => {
    if (over && live) void queryClient.invalidateQueries({ queryKey: trpc.booking.mine.queryKey() });
  }, [over, live, queryClient, trpc]);
  // A no-show shows its visit only when the washer came and could not reach the car.
  if (booking.status === "no_show" && visit.data?.status !== "not_accessible") return null;

  return (
    <Paper
      component="section"
      aria-label={t("visit.title")}
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      mb="sm"
      bg="teal.0"
    >
      <Stack gap="sm">
        {visit.data ? (
          <VisitDetails visit={visit.data} bookingCode={booking.code} />
        ) : visit.isError ? (
          <Text size="sm" c="dimmed">
            {t("visit.loadFailed")}
          </Text>
        ) : (
          <Stack gap={6}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={12} w="40%" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function VisitDetails({ visit, bookingCode }: { visit: VisitStatusView; bookingCode: string }) {
  const t = useT("profile");
  const { lang } = useLang();
  const headline = useHeadline()(visit, lang);
  const name = visit.washerFirstName;
  const done = visit.status === "done";
  const coming = visit.status === "assigned" || visit.status === "on_the_way";
  return (
    <>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>{t("visit.title")}</Text>
        {coming ? (
          <Text size="sm" fw={600}>
            {t("visit.arriving", {
              from: clockOf(visit.arrivalWindow.from, lang),
              to: clockOf(visit.arrivalWindow.to, lang),
            })}
          </Text>
        ) : null}
      </Group>
      <VisitSteps status={visit.status} />
      <Text
        size="md"
        fw={600}
        c={visit.status === "not_accessible" || visit.status === "missed" ? "red.8" : undefined}
        aria-live="polite"
      >
        {headline}
      </Text>
      <RebookMissedVisit visit={visit} bookingCode={bookingCode} />
      {visit.status === "not_accessible" ? (
        <>
          <Text size="sm">{t("visit.notAccessibleHelp")}</Text>
          {visit.notAccessiblePhoto ? (
            <PhotoGrid
              photos={[visit.notAccessiblePhoto]}
              altOf={() => t("visit.notAccessiblePhoto", { name: name ?? t("visit.yourWasher") })}
            />
          ) : null}
        </>
      ) : null}
      {visit.handoverCode ? <HandoverCode code={visit.handoverCode} washerName={name} /> : null}
      {done && visit.afterPhotos.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("visit.afterPhotos")}
          </Text>
          <PhotoGrid
            photos={visit.afterPhotos}
            altOf={(index) => t("visit.afterPhotoAlt", { number: index + 1 })}
          />
        </Stack>
      ) : null}
      {name && !isOver(visit) ? <CallWasherButton bookingCode={bookingCode} washerName={name} /> : null}
    </>
  );
}

/**
 * "Rebook at the next free time" while the visit was missed: the server moves the booking to the next time the
 * centre can serve it, the credit kept. On success the new time stays said (the visit goes back to "assigned")
 * and the bookings and the visit are asked for again; a refusal shows right under the button.
 */
function RebookMissedVisit({ visit, bookingCode }: { visit: VisitStatusView; bookingCode: string }) {
  const t = useT("profile");
  const { lang } = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverMessage = useServerMessage();
  const rebook = useMutation(
    trpc.visit.rebook.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.booking.mine.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.visit.status.queryKey({ bookingCode }) });
      },
    }),
  );
  const missed = visit.status === "missed";
  if (!missed && rebook.isIdle) return null;
  const moved = rebook.data;
  return (
    <Stack gap={6}>
      {missed && !moved ? (
        <Button
          color="teal"
          size="md"
          onClick={() => rebook.mutate({ bookingCode })}
          loading={rebook.isPending}
          w={{ base: "100%", xs: "auto" }}
          style={{ alignSelf: "flex-start" }}
        >
          {t("visit.rebook")}
        </Button>
      ) : null}
      <div aria-live="polite">
        {rebook.isError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {serverMessage(rebook.error) ?? t("visit.rebookFailed")}
          </Alert>
        ) : null}
        {moved ? (
          <Text size="sm" fw={600} c="teal.9">
            {moved.creditPaise > 0
              ? t("visit.rebooked", {
                  when: formatIndiaWeekdayDateTime(moved.slotStart, lang),
                  amount: formatRupees(moved.creditPaise),
                })
              : t("visit.rebookedNoCredit", { when: formatIndiaWeekdayDateTime(moved.slotStart, lang) })}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
