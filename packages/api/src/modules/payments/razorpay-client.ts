import type { z } from "zod";
import { createHttpExchange, HttpTimeoutError } from "./http-exchange";
import {
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  razorpayCollection,
  razorpayErrorBody,
  razorpayOrder,
  razorpayPayment,
  razorpayRefund,
} from "./razorpay-entities";

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
  refundPayment(
    paymentId: string,
    input?: { amountPaise?: number; notes?: Record<string, string> },
  ): Promise<RazorpayRefund>;
  fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]>;
  fetchRefund(id: string): Promise<RazorpayRefund>;
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

export function createRazorpayClient({
  keyId,
  keySecret,
  baseUrl = "https://api.razorpay.com/v1",
  timeoutMs = 10_000,
}: RazorpayClientOptions): PaymentGateway {
  const root = baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const exchange = createHttpExchange();

  async function call<T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    body?: object,
  ): Promise<T> {
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(new URL(`${root}${path}`), {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        timeoutMs,
      }));
    } catch (cause) {
      const description = cause instanceof HttpTimeoutError ? cause.message : "Razorpay could not be reached";
      throw new PaymentGatewayError("unavailable", description, {}, { cause });
    }

    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new PaymentGatewayError("unavailable", `Unexpected answer from ${method} ${path}`, { status });
    }
    const error = razorpayErrorBody.safeParse(json).data?.error;
    const details = { status, code: error?.code, field: error?.field, reason: error?.reason };
    const description = error?.description ?? `HTTP ${status}`;
    const kind = status >= 500 || status === 429 ? "unavailable" : "rejected";
    throw new PaymentGatewayError(kind, description, details);
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call(razorpayOrder, "POST", "/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
        payment_capture: 1,
      }),
    fetchOrder: (orderId) => call(razorpayOrder, "GET", `/orders/${id(orderId)}`),
    fetchPayment: (paymentId) => call(razorpayPayment, "GET", `/payments/${id(paymentId)}`),
    fetchOrderPayments: async (orderId) =>
      (await call(razorpayCollection(razorpayPayment), "GET", `/orders/${id(orderId)}/payments`)).items,
    capturePayment: (paymentId, amountPaise) =>
      call(razorpayPayment, "POST", `/payments/${id(paymentId)}/capture`, {
        amount: amountPaise,
        currency: "INR",
      }),
    refundPayment: (paymentId, { amountPaise, notes } = {}) =>
      call(razorpayRefund, "POST", `/payments/${id(paymentId)}/refund`, { amount: amountPaise, notes }),
    fetchPaymentRefunds: async (paymentId) =>
      (await call(razorpayCollection(razorpayRefund), "GET", `/payments/${id(paymentId)}/refunds`)).items,
    fetchRefund: (refundId) => call(razorpayRefund, "GET", `/refunds/${id(refundId)}`),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
