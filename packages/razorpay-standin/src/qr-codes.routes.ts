import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./api-error";
import { amountField, asBody, type Body, notesField, optionalText, unixTimeField } from "./input";
import type { Ledger } from "./ledger";

type WithId = FastifyRequest<{ Params: { id: string } }>;

function usageField(body: Body): "single_use" | "multiple_use" {
  const { usage } = body;
  if (usage !== "single_use" && usage !== "multiple_use") {
    throw badRequest("usage must be single_use or multiple_use", "usage");
  }
  return usage;
}

function booleanField(body: Body, key: string): boolean {
  const value = body[key];
  if (value === undefined) return false;
  if (typeof value !== "boolean" && value !== 0 && value !== 1)
    throw badRequest(`${key} must be a boolean`, key);
  return Boolean(value);
}

/**
 * The QR code API (`/v1/payments/qr_codes`) in the subset Chamak uses: create (`upi_qr` only), fetch, its
 * payments, close. Registered inside the `/v1` routes (Basic auth and faults apply).
 */
export function qrCodeRoutes(app: FastifyInstance, ledger: Ledger) {
  app.post("/payments/qr_codes", async (request) => {
    const body = asBody(request.body);
    if (body.type !== "upi_qr") throw badRequest("type must be upi_qr", "type");
    const fixedAmount = booleanField(body, "fixed_amount");
    // `/v1/payments/qr_codes` -> the stand-in's root, where `/qr/:id` shows the code.
    const root = `${request.protocol}://${request.host}${request.url.replace(/\/v1\/payments\/qr_codes.*$/, "")}`;
    return ledger.qrCodes.create(
      {
        name: optionalText(body, "name", 100),
        usage: usageField(body),
        fixedAmount,
        paymentAmount: fixedAmount ? amountField(body, "payment_amount") : null,
        description: optionalText(body, "description", 255),
        closeBy: unixTimeField(body, "close_by") ?? null,
        notes: notesField(body),
      },
      (id) => `${root}/qr/${id}`,
    );
  });

  app.get("/payments/qr_codes/:id", async (request: WithId) => ledger.qrCodes.fetch(request.params.id));

  app.get("/payments/qr_codes/:id/payments", async (request: WithId) => {
    const items = ledger.qrCodes.payments(request.params.id);
    return { entity: "collection", count: items.length, items };
  });

  app.post("/payments/qr_codes/:id/close", async (request: WithId) =>
    ledger.qrCodes.close(request.params.id),
  );
}

/** Not Razorpay's API: what a QR code's `image_url` opens, here the UPI intent it encodes, as text. */
export async function qrImageRoutes(app: FastifyInstance, { ledger }: { ledger: Ledger }) {
  app.get("/:id", async (request: WithId, reply) => {
    const code = ledger.qrCodes.fetch(request.params.id);
    return reply.type("text/plain; charset=utf-8").send(code.image_content);
  });
}
