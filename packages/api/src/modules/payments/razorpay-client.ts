import http from "node:http";
import https from "node:https";
import { z } from "zod";
import {
  type RazorpayLinkedAccount,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayQrCode,
  type RazorpayRefund,
  type RazorpayReversal,
  type RazorpayRouteProduct,
  type RazorpayTransfer,
  razorpayCollection,
  razorpayErrorBody,
  razorpayLinkedAccount,
  razorpayOrder,
  razorpayPayment,
  razorpayQrCode,
  razorpayRefund,
  razorpayReversal,
  razorpayRouteProduct,
  razorpayTransfer,
} from "./razorpay-entities";
import { createRazorpaySdk, RazorpayTransportError } from "./razorpay-sdk";

/** Razorpay's side of a payment, as the payments service needs it. All amounts are paise, INR. */
export interface PaymentGateway {
  /** Public; Checkout needs it in the browser. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchOrder(id: string): Promise<RazorpayOrder>;
  fetchPayment(id: string): Promise<RazorpayPayment>;
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  capturePayment(id: string, amountPaise: number): Promise<RazorpayPayment>;
  /**
   * The whole unrefunded amount unless `amountPaise` is given. `reverseAll` first takes back, from the linked
   * accounts, what Route transferred from the payment: all of it for a full refund; for a partial one, the
   * refund's amount from the payment's one transfer (Razorpay refuses it when there are several).
   */
  refundPayment(
    paymentId: string,
    input?: { amountPaise?: number; notes?: Record<string, string>; reverseAll?: boolean },
  ): Promise<RazorpayRefund>;
  fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]>;
  fetchRefund(id: string): Promise<RazorpayRefund>;

  // UPI QR codes: a walk-in pays at the counter by scanning one (single use, fixed amount).

  /** An active single-use QR code for exactly `amountPaise`, closing by itself at `closeBy`. */
  createQrCode(input: {
    amountPaise: number;
    description: string;
    closeBy: Date;
    notes?: Record<string, string>;
  }): Promise<RazorpayQrCode>;
  fetchQrCode(id: string): Promise<RazorpayQrCode>;
  /** The payments made by scanning the QR code (at most 100, newest first). */
  fetchQrCodePayments(id: string): Promise<RazorpayPayment[]>;
  closeQrCode(id: string): Promise<RazorpayQrCode>;

  // Route: paying centres their share of a payment through linked accounts.

  /** A centre as a Route linked account (`acc_...`, status `created`). */
  createLinkedAccount(input: NewLinkedAccount): Promise<RazorpayLinkedAccount>;
  /**
   * Asks Razorpay for Route on a linked account; it answers `needs_clarification`, listing the settlement
   * details still missing, until updateRouteSettlements supplies them.
   */
  requestRouteProduct(accountId: string, input: { tncAccepted: boolean }): Promise<RazorpayRouteProduct>;
  /** The bank account the centre is settled to; Razorpay then reviews the product (`activated` when done). */
  updateRouteSettlements(
    accountId: string,
    productId: string,
    bank: { accountNumber: string; ifscCode: string; beneficiaryName: string },
  ): Promise<RazorpayRouteProduct>;
  fetchRouteProduct(accountId: string, productId: string): Promise<RazorpayRouteProduct>;
  /**
   * Transfers from a captured payment to activated linked accounts, all or none. Never more in total than the
   * payment's amount, and none once the payment has a refund. `onHold` keeps the money from being settled to
   * the centre's bank until releaseTransfer (or `onHoldUntil`).
   */
  transferFromPayment(paymentId: string, transfers: NewTransfer[]): Promise<RazorpayTransfer[]>;
  fetchPaymentTransfers(paymentId: string): Promise<RazorpayTransfer[]>;
  /**
   * A transfer from the marketplace's own balance to a linked account (Route's direct transfers): for a share
   * Razorpay no longer transfers from its payment, once a refund has been initiated on it. It cannot be held.
   * A retry with the same `idempotencyKey` (4 to 36 characters) answers the transfer made, never a second one.
   */
  directTransfer(input: {
    accountId: string;
    amountPaise: number;
    notes: Record<string, string>;
    idempotencyKey: string;
  }): Promise<RazorpayTransfer>;
  fetchTransfer(transferId: string): Promise<RazorpayTransfer>;
  /** Transfers of every kind made at or after `from`, newest first, `count` (at most 100) after `skip`. */
  fetchTransfers(query: { from: Date; count: number; skip: number }): Promise<RazorpayTransfer[]>;
  /** Ends a transfer's settlement hold; the centre is settled on Razorpay's schedule. */
  releaseTransfer(transferId: string): Promise<RazorpayTransfer>;
  /** Takes `amountPaise` of a transfer back from the linked account, never more than is left of it. */
  reverseTransfer(transferId: string, input: { amountPaise: number }): Promise<RazorpayReversal>;
}

