/**
 * A centre's travel fee: an address more than `beyondKm` from the centre (in a straight line, as its service area
 * is measured) pays `feePaise` for the furthest band it passes; nearer than every band, nothing. Bands rise in
 * distance and never fall in fee (travelFeeBandsSchema checks it).
 */
export interface TravelFeeBand {
  beyondKm: number;
  feePaise: number;
}

/** The most bands a centre sets: enough for "free to 3 km, ₹49 to 6, ₹99 to 10, ₹149 beyond". */
export const MAX_TRAVEL_FEE_BANDS = 5;

export function travelFeeFor(bands: readonly TravelFeeBand[], km: number): number {
  let feePaise = 0;
  for (const band of bands) if (km > band.beyondKm) feePaise = band.feePaise;
  return feePaise;
}
