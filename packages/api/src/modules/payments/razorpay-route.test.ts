import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { submitTestCheckout } from "../../../test/support/test-checkout";
import {
  createRazorpayClient,
  type NewLinkedAccount,
  type PaymentGateway,
  PaymentGatewayError,
} from "./razorpay-client";

const keys = { keyId: "rzp_test_Standin00000001", keySecret: "standin_secret_do_not_log" };
let standin: RunningRazorpayStandin;
let gateway: PaymentGateway;

beforeAll(async () => {
  standin = await startRazorpayStandin({ ...keys, webhookSecret: "whsec_unused" });
  gateway = createRazorpayClient({ ...keys, baseUrl: standin.apiBaseUrl, timeoutMs: 2_000 });
});
afterEach(() => standin.controls.reset());
afterAll(() => standin.close());

let centres = 0;
function centre(overrides: Partial<NewLinkedAccount> = {}): NewLinkedAccount {
  centres += 1;
  return {
    email: `centre${centres}@wash.example.in`,
    phone: "9876543210",
    referenceId: `centre-${centres}`,
    legalBusinessName: "Sparkle Car Care",
    businessType: "proprietorship",
    contactName: "Asha Verma",
    category: "services",
    subcategory: "automotive_service_shops",
    registeredAddress: {
      street1: "B-12 Lajpat Nagar",
      street2: "Ring Road",
      city: "New Delhi",
      state: "DELHI",
      postalCode: "110024",
      country: "IN",
    },
    pan: "AAACL1234C",
    ...overrides,
  };
}

const bank = { accountNumber: "123456789012", ifscCode: "HDFC0000317", beneficiaryName: "Sparkle Car Care" };

async function activatedCentre(): Promise<string> {
  const account = await gateway.createLinkedAccount(centre());
  const product = await gateway.requestRouteProduct(account.id, { tncAccepted: true });
  expect((await gateway.updateRouteSettlements(account.id, product.id, bank)).activation_status).toBe(
    "activated",
  );
  return account.id;
}

/** A payment captured through the test checkout (what the customer's browser does); not the client's. */
async function capturedPayment(amountPaise: number): Promise<string> {
  const order = await gateway.createOrder({ amountPaise, receipt: "booking" });
  const response = await submitTestCheckout(standin.url, { keyId: keys.keyId, orderId: order.id });
  expect(response.status).toBe(200);
  return ((await response.json()) as { razorpay_payment_id: string }).razorpay_payment_id;
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  expect(JSON.stringify(error)).not.toContain(keys.keySecret);
  return error as PaymentGatewayError;
}

describe("Route onboarding through the SDK", () => {
  it("creates a linked account, requests Route and activates it with the centre's bank account", async () => {
    const account = await gateway.createLinkedAccount(centre({ referenceId: "centre-7" }));
    expect(account).toMatchObject({
      type: "route",
      status: "created",
      reference_id: "centre-7",
      legal_business_name: "Sparkle Car Care",
    });
    expect(account.id).toMatch(/^acc_[0-9A-Za-z]{14}$/);

    const requested = await gateway.requestRouteProduct(account.id, { tncAccepted: true });
    expect(requested).toMatchObject({ account_id: account.id, activation_status: "needs_clarification" });
    expect(requested.id).toMatch(/^acc_prd_/);
    expect(requested.requirements.map((r) => r.field_reference).sort()).toEqual([
      "settlements.account_number",
      "settlements.beneficiary_name",
      "settlements.ifsc_code",
    ]);

    const activated = await gateway.updateRouteSettlements(account.id, requested.id, bank);
    expect(activated).toMatchObject({
      activation_status: "activated",
      requirements: [],
      active_configuration: {
        settlements: { account_number: "123456789012", ifsc_code: "HDFC0000317" },
      },
    });
    expect(await gateway.fetchRouteProduct(account.id, requested.id)).toEqual(activated);
  });

  it("passes on Razorpay's refusal of an IFSC or an account number, naming the field", async () => {
    const account = await gateway.createLinkedAccount(centre());
    const product = await gateway.requestRouteProduct(account.id, { tncAccepted: true });
    const ifsc = await gatewayError(
      gateway.updateRouteSettlements(account.id, product.id, { ...bank, ifscCode: "HDFC000317" }),
    );
    expect(ifsc).toMatchObject({
      kind: "rejected",
      details: { status: 400, code: "BAD_REQUEST_ERROR", field: "settlements.ifsc_code" },
    });
    const number = await gatewayError(
      gateway.updateRouteSettlements(account.id, product.id, { ...bank, accountNumber: "12345" }),
    );
    expect(number.details.field).toBe("settlements.account_number");
    expect((await gateway.fetchRouteProduct(account.id, product.id)).activation_status).toBe(
      "needs_clarification",
    );
  });

  it("reports what Razorpay's review still needs", async () => {
    standin.controls.setRouteActivation({
      status: "needs_clarification",
      requirements: [{ field_reference: "settlements.beneficiary_name", reason_code: "name_mismatch" }],
    });
    const account = await gateway.createLinkedAccount(centre());
    const product = await gateway.requestRouteProduct(account.id, { tncAccepted: true });
    const unclear = await gateway.updateRouteSettlements(account.id, product.id, bank);
    expect(unclear.activation_status).toBe("needs_clarification");
    expect(unclear.requirements).toMatchObject([
      { field_reference: "settlements.beneficiary_name", reason_code: "name_mismatch" },
    ]);
  });

  it("passes on refusals of the account itself", async () => {
    const invalid = await gatewayError(gateway.createLinkedAccount(centre({ pan: "NOT-A-PAN" })));
    expect(invalid).toMatchObject({ kind: "rejected", details: { field: "legal_info.pan" } });
    const unknown = await gatewayError(
      gateway.requestRouteProduct("acc_AAAAAAAAAAAAAA", { tncAccepted: true }),
    );
    expect(unknown).toMatchObject({
      description: "Linked account does not exist",
      details: { reason: "linked_account_id_does_not_exist" },
    });
  });
});