export interface NewLinkedAccount {
  email: string;
  /** 8 to 15 digits. */
  phone: string;
  /** Ours, to find the account again (a centre's id); at most 20 characters. */
  referenceId: string;
  /** 4 to 200 characters. */
  legalBusinessName: string;
  /** Razorpay's business types: `proprietorship`, `partnership`, `private_limited`, `individual`... */
  businessType: string;
  /** 4 to 255 characters. */
  contactName: string;
  /** Razorpay's business category and subcategory (`services`, `automotive_service_shops`). */
  category: string;
  subcategory: string;
  registeredAddress: {
    street1: string;
    street2: string;
    city: string;
    state: string;
    /** Six digits. */
    postalCode: string;
    /** `IN`. */
    country: string;
  };
  pan?: string;
  gstin?: string;
  notes?: Record<string, string>;
}

export interface NewTransfer {
  /** The linked account (`acc_...`). */
  accountId: string;
  amountPaise: number;
  onHold?: boolean;
  /** When the hold ends by itself; without it, the hold lasts until releaseTransfer. */
  onHoldUntil?: Date;
  notes?: Record<string, string>;
}

/**
 * unavailable: Razorpay could not answer (network, timeout, 5xx, 429, a garbled answer); retrying later may work.
 * rejected: Razorpay refused the request (4xx); `description` says why, in Razorpay's words.
 */
