import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ApiRoutesOptions, apiGuards } from "./api.routes";
import {
  parseNewLinkedAccount,
  parseNewStakeholder,
  parseProductEdit,
  parseProductRequest,
} from "./route-input";

type WithAccount = FastifyRequest<{ Params: { accountId: string } }>;
type WithStakeholder = FastifyRequest<{ Params: { accountId: string; stakeholderId: string } }>;
type WithProduct = FastifyRequest<{ Params: { accountId: string; productId: string } }>;

/**
 * Razorpay API v2, Route's linked-account onboarding: accounts, stakeholders and the Route product
 * configuration. Mount under `/v2`; the SDK's `accounts`, `stakeholders` and `products` call these.
 */
export async function accountsRoutes(app: FastifyInstance, options: ApiRoutesOptions) {
  const { accounts } = options.ledger;
  apiGuards(app, options);

  app.post("/accounts", async (request) => accounts.createAccount(parseNewLinkedAccount(request.body)));

  app.get("/accounts/:accountId", async (request: WithAccount) => accounts.account(request.params.accountId));

  app.post("/accounts/:accountId/stakeholders", async (request: WithAccount) =>
    accounts.createStakeholder(request.params.accountId, parseNewStakeholder(request.body)),
  );

  app.get("/accounts/:accountId/stakeholders", async (request: WithAccount) => {
    const items = accounts.stakeholders(request.params.accountId);
    return { entity: "collection", count: items.length, items };
  });

  app.get("/accounts/:accountId/stakeholders/:stakeholderId", async (request: WithStakeholder) =>
    accounts.stakeholder(request.params.accountId, request.params.stakeholderId),
  );

  app.post("/accounts/:accountId/products", async (request: WithAccount) =>
    accounts.requestProduct(request.params.accountId, parseProductRequest(request.body)),
  );

  app.get("/accounts/:accountId/products/:productId", async (request: WithProduct) =>
    accounts.product(request.params.accountId, request.params.productId),
  );

  app.patch("/accounts/:accountId/products/:productId", async (request: WithProduct) =>
    accounts.editProduct(request.params.accountId, request.params.productId, parseProductEdit(request.body)),
  );
}
