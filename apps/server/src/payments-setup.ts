import { randomBytes } from "node:crypto";
import {
  createRazorpayClient,
  createRazorpaySubscriptions,
  type PaymentGateway,
  type PaymentsDeps,
  type SubscriptionGateway,
} from "@chamak/api";
import { createRazorpayStandin, type RazorpayStandin } from "@chamak/razorpay-standin";
import type { RazorpayConfig } from "./config";

export const STANDIN_PREFIX = "/__razorpay";

export interface PaymentsSetup {
  payments: PaymentsDeps;
  /** The local stand-in, mounted by the app at STANDIN_PREFIX, when no Razorpay keys are configured. */
  standin: RazorpayStandin | null;
}

/**
 * Real Razorpay when keys are configured; otherwise a stand-in that speaks the same API, mounted on this
 * server and reached over HTTP like the real one, so the production code path is the one exercised.
 */
export function setupPayments(razorpay: RazorpayConfig | null, ownOrigin: () => string): PaymentsSetup {
  if (razorpay) {
    const client = { keyId: razorpay.keyId, keySecret: razorpay.keySecret, baseUrl: razorpay.apiUrl };
    return {
      payments: {
        gateway: createRazorpayClient(client),
        subscriptions: createRazorpaySubscriptions(client),
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        testMode: false,
      },
      standin: null,
    };
  }
  const keys = {
    keyId: "rzp_test_chamakstandin",
    keySecret: randomBytes(24).toString("hex"),
    webhookSecret: randomBytes(24).toString("hex"),
  };
  const standin = createRazorpayStandin(keys);
  const client = () => ({ ...keys, baseUrl: `${ownOrigin()}${STANDIN_PREFIX}/v1` });
  const gateway = lazyGateway(keys.keyId, () => createRazorpayClient(client()));
  const subscriptions = lazySubscriptions(() => createRazorpaySubscriptions(client()));
  return {
    payments: {
      gateway,
      subscriptions,
      keySecret: keys.keySecret,
      webhookSecret: keys.webhookSecret,
      testMode: true,
    },
    standin,
  };
}

/** The server's own address is known only once it listens; build the client on first use. */
function lazyGateway(keyId: string, create: () => PaymentGateway): PaymentGateway {
  let client: PaymentGateway | undefined;
  const get = () => {
    client ??= create();
    return client;
  };
  return {
    keyId,
    createOrder: (input) => get().createOrder(input),
    fetchOrder: (id) => get().fetchOrder(id),
    fetchPayment: (id) => get().fetchPayment(id),
    fetchOrderPayments: (id) => get().fetchOrderPayments(id),
    capturePayment: (id, amount) => get().capturePayment(id, amount),
    refundPayment: (id, input) => get().refundPayment(id, input),
    fetchPaymentRefunds: (id) => get().fetchPaymentRefunds(id),
    fetchRefund: (id) => get().fetchRefund(id),
    createQrCode: (input) => get().createQrCode(input),
    fetchQrCode: (id) => get().fetchQrCode(id),
    fetchQrCodePayments: (id) => get().fetchQrCodePayments(id),
    closeQrCode: (id) => get().closeQrCode(id),
    createLinkedAccount: (input) => get().createLinkedAccount(input),
    requestRouteProduct: (accountId, input) => get().requestRouteProduct(accountId, input),
    updateRouteSettlements: (accountId, productId, bank) =>
      get().updateRouteSettlements(accountId, productId, bank),
    fetchRouteProduct: (accountId, productId) => get().fetchRouteProduct(accountId, productId),
    transferFromPayment: (paymentId, transfers) => get().transferFromPayment(paymentId, transfers),
    fetchPaymentTransfers: (paymentId) => get().fetchPaymentTransfers(paymentId),
    directTransfer: (input) => get().directTransfer(input),
    fetchTransfer: (id) => get().fetchTransfer(id),
    fetchTransfers: (query) => get().fetchTransfers(query),
    releaseTransfer: (id) => get().releaseTransfer(id),
    reverseTransfer: (id, input) => get().reverseTransfer(id, input),
  };
}

/** As lazyGateway, for Subscriptions. */
function lazySubscriptions(create: () => SubscriptionGateway): SubscriptionGateway {
  let client: SubscriptionGateway | undefined;
  const get = () => {
    client ??= create();
    return client;
  };
  return {
    createPlan: (input) => get().createPlan(input),
    fetchPlan: (id) => get().fetchPlan(id),
    createSubscription: (input) => get().createSubscription(input),
    fetchSubscription: (id) => get().fetchSubscription(id),
    cancelSubscription: (id, options) => get().cancelSubscription(id, options),
    pauseSubscription: (id) => get().pauseSubscription(id),
    resumeSubscription: (id) => get().resumeSubscription(id),
    subscriptionInvoices: (id) => get().subscriptionInvoices(id),
  };
}
