import { couponCreateInput, couponIdInput, couponOutput } from "@chamak/contracts";
import { z } from "zod";
import { adminActor } from "../../lib/admin-actor";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { createCoupon, listCoupons, retireCoupon } from "./coupon-admin.service";

/** Promo codes: list, create, retire. */
export const adminCouponsRouter = router({
  list: adminProcedure.output(z.array(couponOutput)).query(({ ctx }) => listCoupons(ctx.db)),
  create: adminProcedure
    .input(couponCreateInput)
    .output(couponOutput)
    .mutation(({ ctx, input }) => createCoupon(ctx.db, adminActor(ctx), input)),
  retire: adminProcedure
    .input(couponIdInput)
    .output(couponOutput)
    .mutation(({ ctx, input }) => retireCoupon(ctx.db, adminActor(ctx), input.couponId)),
});
