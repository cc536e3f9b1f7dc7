import {
  formatClock,
  formatIndiaDate,
  formatIndiaWeekdayDate,
  indiaToInstant,
  type PlanCreditUse,
  type PlanFrequency,
} from "@chamak/contracts";
import type { MessageKey } from "@chamak/i18n";
import { useCallback } from "react";
import { useLang, useT } from "../../lib/i18n";

// How a plan reads to a customer, in their language: its days in words, its morning window, its terms in a
// line, and a plan's dates. Shared by the centre's page, subscribing and the plan's own page.

type PlanDays = { frequency: PlanFrequency; weekdays: readonly number[] };
type PlanTerms = { skipNoticeHours: number; maxPauseDaysPerMonth: number; creditUse: PlanCreditUse };

/** Noon India time on a YYYY-MM-DD date: the instant the date formatters read as that date. */
export const dateInstant = (date: string) => indiaToInstant(date, 12 * 60);

export function usePlanWords() {
  const t = useT("plans");
  const { lang } = useLang();
  const dayNames = useCallback(
    // Sunday last, as a week reads in India.
    (weekdays: readonly number[]) =>
      [...weekdays]
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
        .map((day) => t(`weekday_${day}` as MessageKey<"plans">))
        .join(", "),
    [t],
  );
  const days = useCallback(
    ({ frequency, weekdays }: PlanDays) => {
      if (frequency === "daily")
        return weekdays.length ? t("days_dailyExcept", { days: dayNames(weekdays) }) : t("days_daily");
      if (frequency === "alternate_days") return t("days_alternate_days");
      return t(`days_${frequency}`, { days: dayNames(weekdays) });
    },
    [t, dayNames],
  );
  const window = useCallback(
    (plan: { windowStart: string; windowEnd: string }) =>
      t("window", { from: formatClock(plan.windowStart, lang), to: formatClock(plan.windowEnd, lang) }),
    [t, lang],
  );
  // What a wash the customer does not get becomes: its share off the month's price, or a wash after the month.
  const terms = useCallback(
    (plan: PlanTerms) =>
      [
        plan.creditUse === "next_charge"
          ? t("termsSkip", { hours: plan.skipNoticeHours })
          : t("termsSkipNotice", { hours: plan.skipNoticeHours }),
        plan.maxPauseDaysPerMonth > 0
          ? t("termsPause", { days: plan.maxPauseDaysPerMonth })
          : t("termsNoPause"),
        t(`termsCredit_${plan.creditUse}`),
      ].join(" · "),
    [t],
  );
  const date = useCallback((value: string) => formatIndiaDate(dateInstant(value), lang), [lang]);
  const weekdayDate = useCallback(
    (value: string) => formatIndiaWeekdayDate(dateInstant(value), lang),
    [lang],
  );
  return { days, window, terms, date, weekdayDate, lang };
}

/** A plan's state's badge colour: on hold red, waiting for its mandate yellow, active teal, the rest grey. */
export function stateColour(state: string): string {
  if (state === "halted") return "red";
  if (state === "awaiting_payment") return "yellow";
  return state === "active" ? "teal" : "gray";
}
