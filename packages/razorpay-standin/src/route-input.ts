import { badRequest } from "./api-error";
import type { AddressEntity, Notes, SettlementDetails, StakeholderEntity } from "./entities";
import {
  amountField,
  asBody,
  type Body,
  currencyField,
  flagField,
  notesField,
  objectField,
  textField,
  unixTimeField,
} from "./input";

/** Request bodies of Route's endpoints (linked accounts v2, transfers, reversals), checked as Razorpay does. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Four letters for the bank, a zero, six letters or digits for the branch. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;

/** The business types Razorpay's Route onboarding accepts. */
const BUSINESS_TYPES = [
  "llp",
  "ngo",
  "individual",
  "partnership",
  "proprietorship",
  "public_limited",
  "private_limited",
  "trust",
  "society",
  "not_yet_registered",
  "educational_institutes",
];

export interface NewLinkedAccount {
  email: string;
  phone: string;
  referenceId: string | null;
  legalBusinessName: string;
  customerFacingBusinessName: string;
  businessType: string;
  contactName: string;
  category: string;
  subcategory: string;
  registered: AddressEntity;
  legalInfo: { pan?: string; gst?: string };
  notes: Notes | [];
}

function phoneField(body: Body): string {
  const value = body.phone;
  if (value === undefined || value === null || value === "")
    throw badRequest("The phone field is required.", "phone");
  const phone = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  if (typeof phone !== "string" || !/^\+?[0-9]{8,15}$/.test(phone)) {
    throw badRequest("The phone must be between 8 and 15 digits.", "phone");
  }
  return phone;
}

function postalCodeField(body: Body, path: string): string {
  const value = body.postal_code;
  const code = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  if (code === undefined || code === null || code === "") {
    throw badRequest(`The ${path} field is required.`, path);
  }
  if (typeof code !== "string" || !/^[0-9]{6}$/.test(code)) {
    throw badRequest(`The ${path} must be 6 digits.`, path);
  }
  return code;
}

function registeredAddress(body: Body): AddressEntity {
  const path = "profile.addresses.registered";
  const at = (key: string) => `${path}.${key}`;
  const street2 = textField(body, "street2", { path: at("street2"), max: 100 });
  return {
    street1: textField(body, "street1", { path: at("street1"), required: true, max: 100 }),
    ...(street2 === undefined ? {} : { street2 }),
    city: textField(body, "city", { path: at("city"), required: true, max: 100 }),
    state: textField(body, "state", { path: at("state"), required: true, min: 2, max: 32 }),
    postal_code: postalCodeField(body, at("postal_code")),
    country: textField(body, "country", { path: at("country"), required: true, min: 2, max: 64 }),
  };
}

/** POST /v2/accounts with `type: "route"`. */
export function parseNewLinkedAccount(value: unknown): NewLinkedAccount {
  const body = asBody(value);
  const email = textField(body, "email", { required: true, max: 132 });
  if (!EMAIL.test(email)) throw badRequest("The email must be a valid email address.", "email");
  const phone = phoneField(body);
  const type = textField(body, "type", { required: true });
  if (type !== "route") throw badRequest("The type must be route.", "type");
  const businessType = textField(body, "business_type", { required: true });
  if (!BUSINESS_TYPES.includes(businessType)) {
    throw badRequest("The business_type is invalid.", "business_type");
  }
  const legalBusinessName = textField(body, "legal_business_name", { required: true, min: 4, max: 200 });
  const profile = objectField(body, "profile", "profile", true) as Body;
  const addresses = objectField(profile, "addresses", "profile.addresses", true) as Body;
  const registered = objectField(addresses, "registered", "profile.addresses.registered", true) as Body;
  const legalInfo = objectField(body, "legal_info") ?? {};
  const pan = textField(legalInfo, "pan", { path: "legal_info.pan", pattern: PAN });
  const gst = textField(legalInfo, "gst", { path: "legal_info.gst", pattern: GSTIN });
  return {
    email,
    phone,
    referenceId: textField(body, "reference_id", { max: 20 }) ?? null,
    legalBusinessName,
    customerFacingBusinessName:
      textField(body, "customer_facing_business_name", { max: 255 }) ?? legalBusinessName,
    businessType,
    contactName: textField(body, "contact_name", { required: true, min: 4, max: 255 }),
    category: textField(profile, "category", { path: "profile.category", required: true }),
    subcategory: textField(profile, "subcategory", { path: "profile.subcategory", required: true }),
    registered: registeredAddress(registered),
    legalInfo: { ...(pan === undefined ? {} : { pan }), ...(gst === undefined ? {} : { gst }) },
    notes: notesField(body),
  };
}

