import {
  cancelPlanInput,
  centrePlansInput,
  pausePlanInput,
  planInsights,
  planSubscriberRow,
  planSubscriptionView,
  planVisitInput,
  societyCount,
  societyCountsInput,
  subscribeInput,
  subscriptionRef,
  washPlanInput,
  washPlanView,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure, customerProcedure, publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "../centre";
import { cancelPlan, pausePlan, reportMissedVisit, skipVisit } from "./customer-moves.service";
import { centrePlanInsights } from "./plan-insights";
import { subscribe } from "./subscribe.service";
import { centreSubscribers, societyCounts } from "./subscribers.service";
import { mySubscriptions, subscriptionView } from "./subscription-view";
import { centrePlans, plansOnOffer, savePlan } from "./wash-plan.service";

const plansOutput = z.array(washPlanView);

/** A centre's monthly doorstep plans: the console defines them, a centre's page offers them. */
export const washPlansRouter = router({
  list: centreProcedure("plans.view")
    .output(plansOutput)
    .query(({ ctx }) => centrePlans(ctx.db, vendorActor(ctx).centre.id)),
  save: centreProcedure("plans.manage")
    .input(washPlanInput)
    .output(plansOutput)
    .mutation(({ ctx, input }) => savePlan(ctx.db, vendorActor(ctx), input)),
  onOffer: publicProcedure
    .input(centrePlansInput)
    .output(plansOutput)
    .query(({ ctx, input }) => plansOnOffer(ctx.db, input.centreId)),
});

/** A customer's plans: subscribing, the month's washes, skips, pauses, missed washes, cancelling. */
export const planSubscriptionProcedures = {
  subscribe: customerProcedure
    .input(subscribeInput)
    .output(planSubscriptionView)
    .mutation(async ({ ctx, input }) =>
      subscriptionView(ctx.db, ctx.user.id, await subscribe(ctx.db, ctx.user.id, input)),
    ),
  mine: customerProcedure
    .output(z.array(planSubscriptionView))
    .query(({ ctx }) => mySubscriptions(ctx.db, ctx.user.id)),
  get: customerProcedure
    .input(subscriptionRef)
    .output(planSubscriptionView)
    .query(({ ctx, input }) => subscriptionView(ctx.db, ctx.user.id, input.subscriptionId)),
  skip: customerProcedure
    .input(planVisitInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => skipVisit(ctx.db, ctx.user.id, input)),
  reportMissed: customerProcedure
    .input(planVisitInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => reportMissedVisit(ctx.db, ctx.user.id, input)),
  pause: customerProcedure
    .input(pausePlanInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => pausePlan(ctx.db, ctx.user.id, input)),
  cancel: customerProcedure
    .input(cancelPlanInput)
    .output(planSubscriptionView)
    .mutation(({ ctx, input }) => cancelPlan(ctx.db, ctx.user.id, input)),
};

/**
 * The centre's subscribers, each morning's washes by society, and its renewals at risk with churn and revenue per
 * month (the console's Plans page).
 */
export const planSubscribersRouter = router({
  list: centreProcedure("plans.view")
    .output(z.array(planSubscriberRow))
    .query(({ ctx }) => centreSubscribers(ctx.db, vendorActor(ctx).centre.id)),
  societyCounts: centreProcedure("plans.view")
    .input(societyCountsInput)
    .output(z.array(societyCount))
    .query(({ ctx, input }) => societyCounts(ctx.db, vendorActor(ctx).centre.id, input.date)),
  insights: centreProcedure("plans.view")
    .output(planInsights)
    .query(({ ctx }) => centrePlanInsights(ctx.db, vendorActor(ctx).centre.id)),
});
