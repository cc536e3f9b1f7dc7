import { DRIVER_FEE_MAX_PAISE, PRICE_LIMITS_PAISE } from "@chamak/contracts";
import type { NumberInputProps } from "@mantine/core";

/**
 * A rupee amount's field: ₹, Indian digit grouping ("₹1,00,000", as the limits' messages write them) and paise.
 * A value over the limit is kept as typed and refused by the schema with its message (never clamped silently).
 */
export const RUPEE_INPUT = {
  prefix: "₹",
  thousandSeparator: ",",
  thousandsGroupStyle: "lakh",
  decimalScale: 2,
  clampBehavior: "none",
} as const satisfies Partial<NumberInputProps>;

/** A service's price for a vehicle type: the contracts' one limit. */
export const PRICE_INPUT = {
  ...RUPEE_INPUT,
  min: PRICE_LIMITS_PAISE.min / 100,
  max: PRICE_LIMITS_PAISE.max / 100,
} as const satisfies Partial<NumberInputProps>;

/** A service's pick & drop driver fee. */
export const DRIVER_FEE_INPUT = {
  ...RUPEE_INPUT,
  min: 0,
  max: DRIVER_FEE_MAX_PAISE / 100,
} as const satisfies Partial<NumberInputProps>;
