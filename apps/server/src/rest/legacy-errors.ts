import {
  DOMAIN_ERROR_CODES,
  databaseUnavailable,
  isDatabaseUnavailable,
  isDomainError,
  issueMessage,
} from "@chamak/api";
import type { LegacyFailure } from "@chamak/contracts";
import type { FastifyError } from "fastify";
import { ZodError } from "zod";

/** Maps anything a legacy route throws to an HTTP status and the legacy `{ status: false, message }` body. */
export function toLegacyFailure(thrown: unknown): { httpStatus: number; body: LegacyFailure } {
  const error = isDatabaseUnavailable(thrown) ? databaseUnavailable(thrown) : thrown;
  if (isDomainError(error)) {
    const body: LegacyFailure = { status: false, message: error.message };
    if (error.field) body.field = error.field;
    return { httpStatus: DOMAIN_ERROR_CODES[error.code].http, body };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.join(".") || "body";
    return {
      httpStatus: 400,
      body: {
        status: false,
        message: `${field}: ${issue ? issueMessage(issue.message).english : "invalid"}`,
        field,
      },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const message =
      fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
        ? "The request body is not valid JSON"
        : (fastifyError.message ?? "Bad request");
    return { httpStatus: fastifyError.statusCode, body: { status: false, message } };
  }
  return {
    httpStatus: 500,
    body: { status: false, message: "Something went wrong on our side; please try again." },
  };
}
