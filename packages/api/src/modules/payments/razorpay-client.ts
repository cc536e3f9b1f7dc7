import { z } from "zod";
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

/** Razorpay's API through its official SDK (see razorpay-sdk.ts for how it reaches `baseUrl`). */
export function createRazorpayClient({
  keyId,
  keySecret,
  baseUrl = "https://api.razorpay.com/v1",
  timeoutMs = 10_000,
}: RazorpayClientOptions): PaymentGateway {
  const sdk = createRazorpaySdk({ keyId, keySecret, baseUrl, timeoutMs });

  /** One SDK call, its answer checked against `schema`, every failure a PaymentGatewayError. */
  async function call<T>(schema: z.ZodType<T>, name: string, send: () => Promise<unknown>): Promise<T> {
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

  // The SDK puts ids into paths as they are.
  const id = (value: string) => encodeURIComponent(value);

  return {
    keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call(razorpayOrder, "orders.create", () =>
        sdk.orders.create({ amount: amountPaise, currency: "INR", receipt, notes, payment_capture: true }),
      ),
    fetchOrder: (orderId) => call(razorpayOrder, "orders.fetch", () => sdk.orders.fetch(id(orderId))),
    fetchPayment: (paymentId) =>
      call(razorpayPayment, "payments.fetch", () => sdk.payments.fetch(id(paymentId))),
    fetchOrderPayments: async (orderId) =>
      (
        await call(razorpayCollection(razorpayPayment), "orders.fetchPayments", () =>
          sdk.orders.fetchPayments(id(orderId)),
        )
      ).items,
    capturePayment: (paymentId, amountPaise) =>
      call(razorpayPayment, "payments.capture", () =>
        sdk.payments.capture(id(paymentId), amountPaise, "INR"),
      ),
    refundPayment: (paymentId, { amountPaise, notes } = {}) =>
      call(razorpayRefund, "payments.refund", () =>
        sdk.payments.refund(id(paymentId), { amount: amountPaise, notes }),
      ),
    fetchPaymentRefunds: async (paymentId) =>
      (
        await call(razorpayCollection(razorpayRefund), "payments.fetchMultipleRefund", () =>
          sdk.payments.fetchMultipleRefund(id(paymentId)),
        )
      ).items,
    fetchRefund: (refundId) => call(razorpayRefund, "refunds.fetch", () => sdk.refunds.fetch(id(refundId))),
  };
}

/** How the SDK reports an HTTP answer that is not 2xx. */
const sdkHttpFailure = z.object({ statusCode: z.number().int() });

function asGatewayError(error: unknown): PaymentGatewayError {
  if (error instanceof RazorpayTransportError) {
    return new PaymentGatewayError("unavailable", error.message, {}, { cause: error });
  }
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
