import type { BookableServiceMode, QuoteInput } from "@chamak/contracts";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import type { CartRequest } from "./booking-cart";

const NO_CART: CartRequest = { centreId: 0, vehicleTypeId: 0, items: [] };
const PIN = /^[1-9]\d{5}$/;

/** Where the vehicle is, as the booking form has it: doorstep and pick & drop are priced with its travel fee. */
export type QuoteAddress = Required<Pick<QuoteInput, "zip" | "address" | "city">>;

/**
 * The server's price for the cart: always without a promo code, and with the applied code when there is
 * one. A code that does not apply leaves the plain price in force and says why. Away from the centre the price
 * includes the travel fee for the address once its PIN is complete (asked again when typing pauses).
 */
export function useQuote(
  cart: CartRequest | null,
  serviceMode: BookableServiceMode,
  couponCode: string | null,
  address: QuoteAddress | null = null,
) {
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const [typed] = useDebouncedValue(address, 400);
  const place = serviceMode !== "at_centre" && typed && PIN.test(typed.zip) ? typed : {};
  const base = useQuery({
    ...trpc.booking.quote.queryOptions({ ...(cart ?? NO_CART), serviceMode, ...place }),
    enabled: cart !== null,
  });
  const withCoupon = useQuery({
    ...trpc.booking.quote.queryOptions({
      ...(cart ?? NO_CART),
      serviceMode,
      ...place,
      couponCode: couponCode ?? "",
    }),
    enabled: cart !== null && couponCode !== null,
  });
  const couponOk = couponCode !== null && withCoupon.isSuccess;
  return {
    quote: couponOk ? withCoupon.data : base.data,
    /** The code that is priced in, or null. */
    appliedCode: couponOk ? couponCode : null,
    coupon: couponOk ? withCoupon.data.coupon : null,
    couponChecking: couponCode !== null && withCoupon.isFetching && !withCoupon.isSuccess,
    couponError: couponCode !== null && withCoupon.isError ? serverMessage(withCoupon.error) : null,
    isPending: cart !== null && base.isPending,
    error: base.isError ? base.error : null,
    refetch: () => Promise.all([base.refetch(), couponCode !== null ? withCoupon.refetch() : null]),
  };
}