export class PaymentGatewayError extends Error {
  override readonly name = "PaymentGatewayError";
  constructor(
    readonly kind: "unavailable" | "rejected",
    readonly description: string,
    readonly details: { status?: number; code?: string; field?: string | null; reason?: string | null } = {},
    options?: { cause?: unknown },
  ) {
    super(`Razorpay ${kind}: ${description}`, options);
  }
}

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Razorpay's API through its official SDK (see razorpay-sdk.ts for how it reaches `baseUrl`). */
export function createRazorpayClient({
  keyId,
  keySecret,
  baseUrl = "https://api.razorpay.com/v1",
  timeoutMs = 10_000,
}: RazorpayClientOptions): PaymentGateway {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const sdk = createRazorpaySdk({ keyId, keySecret, baseUrl, timeoutMs, agents });
  // The SDK sends headers only per instance; a direct transfer's idempotency key needs one of its own.
  const sdkWithHeader = (name: string, value: string) =>
    createRazorpaySdk({ keyId, keySecret, baseUrl, timeoutMs, agents, headers: { [name]: value } });

  /** One SDK call, its answer checked against `schema`, every failure a PaymentGatewayError. */

  // The SDK puts ids into paths as they are.
  const id = (value: string) => encodeURIComponent(value);

  return {
    keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      callSdk(razorpayOrder, "orders.create", () =>
        sdk.orders.create({ amount: amountPaise, currency: "INR", receipt, notes, payment_capture: true }),
      ),
    fetchOrder: (orderId) => callSdk(razorpayOrder, "orders.fetch", () => sdk.orders.fetch(id(orderId))),
    fetchPayment: (paymentId) =>
      callSdk(razorpayPayment, "payments.fetch", () => sdk.payments.fetch(id(paymentId))),
    fetchOrderPayments: async (orderId) =>
      (
        await callSdk(razorpayCollection(razorpayPayment), "orders.fetchPayments", () =>
          sdk.orders.fetchPayments(id(orderId)),
        )
      ).items,
    capturePayment: (paymentId, amountPaise) =>
      callSdk(razorpayPayment, "payments.capture", () =>
        sdk.payments.capture(id(paymentId), amountPaise, "INR"),
      ),
    refundPayment: (paymentId, { amountPaise, notes, reverseAll } = {}) =>
      callSdk(razorpayRefund, "payments.refund", () =>
        sdk.payments.refund(id(paymentId), {
          amount: amountPaise,
          notes,
          ...(reverseAll === undefined ? {} : { reverse_all: reverseAll ? 1 : 0 }),
        }),
      ),
    fetchPaymentRefunds: async (paymentId) =>
      (
        await callSdk(razorpayCollection(razorpayRefund), "payments.fetchMultipleRefund", () =>
          sdk.payments.fetchMultipleRefund(id(paymentId)),
        )
      ).items,
    fetchRefund: (refundId) =>
      callSdk(razorpayRefund, "refunds.fetch", () => sdk.refunds.fetch(id(refundId))),

    createQrCode: ({ amountPaise, description, closeBy, notes }) =>
      callSdk(razorpayQrCode, "qrCode.create", () =>
        sdk.qrCode.create({
          type: "upi_qr",
          usage: "single_use",
          fixed_amount: true,
          payment_amount: amountPaise,
          description,
          close_by: Math.floor(closeBy.getTime() / 1000),
          notes,
        }),
      ),
    fetchQrCode: (qrCodeId) => callSdk(razorpayQrCode, "qrCode.fetch", () => sdk.qrCode.fetch(id(qrCodeId))),
    fetchQrCodePayments: async (qrCodeId) =>
      (
        await callSdk(razorpayCollection(razorpayPayment), "qrCode.fetchAllPayments", () =>
          sdk.qrCode.fetchAllPayments(id(qrCodeId), { count: 100 }),
        )
      ).items,
    closeQrCode: (qrCodeId) => callSdk(razorpayQrCode, "qrCode.close", () => sdk.qrCode.close(id(qrCodeId))),

    createLinkedAccount: (input) =>
      callSdk(razorpayLinkedAccount, "accounts.create", () =>
        sdk.accounts.create({
          email: input.email,
          phone: input.phone,
          type: "route",
          reference_id: input.referenceId,
          legal_business_name: input.legalBusinessName,
          business_type: input.businessType,
          contact_name: input.contactName,
          profile: {
            category: input.category,
            subcategory: input.subcategory,
            addresses: {
              registered: {
                street1: input.registeredAddress.street1,
                street2: input.registeredAddress.street2,
                city: input.registeredAddress.city,
                state: input.registeredAddress.state,
                postal_code: input.registeredAddress.postalCode,
                country: input.registeredAddress.country,
              },
            },
          },
          legal_info:
            input.pan === undefined && input.gstin === undefined
              ? undefined
              : { pan: input.pan, gst: input.gstin },
          notes: input.notes,
        }),
      ),
    requestRouteProduct: (accountId, { tncAccepted }) =>
      callSdk(razorpayRouteProduct, "products.requestProductConfiguration", () =>
        sdk.products.requestProductConfiguration(id(accountId), {
          product_name: "route",
          tnc_accepted: tncAccepted,
        }),
      ),
    updateRouteSettlements: (accountId, productId, bank) =>
      callSdk(razorpayRouteProduct, "products.edit", () =>
        sdk.products.edit(id(accountId), id(productId), {
          settlements: {
            account_number: bank.accountNumber,
            ifsc_code: bank.ifscCode,
            beneficiary_name: bank.beneficiaryName,
          },
        }),
      ),
    fetchRouteProduct: (accountId, productId) =>
      callSdk(razorpayRouteProduct, "products.fetch", () => sdk.products.fetch(id(accountId), id(productId))),
    transferFromPayment: async (paymentId, transfers) =>
      (
        await callSdk(razorpayCollection(razorpayTransfer), "payments.transfer", () =>
          sdk.payments.transfer(id(paymentId), {
            transfers: transfers.map((transfer) => ({
              account: transfer.accountId,
              amount: transfer.amountPaise,
              currency: "INR",
              on_hold: transfer.onHold,
              on_hold_until:
                transfer.onHoldUntil === undefined
                  ? undefined
                  : Math.floor(transfer.onHoldUntil.getTime() / 1000),
              notes: transfer.notes,
            })),
          }),
        )
      ).items,
    fetchPaymentTransfers: async (paymentId) =>
      (
        await callSdk(razorpayCollection(razorpayTransfer), "payments.fetchTransfer", () =>
          sdk.payments.fetchTransfer(id(paymentId)),
        )
      ).items,
    directTransfer: ({ accountId, amountPaise, notes, idempotencyKey }) =>
      callSdk(razorpayTransfer, "transfers.create", () =>
        sdkWithHeader("X-Transfer-Idempotency", idempotencyKey).transfers.create({
          account: accountId,
          amount: amountPaise,
          currency: "INR",
          notes,
        }),
      ),
    fetchTransfer: (transferId) =>
      callSdk(razorpayTransfer, "transfers.fetch", () => sdk.transfers.fetch(id(transferId))),
    fetchTransfers: async ({ from, count, skip }) =>
      (
        await callSdk(razorpayCollection(razorpayTransfer), "transfers.all", () =>
          sdk.transfers.all({ from: Math.floor(from.getTime() / 1000), count, skip }),
        )
      ).items,
    releaseTransfer: (transferId) =>
      callSdk(razorpayTransfer, "transfers.edit", () =>
        sdk.transfers.edit(id(transferId), { on_hold: false }),
      ),
    reverseTransfer: (transferId, { amountPaise }) =>
      callSdk(razorpayReversal, "transfers.reverse", () =>
        sdk.transfers.reverse(id(transferId), { amount: amountPaise }),
      ),
  };
}

