import { z } from "zod";
import { type FieldLabel, fieldLabel, zodMessage } from "../messages";
import {
  PLAN_BILLINGS,
  PLAN_CREDIT_USES,
  PLAN_FREQUENCIES,
  PLAN_LIMITS,
  PLAN_SUBSCRIPTION_STATES,
  PLAN_VISIT_STATES,
} from "../wash-plan-rules";
import { bookingMoneyOutput, timeSchema } from "./booking";
import { idSchema, isoDateSchema, MAX_INT, paiseSchema, recordVersion, requiredText } from "./common";

// The wire shapes of wash plans: a centre's plan as the console edits it, a customer's subscription and its
// month of visits. The rules they follow are in wash-plan-rules.ts.

/** A whole number between `min` and `max`, named by `label` in each message. */
const wholeNumber = (label: FieldLabel, min: number, max: number) =>
  z
    .number({ error: zodMessage("notANumber", { label: fieldLabel(label) }) })
    .int({ error: zodMessage("wholeNumber", { label: fieldLabel(label) }) })
    .min(min, { error: zodMessage("atLeast", { label: fieldLabel(label), min }) })
    .max(max, { error: zodMessage("atMost", { label: fieldLabel(label), max }) });

const weekday = z.number().int().min(0).max(6);

/**
 * A plan as a centre defines it in the console. `weekdays` as wash-plan-rules' PlanSchedule reads them (the off
 * days of a daily plan, the days of a weekdays plan, the one day of a weekly plan). Prices are per vehicle type,
 * a month at a time. `id` and `version`: the plan as the screen showed it, absent for a new one.
 */
export const washPlanInput = z
  .object({
    id: idSchema.optional(),
    version: recordVersion.optional(),
    name: requiredText("planName", 60),
    frequency: z.enum(PLAN_FREQUENCIES),
    weekdays: z.array(weekday).max(7).default([]),
    windowStart: timeSchema,
    windowEnd: timeSchema,
    prices: z
      .array(z.object({ vehicleTypeId: idSchema, monthlyPaise: paiseSchema("monthlyPrice") }))
      .min(1, { error: zodMessage("planNeedsPrice") })
      .max(20),
    extras: z
      .array(
        z.object({
          name: requiredText("extraName", 60),
          perMonth: wholeNumber("extrasPerMonth", 1, PLAN_LIMITS.maxExtrasPerMonth),
        }),
      )
      .max(5)
      .default([]),
    capacityPerWasher: wholeNumber(
      "capacityPerWasher",
      PLAN_LIMITS.minCapacityPerWasher,
      PLAN_LIMITS.maxCapacityPerWasher,
    ),
    skipNoticeHours: wholeNumber("skipNoticeHours", 0, PLAN_LIMITS.maxSkipNoticeHours),
    maxPauseDaysPerMonth: wholeNumber("maxPauseDays", 0, PLAN_LIMITS.maxPauseDaysPerMonth),
    creditUse: z.enum(PLAN_CREDIT_USES),
    refundUnusedOnCancel: z.boolean(),
    haltGraceDays: wholeNumber("haltGraceDays", 0, PLAN_LIMITS.maxHaltGraceDays),
    active: z.boolean().default(true),
  })
  .superRefine((plan, ctx) => {
    if (plan.windowEnd <= plan.windowStart)
      ctx.addIssue({ code: "custom", path: ["windowEnd"], message: zodMessage("windowEndsBeforeStart") });
    const days = new Set(plan.weekdays);
    const wanted = { daily: [0, 2], alternate_days: [0, 0], weekdays: [1, 6], weekly: [1, 1] }[
      plan.frequency
    ];
    const [min = 0, max = 7] = wanted;
    if (days.size !== plan.weekdays.length || days.size < min || days.size > max)
      ctx.addIssue({
        code: "custom",
        path: ["weekdays"],
        message: zodMessage(`planWeekdays_${plan.frequency}`),
      });
    const types = plan.prices.map((price) => price.vehicleTypeId);
    if (new Set(types).size !== types.length)
      ctx.addIssue({ code: "custom", path: ["prices"], message: zodMessage("planPriceTwice") });
  });
export type WashPlanInput = z.infer<typeof washPlanInput>;

export const washPlanView = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  frequency: z.enum(PLAN_FREQUENCIES),
  weekdays: z.array(z.number()),
  windowStart: z.string(),
  windowEnd: z.string(),
  prices: z.array(z.object({ vehicleTypeId: z.number(), vehicleType: z.string(), monthlyPaise: z.number() })),
  extras: z.array(z.object({ name: z.string(), perMonth: z.number() })),
  capacityPerWasher: z.number(),
  skipNoticeHours: z.number(),
  maxPauseDaysPerMonth: z.number(),
  creditUse: z.enum(PLAN_CREDIT_USES),
  refundUnusedOnCancel: z.boolean(),
  haltGraceDays: z.number(),
  active: z.boolean(),
  /** Subscriptions holding a vehicle on this plan now. */
  liveSubscribers: z.number(),
});
export type WashPlanView = z.infer<typeof washPlanView>;

/** A centre's plans as a customer sees them on its page (active ones only). */
export const centrePlansInput = z.object({ centreId: idSchema });

/**
 * Subscribing: one of the customer's saved vehicles and saved addresses (with its society, tower and slot), the
 * first day, and how to pay.
 */
