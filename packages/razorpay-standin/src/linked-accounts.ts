import { badRequest } from "./api-error";
import type { Conditions, RouteActivation } from "./conditions";
import type {
  LinkedAccountEntity,
  ProductRequirement,
  RouteProductEntity,
  SettlementDetails,
  StakeholderEntity,
} from "./entities";
import { newId, unixNow } from "./ids";
import type { NewLinkedAccount, NewStakeholder, ProductEdit } from "./route-input";

const noAccount = () => badRequest("Linked account does not exist", null, "linked_account_id_does_not_exist");
const noProduct = () => badRequest("The provided product config id doesn't exist for the merchant");

const SETTLEMENT_FIELDS = ["beneficiary_name", "account_number", "ifsc_code"] as const;

/**
 * Route's linked accounts (API v2): the account, its stakeholders and its Route product configuration, whose
 * `activation_status` says whether transfers may be made to it.
 */
export function createLinkedAccounts(conditions: Pick<Conditions, "routeActivation">) {
  const accounts = new Map<string, LinkedAccountEntity>();
  const stakeholders = new Map<string, { accountId: string; stakeholder: StakeholderEntity }>();
  const products = new Map<string, RouteProductEntity>();

  const copy = <T>(value: T): T => structuredClone(value);

  function account(id: string): LinkedAccountEntity {
    const found = accounts.get(id);
    if (!found) throw noAccount();
    return found;
  }

  function product(accountId: string, productId: string): RouteProductEntity {
    account(accountId);
    const found = products.get(productId);
    if (!found || found.account_id !== accountId) throw noProduct();
    return found;
  }

  const requirement = (
    product: RouteProductEntity,
    fieldReference: string,
    reasonCode: string,
  ): ProductRequirement => ({
    field_reference: fieldReference,
    resolution_url: `/accounts/${product.account_id}/products/${product.id}`,
    reason_code: reasonCode,
    status: "required",
  });

  /** What is still missing before Razorpay reviews the configuration: bank details and the terms. */
  function missing(product: RouteProductEntity): ProductRequirement[] {
    const settlements = product.active_configuration.settlements;
    const gaps = SETTLEMENT_FIELDS.filter((field) => settlements[field] === null).map((field) =>
      requirement(product, `settlements.${field}`, "field_missing"),
    );
    if (!product.tnc) gaps.push(requirement(product, "tnc_accepted", "field_missing"));
    return gaps;
  }

  function decide(product: RouteProductEntity, outcome: RouteActivation) {
    product.activation_status = outcome.status;
    product.requirements =
      outcome.status === "needs_clarification"
        ? outcome.requirements.map((r) => requirement(product, r.field_reference, r.reason_code))
        : [];
  }

  /** Missing details keep it `needs_clarification`; complete ones get the review's outcome. */
  function review(product: RouteProductEntity) {
    const gaps = missing(product);
    if (gaps.length > 0) {
      product.activation_status = "needs_clarification";
      product.requirements = gaps;
      return;
    }
    decide(product, conditions.routeActivation);
  }

  const acceptTerms = (product: RouteProductEntity) => {
    product.tnc ??= { id: newId("tnc"), accepted: true, accepted_at: unixNow() };
  };

  return {
    createAccount(input: NewLinkedAccount): LinkedAccountEntity {
      const taken = [...accounts.values()].find((known) => known.email === input.email);
      if (taken) {
        throw badRequest(
          `Merchant email already exists for account - ${taken.id.slice("acc_".length)}`,
          "email",
        );
      }
      const created: LinkedAccountEntity = {
        id: newId("acc"),
        type: "route",
        status: "created",
        email: input.email,
        profile: {
          category: input.category,
          subcategory: input.subcategory,
          addresses: { registered: input.registered },
        },
        notes: input.notes,
        created_at: unixNow(),
        phone: input.phone,
        contact_name: input.contactName,
        reference_id: input.referenceId,
        business_type: input.businessType,
        legal_business_name: input.legalBusinessName,
        customer_facing_business_name: input.customerFacingBusinessName,
        legal_info: input.legalInfo,
      };
      accounts.set(created.id, created);
      return copy(created);
    },

    account: (id: string) => copy(account(id)),

    createStakeholder(accountId: string, input: NewStakeholder): StakeholderEntity {
      account(accountId);
      const stakeholder: StakeholderEntity = { entity: "stakeholder", id: newId("sth"), ...input };
      stakeholders.set(stakeholder.id, { accountId, stakeholder });
      return copy(stakeholder);
    },

    stakeholder(accountId: string, id: string): StakeholderEntity {
      account(accountId);
      const found = stakeholders.get(id);
      if (!found || found.accountId !== accountId) throw badRequest("The id provided does not exist");
      return copy(found.stakeholder);
    },

    stakeholders(accountId: string): StakeholderEntity[] {
      account(accountId);
      return [...stakeholders.values()]
        .filter((entry) => entry.accountId === accountId)
        .map((entry) => copy(entry.stakeholder));
    },

    /** Requesting Route for an account: `needs_clarification` until its bank details are in. */
    requestProduct(accountId: string, input: { tncAccepted: boolean }): RouteProductEntity {
      account(accountId);
      const existing = [...products.values()].find((known) => known.account_id === accountId);
      if (existing) {
        throw badRequest(
          `The route product is already requested for the account: ${existing.id}`,
          "product_name",
        );
      }
      const created: RouteProductEntity = {
        requested_configuration: [],
        active_configuration: {
          settlements: { account_number: null, ifsc_code: null, beneficiary_name: null },
        },
        requirements: [],
        tnc: null,
        id: newId("acc_prd"),
        product_name: "route",
        activation_status: "needs_clarification",
        account_id: accountId,
        requested_at: unixNow(),
      };
      if (input.tncAccepted) acceptTerms(created);
      review(created);
      products.set(created.id, created);
      return copy(created);
    },

    /** New bank details (and the terms) are reviewed again, even on an activated product. */
    editProduct(accountId: string, productId: string, edit: ProductEdit): RouteProductEntity {
      const found = product(accountId, productId);
      if (found.activation_status === "suspended") {
        throw badRequest("The product configuration cannot be updated while it is suspended");
      }
      const settlements: SettlementDetails = found.active_configuration.settlements;
      Object.assign(settlements, edit.settlements);
      if (edit.tncAccepted) acceptTerms(found);
      review(found);
      return copy(found);
    },

    product: (accountId: string, productId: string) => copy(product(accountId, productId)),

    /** Razorpay's review deciding later (a control): activated, under review, or needing clarification. */
    setProductStatus(productId: string, outcome: RouteActivation): RouteProductEntity {
      const found = products.get(productId);
      if (!found) throw noProduct();
      decide(found, outcome);
      return copy(found);
    },

    /** Why a transfer to this account is refused, or null when Route is activated for it. */
    transferRefusal(accountId: string): string | null {
      const known = accounts.get(accountId);
      if (!known) return "does_not_exist";
      const route = [...products.values()].find((candidate) => candidate.account_id === accountId);
      if (known.status !== "created" || route?.activation_status !== "activated") return "not_activated";
      return null;
    },

    allAccounts: () => [...accounts.values()].map(copy),
    allProducts: () => [...products.values()].map(copy),

    clear() {
      accounts.clear();
      stakeholders.clear();
      products.clear();
    },
  };
}

export type LinkedAccounts = ReturnType<typeof createLinkedAccounts>;
