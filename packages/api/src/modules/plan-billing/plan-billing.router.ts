import {
  autopayCheckoutOutput,
  confirmMandateInput,
  confirmMonthPaymentInput,
  monthCheckoutOutput,
  monthPaymentView,
  planSubscriptionView,
  subscriptionRef,
} from "@chamak/contracts";
import { customerProcedure } from "../../procedures";
import { authorizeAutopay, confirmMandate } from "./autopay.service";
import { confirmMonthPayment, monthPayment, openMonthCheckout } from "./month-payment.service";

/** How a customer pays their plan; mounted with the plan's own procedures under `planSubscriptions`. */
export const planBillingProcedures = {
  authorizeAutopay: customerProcedure
    .input(subscriptionRef)
    .output(autopayCheckoutOutput)
    .mutation(({ ctx, input }) => authorizeAutopay(ctx.db, ctx.payments, ctx.user.id, input.subscriptionId)),
  confirmMandate: customerProcedure
    .input(confirmMandateInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => confirmMandate(ctx.db, ctx.payments, ctx.user.id, input)),
  /** Whether a month can be paid by UPI now, and which. */
  monthPayment: customerProcedure
    .input(subscriptionRef)
    .output(monthPaymentView)
    .query(({ ctx, input }) => monthPayment(ctx.db, ctx.user.id, input.subscriptionId)),
  payMonth: customerProcedure
    .input(subscriptionRef)
    .output(monthCheckoutOutput)
    .mutation(({ ctx, input }) => openMonthCheckout(ctx.db, ctx.payments, ctx.user.id, input.subscriptionId)),
  confirmMonthPayment: customerProcedure
    .input(confirmMonthPaymentInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => confirmMonthPayment(ctx.db, ctx.payments, ctx.user.id, input)),
};
