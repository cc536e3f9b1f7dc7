/**
 * How long a washer or driver takes between two places: the straight-line distance (the gazetteer's) times a
 * road factor, at a city speed, rounded up to whole steps so the day's plan stays on a readable grid. One place
 * to tune it for a city; the server plans with it and the console shows the same minutes.
 */
export const FIELD_TRAVEL = {
  /** Roads are longer than the straight line: about 1.4× in Indian cities. */
  roadFactor: 1.4,
  /** A two-wheeler or car across town at busy hours. */
  cityKmPerHour: 20,
  /** Travel is held in whole steps of this many minutes. */
  stepMinutes: 5,
} as const;

/**
 * Minutes to travel `km` in a straight line, by road at city speed, rounded up to a step (0 for the same place).
 * Never more for a straight line than for a way round through another place (rounding up is subadditive), which
 * is what lets a person's day keep fitting when a stop in it is given back.
 */
export function travelMinutesFor(km: number): number {
  if (km <= 0) return 0;
  const steps = (km * FIELD_TRAVEL.roadFactor * 60) / FIELD_TRAVEL.cityKmPerHour / FIELD_TRAVEL.stepMinutes;
  // At least one step for anywhere else (a distance too small to multiply still takes a moment), and a hair under
  // a whole step (float rounding: 2.0000000000000004) is that step, so the sum of two legs never falls short.
  return Math.max(1, Math.ceil(steps - 1e-9)) * FIELD_TRAVEL.stepMinutes;
}
