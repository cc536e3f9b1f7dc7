import { badRequest, notFoundId, RazorpayApiError } from "./api-error";
import type { Notes, PlanEntity, PlanPeriod } from "./entities";
import { newId, unixNow } from "./ids";
import { amountField, type Body, notesField, objectField, textField } from "./input";

const PERIODS: readonly PlanPeriod[] = ["daily", "weekly", "monthly", "yearly"];

/** Razorpay refuses daily plans billed more often than once a week. */
const MIN_DAILY_INTERVAL = 7;

export interface NewPlan {
  period: PlanPeriod;
  interval: number;
  item: { name: string; amount: number; description: string | null };
  notes: Notes | [];
}

/** `POST /v1/plans`'s body, checked with Razorpay's rules; errors name the field (`item.amount`). */
export function planInput(body: Body): NewPlan {
  const { period, interval } = body;
  if (period === undefined || period === null || period === "") {
    throw badRequest("The period field is required.", "period");
  }
  if (!PERIODS.includes(period as PlanPeriod)) throw badRequest("The selected period is invalid.", "period");
  if (interval === undefined || interval === null)
    throw badRequest("The interval field is required.", "interval");
  if (typeof interval !== "number" || !Number.isInteger(interval) || interval < 1) {
    throw badRequest("The interval must be an integer greater than 0.", "interval");
  }
  if (period === "daily" && interval < MIN_DAILY_INTERVAL) {
    throw badRequest(`The interval must be at least ${MIN_DAILY_INTERVAL} for daily period.`, "interval");
  }
  const item = objectField(body, "item", "item", true) as Body;
  const amount = itemAmount(item, "item");
  if (item.currency === undefined || item.currency === null || item.currency === "") {
    throw badRequest("The item.currency field is required.", "item.currency");
  }
  if (item.currency !== "INR") throw badRequest("The currency provided is not supported.", "item.currency");
  return {
    period: period as PlanPeriod,
    interval,
    item: {
      name: textField(item, "name", { path: "item.name", required: true, max: 255 }),
      amount,
      description: textField(item, "description", { path: "item.description", max: 2048 }) ?? null,
    },
    notes: notesField(body),
  };
}

/** An item's `amount` in paise (at least ₹1), errors naming it under `path` (`item.amount`). */
export function itemAmount(item: Body, path: string): number {
  try {
    return amountField(item, "amount");
  } catch (error) {
    if (error instanceof RazorpayApiError) {
      throw badRequest(error.description.replace("The amount", `The ${path}.amount`), `${path}.amount`);
    }
    throw error;
  }
}

/** The end of the billing cycle that starts at `start` (Unix seconds): months and years by the calendar, in UTC. */
export function cycleEnd(plan: Pick<PlanEntity, "period" | "interval">, start: number): number {
  const day = 86_400;
  if (plan.period === "daily") return start + plan.interval * day;
  if (plan.period === "weekly") return start + plan.interval * 7 * day;
  const date = new Date(start * 1000);
  const months = plan.period === "monthly" ? plan.interval : plan.interval * 12;
  const target = date.getUTCMonth() + months;
  // The same day of the month, or the month's last day when it is shorter (31 January -> 28 February).
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), target + 1, 0)).getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(target);
  date.setUTCDate(Math.min(new Date(start * 1000).getUTCDate(), lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** The plans (`/v1/plans`): created and read, never changed (Razorpay has no plan update). */
export function createPlans() {
  const plans = new Map<string, PlanEntity>();
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    create(input: NewPlan): PlanEntity {
      const now = unixNow();
      const plan: PlanEntity = {
        id: newId("plan"),
        entity: "plan",
        interval: input.interval,
        period: input.period,
        item: {
          id: newId("item"),
          active: true,
          name: input.item.name,
          description: input.item.description,
          amount: input.item.amount,
          unit_amount: input.item.amount,
          currency: "INR",
          type: "plan",
          unit: null,
          tax_inclusive: false,
          hsn_code: null,
          sac_code: null,
          tax_rate: null,
          tax_id: null,
          tax_group_id: null,
          created_at: now,
          updated_at: now,
        },
        notes: input.notes,
        created_at: now,
      };
      plans.set(plan.id, plan);
      return copy(plan);
    },

    /** The stored plan (not a copy): subscriptions read it. */
    find(id: string, field: string | null = null): PlanEntity {
      const plan = plans.get(id);
      if (!plan) throw field ? badRequest("The id provided does not exist", field) : notFoundId();
      return plan;
    },

    fetch(id: string): PlanEntity {
      return copy(this.find(id));
    },

    all: () => [...plans.values()].map(copy),

    clear() {
      plans.clear();
    },
  };
}

export type Plans = ReturnType<typeof createPlans>;
