import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody, RazorpayApiError, useRazorpayErrors } from "./api-error";
import { type Conditions, sleep } from "./conditions";
import { sameSecret } from "./hmac";
import {
  amountField,
  asBody,
  currencyField,
  flagField,
  notesField,
  optionalAmountField,
  optionalText,
  paymentCaptureField,
} from "./input";
import type { Ledger } from "./ledger";
import { qrCodeRoutes } from "./qr-codes.routes";
import { subscriptionRoutes } from "./subscriptions.routes";
import { transferRoutes } from "./transfers.routes";

export interface ApiRoutesOptions {
  ledger: Ledger;
  keyId: string;
  keySecret: string;
  conditions: Conditions;
  /** Resolves once no webhook delivery is under way. */
  webhooksSettled: () => Promise<void>;
}

type WithId = FastifyRequest<{ Params: { id: string } }>;

function authenticate(request: FastifyRequest, keyId: string, keySecret: string): RazorpayApiError | null {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("Basic ")) {
    return new RazorpayApiError(401, "Please provide your api key for authentication purposes.");
  }
  const decoded = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const givenId = colon === -1 ? decoded : decoded.slice(0, colon);
  const givenSecret = colon === -1 ? "" : decoded.slice(colon + 1);
  const valid = sameSecret(givenId, keyId) && sameSecret(givenSecret, keySecret);
  return valid ? null : new RazorpayApiError(401, "Authentication failed");
}

/**
 * What every API version shares: Razorpay's error shape, the faults (latency, an outage, webhooks racing the
 * answer) and Basic auth with the key id and secret.
 */
export function apiGuards(
  app: FastifyInstance,
  { keyId, keySecret, conditions, webhooksSettled }: Omit<ApiRoutesOptions, "ledger">,
) {
  useRazorpayErrors(app);

  app.addHook("onSend", async () => {
    if (conditions.webhooksBeforeAnswer) await webhooksSettled();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (conditions.latencyMs > 0) await sleep(conditions.latencyMs);
    if (conditions.down) {
      return reply
        .code(503)
        .send(errorBody(new RazorpayApiError(503, "The server is currently unavailable.")));
    }
    const failure = authenticate(request, keyId, keySecret);
    if (failure) return reply.code(failure.statusCode).send(errorBody(failure));
  });
}

/** Razorpay API v1, the subset Chamak uses (Route's transfers and Subscriptions included). Mount under `/v1`. */
export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions) {
  const { ledger } = options;
  apiGuards(app, options);

  app.post("/orders", async (request) => {
    const body = asBody(request.body);
    const amount = amountField(body);
    currencyField(body, true);
    return ledger.createOrder({
      amount,
      receipt: optionalText(body, "receipt", 40),
      notes: notesField(body),
      autoCapture: paymentCaptureField(body),
    });
  });

  app.get("/orders/:id", async (request: WithId) => ledger.order(request.params.id));

  app.get("/orders/:id/payments", async (request: WithId) => {
    const items = ledger.orderPayments(request.params.id);
    return { entity: "collection", count: items.length, items };
  });

  app.get("/payments/:id", async (request: WithId) => ledger.payment(request.params.id));

  app.post("/payments/:id/capture", async (request: WithId) => {
    const body = asBody(request.body);
    const amount = amountField(body);
    currencyField(body, true);
    return ledger.capturePayment(request.params.id, amount);
  });

  app.post("/payments/:id/refund", async (request: WithId) => {
    const body = asBody(request.body);
    return ledger.refundPayment(request.params.id, {
      amount: optionalAmountField(body),
      notes: notesField(body),
      reverseAll: flagField(body, "reverse_all") ?? false,
    });
  });

  app.get("/payments/:id/refunds", async (request: WithId) => {
    const items = ledger.paymentRefunds(request.params.id);
    return { entity: "collection", count: items.length, items };
  });

  app.get("/refunds/:id", async (request: WithId) => ledger.refund(request.params.id));

  transferRoutes(app, ledger);
  qrCodeRoutes(app, ledger);
  subscriptionRoutes(app, ledger);
}