export const subscribeInput = z.object({
  planId: idSchema,
  vehicleId: z
    .number({ error: zodMessage("chooseVehicle") })
    .int()
    .positive()
    .max(MAX_INT),
  addressId: z
    .number({ error: zodMessage("chooseAddress") })
    .int()
    .positive()
    .max(MAX_INT),
  startDate: isoDateSchema,
  billing: z.enum(PLAN_BILLINGS),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const subscriptionRef = z.object({ subscriptionId: idSchema });

/** A customer's move on one morning's wash (skip it, report it missed), at the subscription's version the screen showed. */
export const planVisitInput = z.object({
  subscriptionId: idSchema,
  date: isoDateSchema,
  version: recordVersion,
});
export type PlanVisitInput = z.infer<typeof planVisitInput>;

/** A pause for travel: from and to, both included, at the subscription's version the screen showed. */
export const pausePlanInput = z.object({
  subscriptionId: idSchema,
  version: recordVersion,
  from: isoDateSchema,
  to: isoDateSchema,
});
export type PausePlanInput = z.infer<typeof pausePlanInput>;

export const cancelPlanInput = z.object({ subscriptionId: idSchema, version: recordVersion });

export const planVisitView = z.object({
  date: z.string(),
  state: z.enum(PLAN_VISIT_STATES),
  /** What the visit is worth (the month's price spread over its visits): what a credit gives back. */
  valuePaise: z.number(),
  credited: z.boolean(),
  /** A wash added after the month's last day to make good one skipped, paused or missed (plans that extend). */
  makeUp: z.boolean(),
  /** Until when it can still be skipped for a credit (null: no longer). */
  skipUntil: z.date().nullable(),
});

export const planSubscriptionView = z.object({
  id: z.number(),
  version: z.number(),
  state: z.enum(PLAN_SUBSCRIPTION_STATES),
  billing: z.enum(PLAN_BILLINGS),
  plan: z.object({
    id: z.number(),
    name: z.string(),
    /** The plan's days, as wash-plan-rules' PlanSchedule reads `frequency` and `weekdays` (0 = Sunday). */
    frequency: z.enum(PLAN_FREQUENCIES),
    weekdays: z.array(weekday),
    /** The morning window, "HH:MM" India time. */
    windowStart: z.string(),
    windowEnd: z.string(),
    skipNoticeHours: z.number(),
    maxPauseDaysPerMonth: z.number(),
    creditUse: z.enum(PLAN_CREDIT_USES),
  }),
  centre: z.object({ id: z.number(), name: z.string() }),
  vehicleNumber: z.string(),
  vehicleType: z.string(),
  address: z.string(),
  society: z.string().nullable(),
  tower: z.string().nullable(),
  parkingSlot: z.string().nullable(),
  washerName: z.string().nullable(),
  monthlyPaise: z.number(),
  period: z.object({ from: z.string(), to: z.string() }),
  visits: z.array(planVisitView),
  /** Washes of this period paused for travel, against the plan's maxPauseDaysPerMonth. */
  pauseDaysUsed: z.number(),
  /**
   * The months billed so far, newest first: each is an order (its code opens it like a booking, with its invoice)
   * and its money as the ledger says: the price, credits off it, paid, refunded.
   */
  months: z.array(
    z.object({
      /** The month's order: its invoice is the booking's (invoices.forBooking). */
      bookingId: z.number(),
      code: z.string(),
      from: z.string(),
      to: z.string(),
      status: z.string(),
      pricePaise: z.number(),
      creditsPaise: z.number(),
      money: bookingMoneyOutput,
    }),
  ),
});
export type PlanSubscriptionView = z.infer<typeof planSubscriptionView>;

/** The console's subscribers list and a day's counts per society. */
export const planSubscriberRow = z.object({
  id: z.number(),
  planName: z.string(),
  customerName: z.string(),
  vehicleNumber: z.string(),
  society: z.string().nullable(),
  tower: z.string().nullable(),
  state: z.enum(PLAN_SUBSCRIPTION_STATES),
  billing: z.enum(PLAN_BILLINGS),
  washerName: z.string().nullable(),
  startDate: z.string(),
});
export type PlanSubscriberRow = z.infer<typeof planSubscriberRow>;
export const societyCountsInput = z.object({ date: isoDateSchema });
export const societyCount = z.object({ society: z.string(), visits: z.number() });
export type SocietyCount = z.infer<typeof societyCount>;

/**
 * What the site needs to open Razorpay Checkout for a subscription's UPI AutoPay mandate (checkout.js with
 * `subscription_id`, or the stand-in's test checkout when `testMode`).
 */
export const autopayCheckoutOutput = z.object({
  keyId: z.string(),
  razorpaySubscriptionId: z.string(),
  /** What each month's debit takes. */
  amountPaise: z.number(),
  testMode: z.boolean(),
});
export type AutopayCheckout = z.infer<typeof autopayCheckoutOutput>;

/** Checkout's answer once the customer approved the mandate in their UPI app; the server checks the signature. */
export const confirmMandateInput = z.object({
  subscriptionId: idSchema,
  razorpayPaymentId: z.string().trim().min(1).max(64),
  razorpaySubscriptionId: z.string().trim().min(1).max(64),
  razorpaySignature: z.string().trim().min(1).max(256),
});
export type ConfirmMandateInput = z.infer<typeof confirmMandateInput>;
