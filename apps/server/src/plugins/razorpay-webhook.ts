import { type Context, handleRazorpayWebhook } from "@chamak/api";
import type { FastifyInstance } from "fastify";
import { toLegacyFailure } from "../rest/legacy-errors";

/** POST /webhooks/razorpay: the signature covers the exact bytes sent, so the body is kept raw. */
export async function razorpayWebhook(app: FastifyInstance, deps: Pick<Context, "db" | "payments">) {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post("/webhooks/razorpay", async (request, reply) => {
    try {
      const outcome = await handleRazorpayWebhook(deps.db, deps.payments, {
        rawBody: typeof request.body === "string" ? request.body : "",
        signature: request.headers["x-razorpay-signature"] as string | undefined,
        eventId: request.headers["x-razorpay-event-id"] as string | undefined,
      });
      return reply.send({ status: true, outcome });
    } catch (error) {
      const { httpStatus, body } = toLegacyFailure(error);
      if (httpStatus >= 500) request.log.error({ err: error }, "webhook failed");
      return reply.code(httpStatus).send(body);
    }
  });
}
