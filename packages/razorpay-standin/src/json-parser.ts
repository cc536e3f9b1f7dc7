import type { FastifyInstance } from "fastify";
import { badRequest } from "./api-error";

/**
 * The stand-in's own JSON parser, so a host app's parser settings (raw bodies for its
 * webhook route, say) do not change what the stand-in receives. An empty body is `{}`; a form body (the SDK's
 * calls without data) is its fields.
 */
export function standinJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest("The request body is not valid JSON"), undefined);
    }
  });
  // The SDK posts calls without a body (closing a QR code) as a form; Razorpay reads them as empty.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
}