describe("Route transfers through the SDK", () => {
  it("transfers part of a captured payment on hold, then releases it to be settled", async () => {
    const accountId = await activatedCentre();
    const paymentId = await capturedPayment(84_860);
    const until = new Date(Date.now() + 3 * 24 * 3_600_000);
    const [held] = await gateway.transferFromPayment(paymentId, [
      { accountId, amountPaise: 70_000, onHold: true, onHoldUntil: until, notes: { booking: "CHK42" } },
    ]);
    expect(held).toMatchObject({
      source: paymentId,
      recipient: accountId,
      amount: 70_000,
      currency: "INR",
      status: "processed",
      on_hold: true,
      on_hold_until: Math.floor(until.getTime() / 1000),
      settlement_status: "on_hold",
      recipient_settlement_id: null,
      notes: { booking: "CHK42" },
    });
    expect(held?.id).toMatch(/^trf_/);
    expect(await gateway.fetchPaymentTransfers(paymentId)).toEqual([held]);

    const released = await gateway.releaseTransfer(held?.id ?? "");
    expect(released).toMatchObject({ on_hold: false, settlement_status: "settled" });
    expect(released.recipient_settlement_id).toMatch(/^setl_/);
  });

  it("refuses to transfer more than the payment's amount, or to an account Route is not activated for", async () => {
    const accountId = await activatedCentre();
    const paymentId = await capturedPayment(50_000);
    await gateway.transferFromPayment(paymentId, [{ accountId, amountPaise: 40_000 }]);
    const over = await gatewayError(
      gateway.transferFromPayment(paymentId, [{ accountId, amountPaise: 10_001 }]),
    );
    expect(over).toMatchObject({ kind: "rejected", details: { status: 400, field: "amount" } });
    expect(over.description).toMatch(/greater than the captured amount/);

    const pending = await gateway.createLinkedAccount(centre());
    await gateway.requestRouteProduct(pending.id, { tncAccepted: true });
    const notActivated = await gatewayError(
      gateway.transferFromPayment(paymentId, [{ accountId: pending.id, amountPaise: 5_000 }]),
    );
    expect(notActivated).toMatchObject({
      kind: "rejected",
      details: { field: "account", reason: "linked_account_not_activated" },
    });
    expect((await gateway.fetchPaymentTransfers(paymentId)).map((t) => t.amount)).toEqual([40_000]);
  });

  it("reverses part of a transfer and the rest, never more than is left", async () => {
    const accountId = await activatedCentre();
    const [sent] = await gateway.transferFromPayment(await capturedPayment(50_000), [
      { accountId, amountPaise: 45_000, onHold: true },
    ]);
    const transferId = sent?.id ?? "";
    const partial = await gateway.reverseTransfer(transferId, { amountPaise: 20_000 });
    expect(partial).toMatchObject({ transfer_id: transferId, amount: 20_000, customer_refund_id: null });
    expect(partial.id).toMatch(/^rvrsl_/);

    const tooMuch = await gatewayError(gateway.reverseTransfer(transferId, { amountPaise: 25_001 }));
    expect(tooMuch).toMatchObject({ kind: "rejected", details: { field: "amount" } });
    await gateway.reverseTransfer(transferId, { amountPaise: 25_000 });
    const [reversed] = await gateway.fetchPaymentTransfers(sent?.source ?? "");
    expect(reversed).toMatchObject({ status: "reversed", amount_reversed: 45_000 });
    const again = await gatewayError(gateway.reverseTransfer(transferId, { amountPaise: 100 }));
    expect(again.kind).toBe("rejected");
  });

  it("refunds with reverse_all, taking the transfers back from the centres first", async () => {
    const [first, second] = [await activatedCentre(), await activatedCentre()];
    const paymentId = await capturedPayment(60_000);
    await gateway.transferFromPayment(paymentId, [
      { accountId: first, amountPaise: 30_000, onHold: true },
      { accountId: second, amountPaise: 20_000, onHold: true },
    ]);
    const refused = await gatewayError(
      gateway.refundPayment(paymentId, { amountPaise: 10_000, reverseAll: true }),
    );
    expect(refused.details.field).toBe("reverse_all");

    const refund = await gateway.refundPayment(paymentId, { reverseAll: true });
    expect(refund).toMatchObject({ amount: 60_000, status: "processed" });
    const transfers = await gateway.fetchPaymentTransfers(paymentId);
    expect(transfers.map((t) => [t.status, t.amount_reversed])).toEqual([
      ["reversed", 30_000],
      ["reversed", 20_000],
    ]);
    expect(standin.controls.reversals().map((r) => r.customer_refund_id)).toEqual([refund.id, refund.id]);
  });

  it("leaves the transfers alone for a refund without reverse_all", async () => {
    const accountId = await activatedCentre();
    const paymentId = await capturedPayment(60_000);
    await gateway.transferFromPayment(paymentId, [{ accountId, amountPaise: 30_000, onHold: true }]);
    await gateway.refundPayment(paymentId, { amountPaise: 10_000, reverseAll: false });
    expect((await gateway.fetchPaymentTransfers(paymentId)).map((t) => t.amount_reversed)).toEqual([0]);
  });
});

