import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, useRazorpayErrors } from "./api-error";
import type { RouteActivation } from "./conditions";
import { asBody, type Body, unixTimeField } from "./input";
import type { StandinControls } from "./standin";
import { subscriptionControlRoutes } from "./subscription-control.routes";

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** `{ status, requirements? }`: activated, under_review, or needs_clarification with what to fix. */
function routeActivation(body: Body): RouteActivation {
  const { status, requirements } = body;
  if (status === "activated" || status === "under_review") return { status };
  if (status !== "needs_clarification") {
    throw badRequest("status must be activated, under_review or needs_clarification", "status");
  }
  const list = requirements ?? [];
  const valid =
    Array.isArray(list) &&
    list.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof item.field_reference === "string" &&
        (item.reason_code === undefined || typeof item.reason_code === "string"),
    );
  if (!valid) {
    throw badRequest("requirements must be a list of { field_reference, reason_code? }", "requirements");
  }
  return {
    status,
    requirements: (list as Array<{ field_reference: string; reason_code?: string }>).map((item) => ({
      field_reference: item.field_reference,
      reason_code: item.reason_code ?? "field_missing",
    })),
  };
}

function held(body: Body): boolean {
  if (typeof body.held !== "boolean") throw badRequest("held must be a boolean", "held");
  return body.held;
}

/** The in-process controls over HTTP, for a stand-in run in its own process. */
export async function controlRoutes(app: FastifyInstance, { controls }: { controls: StandinControls }) {
  useRazorpayErrors(app);

  app.get("/events", async () => controls.events());
  app.get("/route-events", async () => controls.routeEvents());
  app.get("/orders", async () => controls.orders());
  app.get("/payments", async () => controls.payments());
  app.get("/refunds", async () => controls.refunds());
  app.get("/qr-codes", async () => controls.qrCodes());
  subscriptionControlRoutes(app, controls);

  /** The customer pays a QR code from a UPI app (`{ vpa? }`). */
  app.post("/qr-codes/:id/pay", async (request: WithId) => {
    const { vpa } = asBody(request.body ?? {});
    if (vpa !== undefined && typeof vpa !== "string") throw badRequest("vpa must be a string", "vpa");
    return controls.payQrCode(request.params.id, { vpa });
  });
  app.get("/accounts", async () => controls.linkedAccounts());
  app.get("/route-products", async () => controls.routeProducts());
  app.get("/transfers", async () => controls.transfers());
  app.get("/reversals", async () => controls.reversals());
  app.get("/settlements", async () => controls.settlements());

  app.post("/down", async (request) => {
    const { down } = asBody(request.body);
    if (typeof down !== "boolean") throw badRequest("down must be a boolean", "down");
    controls.setDown(down);
    return { down };
  });

  app.post("/latency", async (request) => {
    const { ms } = asBody(request.body);
    if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0)
      throw badRequest("ms must be a number ≥ 0", "ms");
    controls.setLatency(ms);
    return { ms };
  });

  app.post("/refunds/hold", async (request) => {
    const { held } = asBody(request.body);
    if (typeof held !== "boolean") throw badRequest("held must be a boolean", "held");
    controls.holdRefunds(held);
    return { held };
  });

  app.post("/refunds/:id/settle", async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { status } = asBody(request.body);
    if (status !== "processed" && status !== "failed")
      throw badRequest("status must be processed or failed", "status");
    return controls.settleRefund(request.params.id, status);
  });

  app.post("/route/activation", async (request) => {
    const outcome = routeActivation(asBody(request.body));
    controls.setRouteActivation(outcome);
    return outcome;
  });

  app.post("/route-products/:id/status", async (request: WithId) =>
    controls.setRouteProductStatus(request.params.id, routeActivation(asBody(request.body))),
  );

  app.post("/transfers/hold", async (request) => {
    const on = held(asBody(request.body));
    controls.holdTransfers(on);
    return { held: on };
  });

  app.post("/transfers/:id/complete", async (request: WithId) => {
    const { status } = asBody(request.body);
    if (status !== "processed" && status !== "failed")
      throw badRequest("status must be processed or failed", "status");
    return controls.completeTransfer(request.params.id, status);
  });

  app.post("/settlements/hold", async (request) => {
    const on = held(asBody(request.body));
    controls.holdSettlements(on);
    return { held: on };
  });

  /** Settles what is due now, or at `at` (Unix seconds) for holds with `on_hold_until`. */
  app.post("/settlements/run", async (request) =>
    controls.settleTransfers(unixTimeField(asBody(request.body), "at")),
  );

  app.post("/webhooks", async (request) => {
    const { enabled, url } = asBody(request.body);
    if (url !== undefined) {
      if (url !== null && typeof url !== "string") throw badRequest("url must be a string or null", "url");
      controls.setWebhookUrl(url ?? undefined);
    }
    if (enabled !== undefined) {
      if (typeof enabled !== "boolean") throw badRequest("enabled must be a boolean", "enabled");
      controls.deliverWebhooks(enabled);
    }
    return { ok: true };
  });

  app.post("/events/:id/redeliver", async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const known = [...controls.events(), ...controls.routeEvents(), ...controls.subscriptionEvents()];
    if (!known.some((event) => event.id === request.params.id)) throw badRequest("No such event", "id");
    return controls.redeliver(request.params.id);
  });

  app.post("/webhooks/settled", async () => {
    await controls.webhooksSettled();
    return { ok: true };
  });

  app.post("/reset", async () => {
    controls.reset();
    return { ok: true };
  });
}
