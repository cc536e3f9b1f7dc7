import type { FastifyInstance } from "fastify";
import { badRequest } from "./api-error";

/**
 * The stand-in's own JSON parser, so a host app's parser settings (raw bodies for its
 * webhook route, say) do not change what the stand-in receives. An empty body is `{}`.
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
}
