import { firstBookingOfferOutput } from "@chamak/contracts";
import { publicProcedure, router } from "../../trpc";
import { resolveSession } from "../accounts";
import { firstBookingOffer } from "./coupon.service";

export const couponsRouter = router({
  /**
   * Whether to mention the first-booking offer: to signed-out visitors, and to customers who could still use
   * it (the coupon's own rule). Anyone may ask; a session only narrows the answer.
   */
  firstBookingOffer: publicProcedure.output(firstBookingOfferOutput).query(async ({ ctx }) => {
    const user = await resolveSession(ctx.db, ctx.token);
    const customerId =
      user === null ? null : user.role === "user" && user.status === "active" ? user.id : undefined;
    return firstBookingOffer(ctx.db, customerId);
  }),
});
