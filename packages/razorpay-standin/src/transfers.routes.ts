import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./api-error";
import { unixNow } from "./ids";
import type { Ledger } from "./ledger";
import {
  parseDirectTransfer,
  parseHoldEdit,
  parseIdempotencyKey,
  parseReversal,
  parseTransfers,
} from "./route-input";

type WithId = FastifyRequest<{ Params: { id: string } }>;
type TransferList = FastifyRequest<{ Querystring: Record<string, string | string[] | undefined> }>;

const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

function integerQuery(
  query: TransferList["query"],
  key: string,
  { min, max }: { min: number; max: number },
): number | undefined {
  const value = query[key];
  if (value === undefined || value === "") return undefined;
  const number = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw badRequest(`The ${key} must be an integer between ${min} and ${max}.`, key);
  }
  return number;
}

/** Route's v1 endpoints: transfers from payments and direct ones, the settlement hold and reversals. In the v1 plugin. */
export function transferRoutes(app: FastifyInstance, ledger: Ledger) {
  const { transfers } = ledger;

  app.post("/payments/:id/transfers", async (request: WithId) =>
    collection(transfers.transferFromPayment(request.params.id, parseTransfers(request.body, unixNow()))),
  );

  app.get("/payments/:id/transfers", async (request: WithId) =>
    collection(transfers.paymentTransfers(request.params.id)),
  );

  app.post("/transfers", async (request) =>
    transfers.directTransfer(
      parseDirectTransfer(request.body),
      parseIdempotencyKey(request.headers["x-transfer-idempotency"]),
    ),
  );

  app.get("/transfers", async (request: TransferList) => {
    const query = request.query;
    const expand = [query["expand[]"] ?? []].flat();
    const settlementId = query.recipient_settlement_id;
    if (Array.isArray(settlementId)) {
      throw badRequest("The recipient_settlement_id must be a string.", "recipient_settlement_id");
    }
    return collection(
      transfers.list({
        recipientSettlementId: settlementId || undefined,
        from: integerQuery(query, "from", { min: 0, max: 4_102_444_800 }),
        to: integerQuery(query, "to", { min: 0, max: 4_102_444_800 }),
        count: integerQuery(query, "count", { min: 1, max: 100 }) ?? 10,
        skip: integerQuery(query, "skip", { min: 0, max: Number.MAX_SAFE_INTEGER }) ?? 0,
        expandSettlement: expand.includes("recipient_settlement"),
      }),
    );
  });

  app.get("/transfers/:id", async (request: WithId) => transfers.transfer(request.params.id));

  app.patch("/transfers/:id", async (request: WithId) =>
    transfers.editHold(request.params.id, parseHoldEdit(request.body, unixNow())),
  );

  app.post("/transfers/:id/reversals", async (request: WithId) =>
    transfers.reverse(request.params.id, parseReversal(request.body)),
  );

  app.get("/transfers/:id/reversals", async (request: WithId) =>
    collection(transfers.transferReversals(request.params.id)),
  );
}
