import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, useRazorpayErrors } from "./api-error";
import { asBody } from "./input";
import type { StandinControls } from "./standin";

/** The in-process controls over HTTP, for a stand-in run in its own process. */
export async function controlRoutes(app: FastifyInstance, { controls }: { controls: StandinControls }) {
  useRazorpayErrors(app);

  app.get("/events", async () => controls.events());
  app.get("/orders", async () => controls.orders());
  app.get("/payments", async () => controls.payments());
  app.get("/refunds", async () => controls.refunds());

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
    if (!controls.events().some((event) => event.id === request.params.id))
      throw badRequest("No such event", "id");
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
