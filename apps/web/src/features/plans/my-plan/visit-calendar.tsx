import {
  formatIndiaDateTime,
  formatRupees,
  indiaToInstant,
  isMadeUp,
  type PlanCreditUse,
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
  /** What the plan's terms make of a wash not given: a credit off the price, or a wash made up after the month. */
  creditUse: PlanCreditUse;
  /** The plan's morning window's end ("09:00"): a wash still scheduled after it may be reported missed. */
  windowEnd: string;
  now: Date;
  /** False when the plan takes no moves (cancelled, completed). */
  live: boolean;
  onSkip(date: string): Promise<MoveOutcome>;
  onReportMissed(date: string): Promise<MoveOutcome>;
};

/**
 * A move's outcome on its wash's line. A refusal's message is fixed when it comes back; a move done is worded from
 * the wash as the server's answer shows it (credited or made up), so it is read when the line is drawn.
 */
type RowNotice = { date: string } & (
  | { tone: "error"; message: string }
  | { tone: "success"; move: "skipped" | "reported" }
);

/**
 * The period's washes, one line each (works at 360 px): the date, its state, a make-up wash's tag, what a skipped,
 * missed or paused wash became (its credit, or made up after the month), and the moves still open on it: "Skip"
 * before its cut-off (saying until when), "Report missed" once its window is over and it is still scheduled. A
 * move's outcome shows on its own line.
 */
export function VisitCalendar({
  period,
  visits,
  creditUse,
  windowEnd,
  now,
  live,
  onSkip,
  onReportMissed,
}: VisitCalendarProps) {
  const t = useT("plans");
  const words = usePlanWords();
  const fieldText = useFieldMessage();
  // A wash the customer did not get on a plan whose credits extend it: made up after the month's last day.
  const madeUpLater = (visit: Visit) => isMadeUp(visit.state, { creditUse });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<RowNotice | null>(null);

  const act = async (
    date: string,
    move: (date: string) => Promise<MoveOutcome>,
    done: "skipped" | "reported",
  ) => {
    setBusy(date);
    setNotice(null);
    const outcome = await move(date);
    setBusy(null);
    if (outcome.ok) setNotice({ date, tone: "success", move: done });
    else
      setNotice({
        date,
        tone: "error",
        message: outcome.message ?? fieldText(outcome.fields.date) ?? t("somethingWrong"),
      });
  };

  /** What a move done says, from the wash as it is now: "skipped and credited", "skipped; made up", or just done. */
  const doneText = (visit: Visit, move: "skipped" | "reported") => {
    const date = words.date(visit.date);
    if (visit.credited) return t(move, { date });
    if (madeUpLater(visit)) return t(move === "skipped" ? "skippedMadeUp" : "reportedMadeUp", { date });
    return t(move === "skipped" ? "skippedOnly" : "reportedOnly", { date });
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
                <Group gap={6} wrap="wrap">
                  <Text fw={600} size="sm">
                    {day}
                  </Text>
                  {visit.makeUp ? (
                    <Badge color="grape" variant="outline" radius="sm" size="sm">
                      {t("makeUpWash")}
                    </Badge>
                  ) : null}
                </Group>
                <Badge color={STATE_COLOURS[visit.state]} variant="light" radius="sm">
                  {t(`visit_${visit.state}`)}
                </Badge>
              </Group>
              {visit.credited ? (
                <Text size="sm" c="teal.8">
                  {t("credited", { amount: formatRupees(visit.valuePaise) })}
                </Text>
              ) : madeUpLater(visit) ? (
                <Text size="sm" c="grape.8">
                  {t("madeUpLater")}
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
                        onClick={() => void act(visit.date, onSkip, "skipped")}
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
                      onClick={() => void act(visit.date, onReportMissed, "reported")}
                    >
                      {t("reportMissed")}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
              {notice?.date === visit.date ? (
                <div className={classes.notice}>
                  <FormNotice
                    tone={notice.tone}
                    message={notice.tone === "error" ? notice.message : doneText(visit, notice.move)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
