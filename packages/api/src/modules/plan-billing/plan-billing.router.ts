import {
  autopayCheckoutOutput,
  confirmMandateInput,
  planSubscriptionView,
  subscriptionRef,
} from "@chamak/contracts";
import { customerProcedure } from "../../procedures";
import { authorizeAutopay, confirmMandate } from "./autopay.service";

/** A subscription's UPI AutoPay mandate; mounted with the plan's own procedures under `planSubscriptions`. */
export const autopayProcedures = {
  authorizeAutopay: customerProcedure
    .input(subscriptionRef)
    .output(autopayCheckoutOutput)
    .mutation(({ ctx, input }) => authorizeAutopay(ctx.db, ctx.payments, ctx.user.id, input.subscriptionId)),
  confirmMandate: customerProcedure
    .input(confirmMandateInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => confirmMandate(ctx.db, ctx.payments, ctx.user.id, input)),
};
