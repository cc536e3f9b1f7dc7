import {
  formatIndiaDateTime,
  formatRupees,
  indiaToInstant,
  type PlanSubscriptionView,
  type PlanVisitState,
  parseTime,
} from "@chamak/contracts";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useFieldMessage } from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { usePlanWords } from "../plan-words";
import type { MoveOutcome } from "./use-plan-move";
import classes from "./visit-calendar.module.css";

type Visit = PlanSubscriptionView["visits"][number];

const STATE_COLOURS: Record<PlanVisitState, string> = {
  scheduled: "blue",
  done: "teal",
  not_accessible: "orange",
  missed: "red",
  skipped: "gray",
  paused: "violet",
  cancelled: "gray",
};

type VisitCalendarProps = {
  period: { from: string; to: string };
  visits: readonly Visit[];
  /** The plan's morning window's end ("09:00"): a wash still scheduled after it may be reported missed. */
  windowEnd: string;
  now: Date;
  /** False when the plan takes no moves (cancelled, completed). */
  live: boolean;
  onSkip(date: string): Promise<MoveOutcome>;
  onReportMissed(date: string): Promise<MoveOutcome>;
};

type RowNotice = { date: string; tone: "error" | "success"; message: string };

/**
 * The period's washes, one line each (works at 360 px): the date, its state, the credit a skipped, missed or
 * paused wash gave, and the moves still open on it: "Skip" before its cut-off (saying until when), "Report
 * missed" once its window is over and it is still scheduled. A move's outcome shows on its own line.
 */
export function VisitCalendar({
  period,
  visits,
  windowEnd,
  now,
  live,
  onSkip,
  onReportMissed,
}: VisitCalendarProps) {
  const t = useT("plans");
  const words = usePlanWords();
  const fieldText = useFieldMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<RowNotice | null>(null);

  const act = async (date: string, move: (date: string) => Promise<MoveOutcome>, done: string) => {
    setBusy(date);
    setNotice(null);
    const outcome = await move(date);
    setBusy(null);
    if (outcome.ok) setNotice({ date, tone: "success", message: done });
    else
      setNotice({
        date,
        tone: "error",
        message: outcome.message ?? fieldText(outcome.fields.date) ?? t("somethingWrong"),
      });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="visits-title">
      <Title order={2} size="h4" id="visits-title">
        {t("calendarTitle", { from: words.date(period.from), to: words.date(period.to) })}
      </Title>
      {visits.length === 0 ? <Text c="gray.7">{t("calendarEmpty")}</Text> : null}
      <ul className={classes.list}>
        {visits.map((visit) => {
          const day = words.weekdayDate(visit.date);
          const canSkip =
            live && visit.state === "scheduled" && visit.skipUntil !== null && visit.skipUntil > now;
          const canReport =
            live && visit.state === "scheduled" && now >= indiaToInstant(visit.date, parseTime(windowEnd));
          return (
            <li key={visit.date} className={classes.row} aria-label={day} data-date={visit.date}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {day}
                </Text>
                <Badge color={STATE_COLOURS[visit.state]} variant="light" radius="sm">
                  {t(`visit_${visit.state}`)}
                </Badge>
              </Group>
              {visit.credited ? (
                <Text size="sm" c="teal.8">
                  {t("credited", { amount: formatRupees(visit.valuePaise) })}
                </Text>
              ) : null}
              {canSkip || canReport ? (
                <Group gap="xs" mt={4} wrap="wrap">
                  {canSkip && visit.skipUntil ? (
                    <>
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={busy === visit.date}
                        disabled={busy !== null && busy !== visit.date}
                        aria-label={t("skipLabel", { date: day })}
                        onClick={() =>
                          void act(visit.date, onSkip, t("skipped", { date: words.date(visit.date) }))
                        }
                      >
                        {t("skip")}
                      </Button>
                      <Text size="xs" c="gray.7">
                        {t("skipUntil", { time: formatIndiaDateTime(visit.skipUntil, words.lang) })}
                      </Text>
                    </>
                  ) : null}
                  {canReport ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      loading={busy === visit.date}
                      disabled={busy !== null && busy !== visit.date}
                      aria-label={t("reportMissedLabel", { date: day })}
                      onClick={() =>
                        void act(visit.date, onReportMissed, t("reported", { date: words.date(visit.date) }))
                      }
                    >
                      {t("reportMissed")}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
              {notice?.date === visit.date ? (
                <div className={classes.notice}>
                  <FormNotice tone={notice.tone} message={notice.message} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
