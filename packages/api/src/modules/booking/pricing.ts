import { type CouponTerms, couponDiscount } from "@chamak/contracts";

/** A cart line priced from the database for the chosen vehicle type. */
export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  durationMinutes: number;
  driverFeePaise: number;
}

export interface BookingPrice {
  subtotalPaise: number;
  driverFeePaise: number;
  travelFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  durationMinutes: number;
}

/**
 * Server-side price of a booking. Pick & drop costs the centre's own fee when it sets one, otherwise the
 * first service's driver fee (the legacy rule). A doorstep or pick & drop address beyond the centre's first travel
 * fee band pays that band's fee (reach.ts). Coupons discount the services, never the fees.
 */
export function priceBooking(input: {
  lines: readonly PricedLine[];
  pickDrop: boolean;
  centrePickDropFeePaise: number | null;
  travelFeePaise: number;
  coupon: CouponTerms | null;
}): BookingPrice {
  const subtotalPaise = input.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const durationMinutes = input.lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0);
  const driverFeePaise = input.pickDrop
    ? (input.centrePickDropFeePaise ?? input.lines[0]?.driverFeePaise ?? 0)
    : 0;
  const discountPaise = input.coupon ? couponDiscount(input.coupon, subtotalPaise) : 0;
  return {
    subtotalPaise,
    driverFeePaise,
    travelFeePaise: input.travelFeePaise,
    discountPaise,
    totalPaise: subtotalPaise + driverFeePaise + input.travelFeePaise - discountPaise,
    durationMinutes,
  };
}
