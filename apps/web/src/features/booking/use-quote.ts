import type { ServiceMode } from "@chamak/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import type { CartRequest } from "./booking-cart";

const NO_CART: CartRequest = { centreId: 0, vehicleTypeId: 0, items: [] };

/**
 * The server's price for the cart: always without a promo code, and with the applied code when there is
 * one. A code that does not apply leaves the plain price in force and says why.
 */
export function useQuote(cart: CartRequest | null, serviceMode: ServiceMode, couponCode: string | null) {
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const base = useQuery({
    ...trpc.booking.quote.queryOptions({ ...(cart ?? NO_CART), serviceMode }),
    enabled: cart !== null,
  });
  const withCoupon = useQuery({
    ...trpc.booking.quote.queryOptions({ ...(cart ?? NO_CART), serviceMode, couponCode: couponCode ?? "" }),
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