describe("direct transfers through the SDK", () => {
  it("sends from the merchant's balance once a refund stops transfers from the payment, once per idempotency key", async () => {
    const accountId = await activatedCentre();
    const paymentId = await capturedPayment(50_000);
    await gateway.refundPayment(paymentId, { amountPaise: 5_000 });
    const refused = await gatewayError(
      gateway.transferFromPayment(paymentId, [{ accountId, amountPaise: 40_000, onHold: true }]),
    );
    expect(refused.description).toMatch(/refund has been initiated/);

    const input = {
      accountId,
      amountPaise: 40_000,
      notes: { chamak_transfer_id: "12" },
      idempotencyKey: "chamak-transfer-12",
    };
    const sent = await gateway.directTransfer(input);
    expect(sent).toMatchObject({
      source: "acc_standin",
      recipient: accountId,
      amount: 40_000,
      on_hold: false,
    });
    // The header reached Razorpay: the same key answers the same transfer, and refuses another amount.
    expect((await gateway.directTransfer(input)).id).toBe(sent.id);
    const changed = await gatewayError(gateway.directTransfer({ ...input, amountPaise: 30_000 }));
    expect(changed.kind).toBe("rejected");
    expect(standin.controls.transfers()).toHaveLength(1);

    expect(await gateway.fetchTransfer(sent.id)).toEqual(sent);
    const since = new Date(Date.now() - 60_000);
    expect((await gateway.fetchTransfers({ from: since, count: 10, skip: 0 })).map((t) => t.id)).toEqual([
      sent.id,
    ]);
    expect(await gateway.fetchTransfers({ from: since, count: 10, skip: 1 })).toEqual([]);
  });
});

describe("Route behind a host's path prefix", () => {
  let proxy: Server | undefined;
  afterEach(async () => {
    const running = proxy;
    proxy = undefined;
    running?.closeAllConnections();
    await new Promise((resolve) => (running ? running.close(resolve) : resolve(undefined)));
  });

  // The server mounts the stand-in at /__razorpay and gives the client `${origin}/__razorpay/v1`: the SDK's v2
  // calls (linked accounts) must land at /__razorpay/v2, beside v1.
  it("sends the SDK's v2 calls beside v1 under the same prefix", async () => {
    const seen: string[] = [];
    const target = new URL(standin.url);
    proxy = createServer((incoming, outgoing) => {
      seen.push(`${incoming.method} ${incoming.url}`);
      const path = (incoming.url ?? "").replace(/^\/__razorpay/, "");
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as AddressInfo;
    const prefixed = createRazorpayClient({ ...keys, baseUrl: `http://127.0.0.1:${port}/__razorpay/v1` });

    const account = await prefixed.createLinkedAccount(centre());
    const product = await prefixed.requestRouteProduct(account.id, { tncAccepted: true });
    await prefixed.updateRouteSettlements(account.id, product.id, bank);
    const paymentId = await capturedPayment(20_000);
    await prefixed.transferFromPayment(paymentId, [{ accountId: account.id, amountPaise: 10_000 }]);
    expect(seen).toEqual([
      "POST /__razorpay/v2/accounts",
      `POST /__razorpay/v2/accounts/${account.id}/products`,
      `PATCH /__razorpay/v2/accounts/${account.id}/products/${product.id}`,
      `POST /__razorpay/v1/payments/${paymentId}/transfers`,
    ]);
  });
});
