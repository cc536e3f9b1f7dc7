import type { FastifyError, FastifyInstance } from "fastify";

type ErrorCode = "BAD_REQUEST_ERROR" | "SERVER_ERROR";

/** A failure answered in Razorpay's error shape. */
export class RazorpayApiError extends Error {
  override readonly name = "RazorpayApiError";
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly field: string | null = null,
    readonly code: ErrorCode = statusCode >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
    /** Razorpay's `reason`; by default `input_validation_failed` when a field is named, else `NA`. */
    readonly reason: string | null = null,
  ) {
    super(description);
  }
}

export const badRequest = (description: string, field: string | null = null, reason: string | null = null) =>
  new RazorpayApiError(400, description, field, "BAD_REQUEST_ERROR", reason);

export const notFoundId = () => badRequest("The id provided does not exist");

export function errorBody(error: RazorpayApiError, metadata: Record<string, string> = {}) {
  return {
    error: {
      code: error.code,
      description: error.description,
      field: error.field,
      source: error.code === "SERVER_ERROR" ? "internal" : "business",
      step: "NA",
      reason: error.reason ?? (error.field ? "input_validation_failed" : "NA"),
      metadata,
    },
  };
}

/** Gives every error under the stand-in's prefix Razorpay's shape, including Fastify's own (bad JSON, 404). */
export function useRazorpayErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | RazorpayApiError, _request, reply) => {
    const apiError =
      error instanceof RazorpayApiError
        ? error
        : (error.statusCode ?? 500) < 500
          ? new RazorpayApiError(error.statusCode ?? 400, error.message)
          : new RazorpayApiError(500, "We are facing some trouble completing your request at the moment.");
    if (apiError.statusCode >= 500 && !(error instanceof RazorpayApiError)) app.log.error({ err: error });
    return reply.code(apiError.statusCode).send(errorBody(apiError));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(400).send(errorBody(badRequest("The requested URL was not found on the server."))),
  );
}
