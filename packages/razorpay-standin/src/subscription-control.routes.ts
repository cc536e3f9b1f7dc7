import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./api-error";
import { asBody, optionalText, unixTimeField } from "./input";
import type { StandinControls } from "./standin";
import { UPI_COLLECT_REFUSED } from "./subscriptions";

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The Subscriptions controls over HTTP, registered inside the control routes. */
export function subscriptionControlRoutes(app: FastifyInstance, controls: StandinControls) {
  app.get("/plans", async () => controls.plans());
  app.get("/subscriptions", async () => controls.subscriptions());
  app.get("/invoices", async () => controls.invoices());
  app.get("/subscription-events", async () => controls.subscriptionEvents());

  /** The customer authorises the mandate (`{ method: "upi_intent" | "upi_qr", vpa? }`). */
  app.post("/subscriptions/:id/authorize", async (request: WithId) => {
    const body = asBody(request.body);
    const { method } = body;
    if (method === "upi_collect") throw badRequest(UPI_COLLECT_REFUSED, "method");
    if (method !== "upi_intent" && method !== "upi_qr") {
      throw badRequest("method must be upi_intent or upi_qr", "method");
    }
    const vpa = optionalText(body, "vpa", 320) ?? undefined;
    return controls.authorizeSubscription(request.params.id, { method, vpa });
  });

  /** Razorpay's charge run at `{ at }` (Unix seconds). */
  app.post("/subscriptions/charge-due", async (request) => {
    const at = unixTimeField(asBody(request.body), "at");
    if (at === undefined) throw badRequest("at is required", "at");
    return controls.chargeDue(at);
  });

  app.post("/subscriptions/:id/next-charge", async (request: WithId) => {
    const { outcome } = asBody(request.body);
    if (outcome !== "succeeds" && outcome !== "fails") {
      throw badRequest("outcome must be succeeds or fails", "outcome");
    }
    controls.setNextChargeOutcome(request.params.id, outcome);
    return { outcome };
  });

  app.post("/subscriptions/:id/approve-debit", async (request: WithId) =>
    controls.approveDebit(request.params.id),
  );
  app.post("/subscriptions/:id/customer-pause", async (request: WithId) =>
    controls.customerPausesMandate(request.params.id),
  );
  app.post("/subscriptions/:id/customer-resume", async (request: WithId) =>
    controls.customerResumesMandate(request.params.id),
  );
  app.post("/subscriptions/:id/customer-revoke", async (request: WithId) =>
    controls.customerRevokesMandate(request.params.id),
  );
}