export type NewStakeholder = Omit<StakeholderEntity, "entity" | "id">;

/** POST /v2/accounts/:id/stakeholders. */
export function parseNewStakeholder(value: unknown): NewStakeholder {
  const body = asBody(value);
  const email = textField(body, "email", { required: true, max: 132 });
  if (!EMAIL.test(email)) throw badRequest("The email must be a valid email address.", "email");
  const stakeholder: NewStakeholder = {
    name: textField(body, "name", { required: true, min: 4, max: 255 }),
    email,
    notes: notesField(body),
  };
  const phone = objectField(body, "phone");
  if (phone) {
    const primary = textField(phone, "primary", { path: "phone.primary", pattern: /^[0-9]{8,11}$/ });
    const secondary = textField(phone, "secondary", { path: "phone.secondary", pattern: /^[0-9]{8,11}$/ });
    stakeholder.phone = {
      ...(primary === undefined ? {} : { primary }),
      ...(secondary === undefined ? {} : { secondary }),
    };
  }
  const kyc = objectField(body, "kyc");
  if (kyc)
    stakeholder.kyc = { pan: textField(kyc, "pan", { path: "kyc.pan", required: true, pattern: PAN }) };
  const relationship = objectField(body, "relationship");
  if (relationship) {
    const director = flagField(relationship, "director", "relationship.director");
    const executive = flagField(relationship, "executive", "relationship.executive");
    stakeholder.relationship = {
      ...(director === undefined ? {} : { director }),
      ...(executive === undefined ? {} : { executive }),
    };
  }
  const ownership = body.percentage_ownership;
  if (ownership !== undefined && ownership !== null) {
    if (typeof ownership !== "number" || ownership < 0 || ownership > 100) {
      throw badRequest("The percentage_ownership must be between 0 and 100.", "percentage_ownership");
    }
    stakeholder.percentage_ownership = ownership;
  }
  const addresses = objectField(body, "addresses");
  const residential = addresses && objectField(addresses, "residential", "addresses.residential");
  if (residential) {
    const at = (key: string) => `addresses.residential.${key}`;
    stakeholder.addresses = {
      residential: {
        street: textField(residential, "street", { path: at("street"), required: true, max: 255 }),
        city: textField(residential, "city", { path: at("city"), required: true, max: 32 }),
        state: textField(residential, "state", { path: at("state"), required: true, max: 32 }),
        postal_code: postalCodeField(residential, at("postal_code")),
        country: textField(residential, "country", { path: at("country"), required: true, max: 64 }),
      },
    };
  }
  return stakeholder;
}

/** POST /v2/accounts/:id/products: only Route here. */
export function parseProductRequest(value: unknown): { tncAccepted: boolean } {
  const body = asBody(value);
  const name = textField(body, "product_name", { required: true });
  if (name !== "route") throw badRequest("The product_name is invalid.", "product_name");
  return { tncAccepted: flagField(body, "tnc_accepted") ?? false };
}

export interface ProductEdit {
  settlements: Partial<Record<keyof SettlementDetails, string>>;
  tncAccepted: boolean | undefined;
}

/** PATCH /v2/accounts/:id/products/:id: the bank account settlements go to, and the terms. */
export function parseProductEdit(value: unknown): ProductEdit {
  const body = asBody(value);
  const settlements: ProductEdit["settlements"] = {};
  const given = objectField(body, "settlements");
  if (given) {
    const number = given.account_number;
    if (number !== undefined && number !== null) {
      const digits = typeof number === "number" && Number.isSafeInteger(number) ? String(number) : number;
      if (typeof digits !== "string" || !ACCOUNT_NUMBER.test(digits)) {
        throw badRequest(
          "The settlements.account_number must be between 9 and 18 digits.",
          "settlements.account_number",
        );
      }
      settlements.account_number = digits;
    }
    const ifsc = textField(given, "ifsc_code", { path: "settlements.ifsc_code" });
    if (ifsc !== undefined) {
      if (!IFSC.test(ifsc)) {
        throw badRequest("The settlements.ifsc_code is not a valid IFSC.", "settlements.ifsc_code");
      }
      settlements.ifsc_code = ifsc;
    }
    const beneficiary = textField(given, "beneficiary_name", {
      path: "settlements.beneficiary_name",
      min: 4,
      max: 120,
    });
    if (beneficiary !== undefined) settlements.beneficiary_name = beneficiary;
  }
  const tncAccepted = flagField(body, "tnc_accepted");
  if (tncAccepted === false) throw badRequest("The tnc_accepted must be true.", "tnc_accepted");
  return { settlements, tncAccepted };
}

