import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./api-error";
import { collectionPage } from "./collection";
import { asBody, type Body, flagField, notesField, objectField, textField, unixTimeField } from "./input";
import type { Ledger } from "./ledger";
import { itemAmount, planInput } from "./plans";
import type { NewSubscription } from "./subscriptions";

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithQuery = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/** Razorpay's limit on a subscription's billing cycles. */
const MAX_TOTAL_COUNT = 1200;

function positiveInteger(body: Body, key: string, fallback?: number): number {
  const value = body[key];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw badRequest(`The ${key} field is required.`, key);
  }
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw badRequest(`The ${key} must be an integer greater than 0.`, key);
  }
  return value;
}

function addonsField(body: Body): NewSubscription["addons"] {
  const { addons } = body;
  if (addons === undefined || addons === null) return [];
  if (!Array.isArray(addons)) throw badRequest("The addons must be an array.", "addons");
  return addons.map((addon, index) => {
    const path = `addons.${index}.item`;
    if (typeof addon !== "object" || addon === null || Array.isArray(addon)) {
      throw badRequest(`The addons.${index} must be an object.`, `addons.${index}`);
    }
    const item = objectField(addon as Body, "item", path, true) as Body;
    if (item.currency !== "INR")
      throw badRequest("The currency provided is not supported.", `${path}.currency`);
    return {
      name: textField(item, "name", { path: `${path}.name`, required: true, max: 255 }),
      amount: itemAmount(item, path),
      description: textField(item, "description", { path: `${path}.description`, max: 2048 }) ?? null,
    };
  });
}

function subscriptionInput(body: Body): NewSubscription {
  const planId = textField(body, "plan_id", { required: true });
  const totalCount = positiveInteger(body, "total_count");
  if (totalCount > MAX_TOTAL_COUNT) {
    throw badRequest(`The total count may not be greater than ${MAX_TOTAL_COUNT}.`, "total_count");
  }
  return {
    planId,
    totalCount,
    quantity: positiveInteger(body, "quantity", 1),
    startAt: unixTimeField(body, "start_at") ?? null,
    expireBy: unixTimeField(body, "expire_by") ?? null,
    customerNotify: flagField(body, "customer_notify") ?? true,
    notes: notesField(body),
    addons: addonsField(body),
  };
}

/** `/v1/subscriptions/...` -> the stand-in's root, where the test checkout authorises a subscription. */
const standinRoot = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${request.url.replace(/\/v1\/subscriptions.*$/, "")}`;

/**
 * Razorpay Subscriptions (`/v1/plans`, `/v1/subscriptions`, `/v1/invoices?subscription_id=`), the UPI AutoPay
 * subset. Registered inside the `/v1` routes (Basic auth and faults apply).
 */
export function subscriptionRoutes(app: FastifyInstance, ledger: Ledger) {
  app.post("/plans", async (request) => ledger.plans.create(planInput(asBody(request.body))));
  app.get("/plans/:id", async (request: WithId) => ledger.plans.fetch(request.params.id));
  app.get("/plans", async (request: WithQuery) => collectionPage(ledger.plans.all(), request.query));

  app.post("/subscriptions", async (request) =>
    ledger.subscriptions.create(
      subscriptionInput(asBody(request.body)),
      (id) => `${standinRoot(request)}/checkout/subscriptions/${id}`,
    ),
  );
  app.get("/subscriptions/:id", async (request: WithId) => ledger.subscriptions.fetch(request.params.id));
  app.get("/subscriptions", async (request: WithQuery) => {
    const planId = request.query.plan_id;
    const all = ledger.subscriptions.all().filter((sub) => planId === undefined || sub.plan_id === planId);
    return collectionPage(all, request.query);
  });

  // Razorpay updates only card subscriptions; every subscription here is on a UPI mandate.
  app.patch("/subscriptions/:id", async (request: WithId) => {
    ledger.subscriptions.fetch(request.params.id);
    throw badRequest("Subscription update is not supported for UPI payment method", "payment_method");
  });

  app.post("/subscriptions/:id/cancel", async (request: WithId) => {
    const atCycleEnd = flagField(asBody(request.body), "cancel_at_cycle_end") ?? false;
    return ledger.subscriptions.cancel(request.params.id, atCycleEnd);
  });

  app.post("/subscriptions/:id/pause", async (request: WithId) => {
    const { pause_at } = asBody(request.body);
    if (pause_at !== undefined && pause_at !== "now") throw badRequest("pause_at must be now", "pause_at");
    return ledger.subscriptions.pause(request.params.id);
  });

  app.post("/subscriptions/:id/resume", async (request: WithId) => {
    const { resume_at } = asBody(request.body);
    if (resume_at !== undefined && resume_at !== "now")
      throw badRequest("resume_at must be now", "resume_at");
    return ledger.subscriptions.resume(request.params.id);
  });

  app.get("/invoices", async (request: WithQuery) => {
    const subscriptionId = request.query.subscription_id;
    if (subscriptionId !== undefined && typeof subscriptionId !== "string") {
      throw badRequest("The subscription_id must be a string.", "subscription_id");
    }
    return collectionPage(ledger.subscriptions.invoices(subscriptionId), request.query);
  });
  app.get("/invoices/:id", async (request: WithId) => ledger.subscriptions.invoice(request.params.id));
}
