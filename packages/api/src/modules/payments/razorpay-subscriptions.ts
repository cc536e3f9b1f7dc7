import { z } from "zod";
import { callSdk, type RazorpayClientOptions } from "./razorpay-client";
import { razorpayCollection, razorpayNotes } from "./razorpay-entities";
import { createRazorpaySdk } from "./razorpay-sdk";

/** The fields of Razorpay's Subscriptions entities that Chamak reads. Unknown fields are dropped. */

export const razorpayPlan = z.object({
  id: z.string(),
  period: z.enum(["daily", "weekly", "monthly", "yearly"]),
  interval: z.number().int(),
  item: z.object({
    id: z.string(),
    name: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    description: z.string().nullish(),
  }),
  notes: razorpayNotes,
});
export type RazorpayPlan = z.infer<typeof razorpayPlan>;

export const razorpaySubscriptionStatus = z.enum([
  "created",
  "authenticated",
  "active",
  "pending",
  "halted",
  "paused",
  "cancelled",
  "completed",
  "expired",
]);
export type RazorpaySubscriptionStatus = z.infer<typeof razorpaySubscriptionStatus>;

export const razorpaySubscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: razorpaySubscriptionStatus,
  quantity: z.number().int(),
  total_count: z.number().int(),
  paid_count: z.number().int(),
  // Razorpay's own types call it a string; its answers carry a number.
  remaining_count: z.coerce.number().int(),
  current_start: z.number().int().nullish(),
  current_end: z.number().int().nullish(),
  charge_at: z.number().int().nullish(),
  start_at: z.number().int().nullish(),
  end_at: z.number().int().nullish(),
  ended_at: z.number().int().nullish(),
  auth_attempts: z.number().int(),
  short_url: z.string(),
  has_scheduled_changes: z.boolean(),
  change_scheduled_at: z.number().int().nullish(),
  customer_id: z.string().nullish(),
  payment_method: z.string().nullish(),
  notes: razorpayNotes,
  created_at: z.number().int(),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscription>;

/** One billing cycle's invoice of a subscription, and the payment that paid it. */
export const razorpayInvoice = z.object({
  id: z.string(),
  subscription_id: z.string().nullish(),
  payment_id: z.string().nullish(),
  status: z.enum(["draft", "issued", "partially_paid", "paid", "cancelled", "expired", "deleted"]),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  billing_start: z.number().int().nullish(),
  billing_end: z.number().int().nullish(),
  paid_at: z.number().int().nullish(),
  created_at: z.number().int(),
});
export type RazorpayInvoice = z.infer<typeof razorpayInvoice>;

/**
 * Razorpay Subscriptions on UPI AutoPay, as the wash plans' billing needs it. All amounts are paise, INR;
 * times are Dates (Razorpay's Unix seconds stay in the entities). Failures are PaymentGatewayErrors, as the
 * PaymentGateway's are (`viaGateway` maps them).
 */
export interface SubscriptionGateway {
  /** A plan: `amountPaise` every `interval` `period`s. Razorpay refuses a daily plan with `interval` < 7. */
  createPlan(input: {
    period: "daily" | "weekly" | "monthly" | "yearly";
    interval: number;
    name: string;
    amountPaise: number;
    description?: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayPlan>;
  fetchPlan(id: string): Promise<RazorpayPlan>;
  /**
   * A subscription to the plan, `created` until the customer authorises the mandate at its `short_url` (or in
   * Checkout with its id). Without `startAt` the authorisation payment is the first cycle's charge.
   */
  createSubscription(input: {
    planId: string;
    totalCount: number;
    quantity?: number;
    startAt?: Date;
    /** The last moment the customer may authorise it. */
    expireBy?: Date;
    /** Whether Razorpay tells the customer about charges itself (default true). */
    customerNotify?: boolean;
    notes?: Record<string, string>;
    /** One-off charges with the first cycle's. */
    addons?: Array<{ name: string; amountPaise: number; description?: string }>;
  }): Promise<RazorpaySubscription>;
  fetchSubscription(id: string): Promise<RazorpaySubscription>;
  /** At once, or with `atCycleEnd` instead of the next charge (the subscription stays active until then). */
  cancelSubscription(id: string, options?: { atCycleEnd?: boolean }): Promise<RazorpaySubscription>;
  /** Only an active subscription can be paused; nothing is charged while paused. */
  pauseSubscription(id: string): Promise<RazorpaySubscription>;
  resumeSubscription(id: string): Promise<RazorpaySubscription>;
  /** The subscription's invoices, one per cycle charged or being charged, newest first (at most 100). */
  subscriptionInvoices(subscriptionId: string): Promise<RazorpayInvoice[]>;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Razorpay Subscriptions through the official SDK (see razorpay-sdk.ts for how it reaches `baseUrl`). */
export function createRazorpaySubscriptions({
  keyId,
  keySecret,
  baseUrl = "https://api.razorpay.com/v1",
  timeoutMs = 10_000,
}: RazorpayClientOptions): SubscriptionGateway {
  const sdk = createRazorpaySdk({ keyId, keySecret, baseUrl, timeoutMs });
  // The SDK puts ids into paths as they are.
  const id = (value: string) => encodeURIComponent(value);

  return {
    createPlan: ({ period, interval, name, amountPaise, description, notes }) =>
      callSdk(razorpayPlan, "plans.create", () =>
        sdk.plans.create({
          period,
          interval,
          item: { name, amount: amountPaise, currency: "INR", description },
          notes,
        }),
      ),
    fetchPlan: (planId) => callSdk(razorpayPlan, "plans.fetch", () => sdk.plans.fetch(id(planId))),
    createSubscription: (input) =>
      callSdk(razorpaySubscription, "subscriptions.create", () =>
        sdk.subscriptions.create({
          plan_id: input.planId,
          total_count: input.totalCount,
          quantity: input.quantity,
          start_at: input.startAt === undefined ? undefined : unix(input.startAt),
          expire_by: input.expireBy === undefined ? undefined : unix(input.expireBy),
          customer_notify: input.customerNotify === undefined ? undefined : input.customerNotify ? 1 : 0,
          notes: input.notes,
          addons: input.addons?.map((addon) => ({
            item: {
              name: addon.name,
              amount: addon.amountPaise,
              currency: "INR",
              description: addon.description,
            },
          })),
        }),
      ),
    fetchSubscription: (subscriptionId) =>
      callSdk(razorpaySubscription, "subscriptions.fetch", () => sdk.subscriptions.fetch(id(subscriptionId))),
    cancelSubscription: (subscriptionId, { atCycleEnd = false } = {}) =>
      callSdk(razorpaySubscription, "subscriptions.cancel", () =>
        sdk.subscriptions.cancel(id(subscriptionId), atCycleEnd),
      ),
    pauseSubscription: (subscriptionId) =>
      callSdk(razorpaySubscription, "subscriptions.pause", () =>
        sdk.subscriptions.pause(id(subscriptionId), { pause_at: "now" }),
      ),
    resumeSubscription: (subscriptionId) =>
      callSdk(razorpaySubscription, "subscriptions.resume", () =>
        sdk.subscriptions.resume(id(subscriptionId), { resume_at: "now" }),
      ),
    subscriptionInvoices: async (subscriptionId) =>
      (
        await callSdk(razorpayCollection(razorpayInvoice), "invoices.all", () =>
          sdk.invoices.all({ subscription_id: subscriptionId, count: 100 }),
        )
      ).items,
  };
}