export interface NewTransfer {
  account: string;
  amount: number;
  notes: Notes | [];
  linkedAccountNotes: string[];
  onHold: boolean;
  onHoldUntil: number | null;
}

function linkedAccountNotes(body: Body, notes: Notes | []): string[] {
  const value = body.linked_account_notes;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((key) => typeof key !== "string")) {
    throw badRequest("The linked_account_notes must be an array of notes keys.", "linked_account_notes");
  }
  for (const key of value as string[]) {
    if (Array.isArray(notes) || !(key in notes)) {
      throw badRequest(`The linked_account_notes key ${key} is not in notes.`, "linked_account_notes");
    }
  }
  return value as string[];
}

/** POST /v1/payments/:id/transfers: `{ transfers: [{ account, amount, currency, on_hold, ... }] }`. */
export function parseTransfers(value: unknown, now: number): NewTransfer[] {
  const body = asBody(value);
  const list = body.transfers;
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) {
    throw badRequest("The transfers field is required.", "transfers");
  }
  if (!Array.isArray(list)) throw badRequest("The transfers must be an array.", "transfers");
  return list.map((item): NewTransfer => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      throw badRequest("Each of the transfers must be an object.", "transfers");
    }
    const transfer = item as Body;
    const account = textField(transfer, "account", { required: true });
    const amount = amountField(transfer);
    currencyField(transfer, true);
    const notes = notesField(transfer);
    const onHold = flagField(transfer, "on_hold") ?? false;
    const until = unixTimeField(transfer, "on_hold_until");
    if (until !== undefined && until <= now) {
      throw badRequest("The on_hold_until must be a time in the future.", "on_hold_until");
    }
    return {
      account,
      amount,
      notes,
      linkedAccountNotes: linkedAccountNotes(transfer, notes),
      onHold,
      onHoldUntil: onHold ? (until ?? null) : null,
    };
  });
}

/**
 * POST /v1/transfers, a direct transfer from the merchant's balance: `{ account, amount, currency, notes }`.
 * It cannot be held (no `on_hold`): it is settled to the linked account on Razorpay's schedule.
 */
export function parseDirectTransfer(value: unknown): NewTransfer {
  const body = asBody(value);
  const account = textField(body, "account", { required: true });
  const amount = amountField(body);
  currencyField(body, true);
  if (body.on_hold !== undefined || body.on_hold_until !== undefined) {
    throw badRequest("on_hold is not allowed for direct transfers", "on_hold");
  }
  const notes = notesField(body);
  return {
    account,
    amount,
    notes,
    linkedAccountNotes: linkedAccountNotes(body, notes),
    onHold: false,
    onHoldUntil: null,
  };
}

/** The `X-Transfer-Idempotency` header of a direct transfer: 4 to 36 letters, digits, hyphens, underscores, spaces. */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[A-Za-z0-9_\- ]{4,36}$/.test(value)) {
    throw badRequest(
      "The X-Transfer-Idempotency header must be 4 to 36 letters, digits, hyphens, underscores or spaces.",
      "X-Transfer-Idempotency",
    );
  }
  return value;
}

/** PATCH /v1/transfers/:id: `{ on_hold, on_hold_until }`. */
export function parseHoldEdit(value: unknown, now: number): { onHold: boolean; onHoldUntil: number | null } {
  const body = asBody(value);
  const onHold = flagField(body, "on_hold");
  if (onHold === undefined) throw badRequest("The on_hold field is required.", "on_hold");
  const until = unixTimeField(body, "on_hold_until");
  if (until !== undefined && until <= now) {
    throw badRequest("The on_hold_until must be a time in the future.", "on_hold_until");
  }
  return { onHold, onHoldUntil: onHold ? (until ?? null) : null };
}

/** POST /v1/transfers/:id/reversals: `{ amount?, notes? }`; no amount reverses what is left. */
export function parseReversal(value: unknown): { amount: number | undefined; notes: Notes | [] } {
  const body = asBody(value);
  const amount = body.amount;
  if (amount !== undefined && amount !== null) {
    if (typeof amount !== "number" || !Number.isInteger(amount)) {
      throw badRequest("The amount must be an integer.", "amount");
    }
    if (amount < 1) throw badRequest("The amount must be at least 1.", "amount");
  }
  return { amount: (amount ?? undefined) as number | undefined, notes: notesField(body) };
}
