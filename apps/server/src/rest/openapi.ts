import { legacyFailure } from "@chamak/contracts";
import { z } from "zod";
import type { LegacyRoute } from "./legacy-route";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: jsonSchema(legacyFailure, "output") } },
});

/** A GET route's `body` schema describes its query string: one parameter per property. */
function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The legacy REST contract as OpenAPI 3.0, generated from the same route table and zod schemas that serve it. */
export function buildOpenApi(routes: readonly LegacyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const secured = route.auth !== "public";
    paths[`/api${route.path}`] ??= {};
    (paths[`/api${route.path}`] as Record<string, unknown>)[route.method.toLowerCase()] = {
      summary: route.summary,
      ...(secured ? { security: [{ bearer: [] }] } : {}),
      ...(route.body && route.method === "GET" ? { parameters: queryParameters(route.body) } : {}),
      ...(route.body && route.method !== "GET"
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(route.body, "input") } },
            },
          }
        : {}),
      responses: {
        [route.successStatus ?? 200]: {
          description: "Success",
          content: { "application/json": { schema: jsonSchema(route.response, "output") } },
        },
        400: failure("Malformed JSON or an invalid field; `message` and `field` name it"),
        ...(secured
          ? {
              401: failure("Missing, expired or revoked token"),
              403: failure("Signed in with the wrong role"),
            }
          : {}),
      },
    };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Chamak legacy REST API",
      version: "1.0.0",
      description:
        "The documented /api/* paths of the legacy client, field names spelt as it sends them. Prices are rupees here; paise inside.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}
