import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CallAllocations } from "./call-allocations";
import type { Faults } from "./faults";

export interface ExotelStandinOptions {
  /** The account SID: the tenant id in ExoBridge's paths. */
  accountSid: string;
  /** HTTP Basic credentials: the API key as the user, the token as the password. */
  apiKey: string;
  apiToken: string;
  /** The account's ExoPhones (E.164) that allocations may use. */
  virtualNumbers: readonly string[];
}

/** ExoBridge refuses a validity over 170 days; without one an allocation lasts a day. */
const MAX_DURATION_SECONDS = 14_688_000;
const DEFAULT_DURATION_SECONDS = 86_400;
const E164 = /^\+[1-9]\d{7,14}$/;

/** Exotel's failure shape: `{ response: { code, status: "failure", error_data: { code, message, description } } }`. */
function fail(reply: FastifyReply, status: number, message: string, description: string) {
  return reply.code(status).send({
    http_code: status,
    response: {
      code: status,
      status: "failure",
      data: null,
      error_data: { code: status * 10, message, description },
    },
  });
}

function authorised(request: FastifyRequest, options: ExotelStandinOptions): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  if (!match?.[1]) return false;
  return Buffer.from(match[1], "base64").toString("utf8") === `${options.apiKey}:${options.apiToken}`;
}

/**
 * Exotel's ExoBridge GreenVN allocations, the subset Chamak uses: `POST /v1/tenants/{tenant}/greenvn` with HTTP
 * Basic auth and `{ caller_id_number, from: [...], to: [...], duration?, custom_field? }`, `GET` and `DELETE
 * /v1/tenants/{tenant}/greenvn/{greenvn_id}`. Answers like ExoBridge: `{ response: { greenvn_id,
 * virtual_number, from, to, status, custom_field, created_at, expires_at } }`, or Exotel's failure shape with a
 * 4xx (409 when a number of the pair is already in another allocation on that ExoPhone).
 */
export function exotelRoutes(
  app: FastifyInstance,
  options: ExotelStandinOptions,
  allocations: CallAllocations,
  faults: Faults,
) {
  app.addHook("preHandler", async (request, reply) => {
    const fault = faults.take("calls");
    if (fault) return fail(reply, fault, "Service Unavailable", "The service is temporarily unavailable");
    if (!authorised(request, options))
      return fail(reply, 401, "Authentication failed", "The API key and token do not match");
    const { tenant } = request.params as { tenant?: string };
    if (tenant !== options.accountSid)
      return fail(reply, 403, "Forbidden", "The tenant does not belong to these credentials");
  });

  app.post<{ Params: { tenant: string } }>("/v1/tenants/:tenant/greenvn", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const callerId = body.caller_id_number;
    if (typeof callerId !== "string" || !allocations.isExoPhone(callerId))
      return fail(
        reply,
        400,
        "Invalid caller_id_number",
        "caller_id_number must be an ExoPhone of this account",
      );
    const parties = { from: body.from, to: body.to };
    for (const [name, list] of Object.entries(parties)) {
      if (!Array.isArray(list) || list.length === 0 || list.length > 10)
        return fail(reply, 400, `Invalid ${name}`, `${name} must list 1 to 10 numbers`);
      const bad = list.find((n) => typeof n !== "string" || !E164.test(n));
      if (bad !== undefined)
        return fail(reply, 400, `Invalid ${name}`, `${String(bad)} is not a number in E.164 format`);
    }
    const from = parties.from as string[];
    const to = parties.to as string[];
    const both = from.find((n) => to.includes(n));
    if (both) return fail(reply, 400, "Invalid to", `${both} cannot be on both sides of an allocation`);
    const duration = body.duration ?? DEFAULT_DURATION_SECONDS;
    if (
      typeof duration !== "number" ||
      !Number.isInteger(duration) ||
      duration < 1 ||
      duration > MAX_DURATION_SECONDS
    )
      return fail(
        reply,
        400,
        "Invalid duration",
        `duration must be whole seconds, 1 to ${MAX_DURATION_SECONDS}`,
      );
    const customField = body.custom_field ?? null;
    if (customField !== null && (typeof customField !== "string" || customField.length > 256))
      return fail(reply, 400, "Invalid custom_field", "custom_field must be text of at most 256 characters");
    const made = allocations.allocate({
      virtualNumber: callerId,
      from,
      to,
      durationSeconds: duration,
      customField,
    });
    if ("conflict" in made) return fail(reply, 409, "Conflict", made.conflict);
    return { response: made.allocation };
  });

  app.get<{ Params: { tenant: string; id: string } }>(
    "/v1/tenants/:tenant/greenvn/:id",
    async (request, reply) => {
      const found = allocations.get(request.params.id);
      if (!found) return fail(reply, 404, "Not Found", "No allocation has this greenvn_id");
      return { response: found };
    },
  );

  app.delete<{ Params: { tenant: string; id: string } }>(
    "/v1/tenants/:tenant/greenvn/:id",
    async (request, reply) => {
      const ended = allocations.release(request.params.id);
      if (!ended) return fail(reply, 404, "Not Found", "No allocation has this greenvn_id");
      return { response: ended };
    },
  );
}

/**
 * The phones' side, for the demo and tests (no Exotel API): `POST /calls/dial { from, virtualNumber }` places
 * a call from `from` to the ExoPhone and answers the number it rings (`{ connected: true, rings }`) or why it
 * rings no one (`{ connected: false, reason, message }`); `GET /calls?number=+91...` lists the allocations and
 * the calls placed.
 */
export function callRoutes(app: FastifyInstance, allocations: CallAllocations) {
  app.post("/calls/dial", async (request, reply) => {
    const body = (request.body ?? {}) as { from?: unknown; virtualNumber?: unknown };
    if (typeof body.from !== "string" || !E164.test(body.from))
      return reply.code(400).send({ error: "from must be a number in E.164 format" });
    if (typeof body.virtualNumber !== "string" || !E164.test(body.virtualNumber))
      return reply.code(400).send({ error: "virtualNumber must be a number in E.164 format" });
    return allocations.dial(body.from, body.virtualNumber);
  });
  app.get<{ Querystring: { number?: string; virtualNumber?: string } }>("/calls", async (request) => ({
    allocations: allocations.list({
      number: request.query.number,
      virtualNumber: request.query.virtualNumber,
    }),
    dials: allocations.dials(),
  }));
}
