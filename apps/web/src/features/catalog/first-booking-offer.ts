import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { formatPrice } from "./price";

/** The offer's words' values: "NEW30", 30 (% off), "₹300" (at most). */
export type OfferTerms = { code: string; percent: number; max: string };

/**
 * The first-booking offer to mention to this visitor, as the server's coupon rule says (signed out, or a
 * customer who could still use it), or null: nothing to mention, or not known yet. The site's texts describe a
 * percentage off with a cap; an offer of another shape is not mentioned.
 */
export function useFirstBookingOffer(): OfferTerms | null {
  const trpc = useTRPC();
  const offer = useQuery({ ...trpc.coupons.firstBookingOffer.queryOptions(), staleTime: 5 * 60_000 });
  const data = offer.data;
  if (!data || data.percentOff === null || data.maxDiscountPaise === null) return null;
  return { code: data.code, percent: data.percentOff, max: formatPrice(data.maxDiscountPaise) };
}
