import { addDays, DASHBOARD_MAX_DAYS, daysBetween, indiaDate } from "@chamak/contracts";

export type DashboardSearch = { from?: string | undefined; to?: string | undefined };
export type RangePreset = "last7" | "last30" | "next7" | "custom";

export const PRESETS: { value: RangePreset; label: string }[] = [
  { value: "last7", label: "Last 7 days" },
  { value: "last30", label: "Last 30 days" },
  { value: "next7", label: "Next 7 days" },
  { value: "custom", label: "Custom" },
];

export function presetRange(
  preset: Exclude<RangePreset, "custom">,
  today = indiaDate(),
): { from: string; to: string } {
  if (preset === "last7") return { from: addDays(today, -6), to: today };
  if (preset === "next7") return { from: today, to: addDays(today, 6) };
  return { from: addDays(today, -29), to: today };
}

/** The range to show: the search's when it is sensible, else the last 30 days. */
export function resolveRange(search: DashboardSearch, today = indiaDate()): { from: string; to: string } {
  const fallback = presetRange("last30", today);
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  const days = daysBetween(from, to) + 1;
  return days >= 1 && days <= DASHBOARD_MAX_DAYS ? { from, to } : fallback;
}

export function presetOf(range: { from: string; to: string }, today = indiaDate()): RangePreset {
  for (const preset of ["last7", "last30", "next7"] as const) {
    const r = presetRange(preset, today);
    if (r.from === range.from && r.to === range.to) return preset;
  }
  return "custom";
}