/** How the SDK reports an HTTP answer that is not 2xx. */
const sdkHttpFailure = z.object({ statusCode: z.number().int() });

/** Any failure of an SDK call as the one error the gateway's callers handle (orders, Route, Subscriptions). */
export function asGatewayError(error: unknown): PaymentGatewayError {
  if (error instanceof RazorpayTransportError) {
    return new PaymentGatewayError("unavailable", error.message, {}, { cause: error });
  }
  // The SDK rejects with a bare string for a missing id ("Subscription ID is mandatory").
  if (typeof error === "string") return new PaymentGatewayError("rejected", error);
  const status = sdkHttpFailure.safeParse(error).data?.statusCode;
  if (status !== undefined) {
    const body = razorpayErrorBody.safeParse(error).data?.error;
    const details = { status, code: body?.code, field: body?.field, reason: body?.reason };
    const kind = status >= 500 || status === 429 ? "unavailable" : "rejected";
    return new PaymentGatewayError(kind, body?.description ?? `HTTP ${status}`, details);
  }
  // Nothing else is expected; a garbled answer the SDK choked on, say.
  return new PaymentGatewayError(
    "unavailable",
    "Unexpected failure in the Razorpay SDK",
    {},
    { cause: error },
  );
}

/**
 * One SDK call, its answer checked against `schema`, every failure a PaymentGatewayError (unavailable: no answer,
 * 5xx, 429 or a garbled answer; rejected: any other 4xx, or an argument the SDK refused before sending).
 */
export async function callSdk<T>(
  schema: z.ZodType<T>,
  name: string,
  send: () => Promise<unknown>,
): Promise<T> {
  let pending: Promise<unknown>;
  try {
    pending = send();
  } catch (error) {
    // The SDK refuses a missing id or amount before sending anything; Razorpay would refuse it too.
    throw new PaymentGatewayError("rejected", String((error as Error).message), {}, { cause: error });
  }
  let answer: unknown;
  try {
    answer = await pending;
  } catch (error) {
    throw asGatewayError(error);
  }
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new PaymentGatewayError("unavailable", `Unexpected answer from ${name}`);
}
