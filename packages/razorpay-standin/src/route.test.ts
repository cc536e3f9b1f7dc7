import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningRazorpayStandin, startRazorpayStandin } from "./index";
import { basicAuth, httpClient, keys } from "./test-helpers";

let standin: RunningRazorpayStandin;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  http = httpClient(standin.url);
});
afterEach(() => standin.controls.reset());
afterAll(() => standin.close());

let centres = 0;

/** A Route linked account's creation body, as Razorpay's docs show it. */
function linkedAccountBody(overrides: Record<string, unknown> = {}) {
  centres += 1;
  return {
    email: `centre${centres}@wash.example.in`,
    phone: "9000090000",
    type: "route",
    reference_id: `centre-${centres}`,
    legal_business_name: "Sparkle Car Care",
    business_type: "partnership",
    contact_name: "Asha Verma",
    profile: {
      category: "services",
      subcategory: "automotive_service_shops",
      addresses: {
        registered: {
          street1: "B-12 Lajpat Nagar",
          street2: "Ring Road",
          city: "New Delhi",
          state: "DELHI",
          postal_code: "110024",
          country: "IN",
        },
      },
    },
    legal_info: { pan: "AAACL1234C", gst: "07AABCU9603R1ZM" },
    ...overrides,
  };
}

const bank = {
  account_number: "123456789012",
  ifsc_code: "HDFC0000317",
  beneficiary_name: "Sparkle Car Care",
};

/** A linked account with Route requested (terms accepted), and its product id. */
async function requestedAccount() {
  const account = await http.post("/v2/accounts", linkedAccountBody());
  expect(account.status).toBe(200);
  const product = await http.post(`/v2/accounts/${account.body.id}/products`, {
    product_name: "route",
    tnc_accepted: true,
  });
  expect(product.status).toBe(200);
  return { accountId: account.body.id as string, productId: product.body.id as string };
}

async function activatedAccount(): Promise<string> {
  const { accountId, productId } = await requestedAccount();
  const product = await http.patch(`/v2/accounts/${accountId}/products/${productId}`, { settlements: bank });
  expect(product.body.activation_status).toBe("activated");
  return accountId;
}

async function capturedPayment(amount: number): Promise<string> {
  const order = await http.post("/v1/orders", { amount, currency: "INR", receipt: "r" });
  const paid = await http.checkout("/pay", { order_id: order.body.id, outcome: "success" });
  return paid.body.razorpay_payment_id;
}

const transfer = (account: string, amount: number, extra: Record<string, unknown> = {}) => ({
  account,
  amount,
  currency: "INR",
  ...extra,
});

async function transferred(paymentId: string, ...transfers: object[]) {
  const answer = await http.post(`/v1/payments/${paymentId}/transfers`, { transfers });
  expect(answer.status).toBe(200);
  return answer.body.items as Array<Record<string, unknown> & { id: string }>;
}

describe("linked accounts (v2)", () => {
  it("creates a Route account, a stakeholder and the Route product, activated once bank details are in", async () => {
    const created = await http.post("/v2/accounts", linkedAccountBody({ reference_id: "centre-42" }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      type: "route",
      status: "created",
      reference_id: "centre-42",
      legal_business_name: "Sparkle Car Care",
      customer_facing_business_name: "Sparkle Car Care",
      business_type: "partnership",
      profile: { category: "services", addresses: { registered: { postal_code: "110024" } } },
      legal_info: { pan: "AAACL1234C" },
      notes: [],
    });
    const accountId = created.body.id;
    expect(accountId).toMatch(/^acc_[0-9A-Za-z]{14}$/);
    expect((await http.get(`/v2/accounts/${accountId}`)).body).toEqual(created.body);

    const stakeholder = await http.post(`/v2/accounts/${accountId}/stakeholders`, {
      name: "Asha Verma",
      email: "asha@wash.example.in",
      kyc: { pan: "AVOPB1111K" },
    });
    expect(stakeholder.body).toMatchObject({
      entity: "stakeholder",
      name: "Asha Verma",
      kyc: { pan: "AVOPB1111K" },
    });
    expect(stakeholder.body.id).toMatch(/^sth_/);
    expect((await http.get(`/v2/accounts/${accountId}/stakeholders`)).body.items).toEqual([stakeholder.body]);

    const requested = await http.post(`/v2/accounts/${accountId}/products`, {
      product_name: "route",
      tnc_accepted: true,
    });
    expect(requested.body).toMatchObject({
      product_name: "route",
      account_id: accountId,
      activation_status: "needs_clarification",
      active_configuration: {
        settlements: { account_number: null, ifsc_code: null, beneficiary_name: null },
      },
      tnc: { accepted: true },
    });
    expect(requested.body.id).toMatch(/^acc_prd_[0-9A-Za-z]{14}$/);
    expect(
      requested.body.requirements.map((r: { field_reference: string }) => r.field_reference).sort(),
    ).toEqual(["settlements.account_number", "settlements.beneficiary_name", "settlements.ifsc_code"]);
    expect(requested.body.requirements[0]).toMatchObject({
      reason_code: "field_missing",
      status: "required",
      resolution_url: `/accounts/${accountId}/products/${requested.body.id}`,
    });

    const path = `/v2/accounts/${accountId}/products/${requested.body.id}`;
    const activated = await http.patch(path, { settlements: bank, tnc_accepted: true });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      activation_status: "activated",
      requirements: [],
      active_configuration: { settlements: bank },
    });
    expect((await http.get(path)).body).toEqual(activated.body);
  });

  it("keeps the product needing clarification while a bank detail or the terms are missing", async () => {
    const account = await http.post("/v2/accounts", linkedAccountBody());
    const product = await http.post(`/v2/accounts/${account.body.id}/products`, { product_name: "route" });
    const path = `/v2/accounts/${account.body.id}/products/${product.body.id}`;
    const partly = await http.patch(path, {
      settlements: { ifsc_code: "SBIN0001234", account_number: 123456789 },
    });
    expect(partly.body.activation_status).toBe("needs_clarification");
    expect(partly.body.requirements.map((r: { field_reference: string }) => r.field_reference)).toEqual([
      "settlements.beneficiary_name",
      "tnc_accepted",
    ]);
    expect(partly.body.active_configuration.settlements.account_number).toBe("123456789");
    const done = await http.patch(path, {
      settlements: { beneficiary_name: "Sparkle Car Care" },
      tnc_accepted: true,
    });
    expect(done.body).toMatchObject({ activation_status: "activated", requirements: [] });
  });

  it("refuses an invalid IFSC or account number, naming the field, and keeps the details it had", async () => {
    const { accountId, productId } = await requestedAccount();
    const path = `/v2/accounts/${accountId}/products/${productId}`;
    for (const ifsc of ["HDFC000317", "hdfc0000317", "HDFC1000317", "HDFC0000317X"]) {
      const answer = await http.patch(path, { settlements: { ...bank, ifsc_code: ifsc } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: "BAD_REQUEST_ERROR",
        field: "settlements.ifsc_code",
        reason: "input_validation_failed",
      });
      expect(answer.body.error.description).toMatch(/ifsc/i);
    }
    for (const number of ["12345678", "1234567890123456789", "12345678901A", 12345678]) {
      const answer = await http.patch(path, { settlements: { ...bank, account_number: number } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe("settlements.account_number");
    }
    const product = await http.get(path);
    expect(product.body).toMatchObject({
      activation_status: "needs_clarification",
      active_configuration: { settlements: { account_number: null, ifsc_code: null } },
    });
  });

  it("answers what Razorpay's review decides: clarification with the field, under review, then activated", async () => {
    const { accountId, productId } = await requestedAccount();
    await http.control("/route/activation", {
      status: "needs_clarification",
      requirements: [
        { field_reference: "settlements.account_number", reason_code: "bank_account_verification_failed" },
      ],
    });
    const path = `/v2/accounts/${accountId}/products/${productId}`;
    const unclear = await http.patch(path, { settlements: bank });
    expect(unclear.body).toMatchObject({
      activation_status: "needs_clarification",
      requirements: [
        { field_reference: "settlements.account_number", reason_code: "bank_account_verification_failed" },
      ],
    });
    await http.control("/route/activation", { status: "under_review" });
    const review = await http.patch(path, { settlements: { account_number: "99887766554433" } });
    expect(review.body).toMatchObject({ activation_status: "under_review", requirements: [] });

    const decided = await http.control(`/route-products/${productId}/status`, { status: "activated" });
    expect(decided.body.activation_status).toBe("activated");
    expect((await http.get(path)).body.activation_status).toBe("activated");
    expect((await http.control("/route/activation", { status: "maybe" })).body.error.field).toBe("status");
  });

  it("checks the account's input and refuses a second account with the same email", async () => {
    const missing = await http.post("/v2/accounts", linkedAccountBody({ email: undefined }));
    expect(missing.body.error).toMatchObject({ field: "email", description: "The email field is required." });
    expect((await http.post("/v2/accounts", linkedAccountBody({ type: "standard" }))).body.error.field).toBe(
      "type",
    );
    expect((await http.post("/v2/accounts", linkedAccountBody({ phone: "12" }))).body.error.field).toBe(
      "phone",
    );
    expect(
      (await http.post("/v2/accounts", linkedAccountBody({ business_type: "shop" }))).body.error.field,
    ).toBe("business_type");
    expect(
      (await http.post("/v2/accounts", linkedAccountBody({ legal_info: { pan: "NOTAPAN" } }))).body.error
        .field,
    ).toBe("legal_info.pan");
    const noCity = linkedAccountBody();
    delete (noCity.profile.addresses.registered as Partial<typeof noCity.profile.addresses.registered>).city;
    expect((await http.post("/v2/accounts", noCity)).body.error.field).toBe(
      "profile.addresses.registered.city",
    );

    const first = await http.post("/v2/accounts", linkedAccountBody({ email: "same@wash.example.in" }));
    expect(first.status).toBe(200);
    const again = await http.post("/v2/accounts", linkedAccountBody({ email: "same@wash.example.in" }));
    expect(again.status).toBe(400);
    expect(again.body.error.field).toBe("email");
  });

  it("answers Razorpay's errors for unknown accounts and products, and for a second Route request", async () => {
    const { accountId, productId } = await requestedAccount();
    const unknown = await http.get("/v2/accounts/acc_AAAAAAAAAAAAAA");
    expect(unknown.body.error).toMatchObject({
      description: "Linked account does not exist",
      reason: "linked_account_id_does_not_exist",
    });
    const otherProduct = await http.get(`/v2/accounts/${accountId}/products/acc_prd_AAAAAAAAAAAAAA`);
    expect(otherProduct.body.error.description).toBe(
      "The provided product config id doesn't exist for the merchant",
    );
    const { accountId: otherAccount } = await requestedAccount();
    expect((await http.get(`/v2/accounts/${otherAccount}/products/${productId}`)).status).toBe(400);
    const twice = await http.post(`/v2/accounts/${accountId}/products`, { product_name: "route" });
    expect(twice.status).toBe(400);
    const notRoute = await http.post(`/v2/accounts/${otherAccount}/products`, {
      product_name: "payment_gateway",
    });
    expect(notRoute.body.error.field).toBe("product_name");
  });

  it("authenticates /v2 and goes down with /v1", async () => {
    const anonymous = await http.send("POST", "/v2/accounts", linkedAccountBody());
    expect(anonymous.status).toBe(401);
    standin.controls.setDown(true);
    expect((await http.post("/v2/accounts", linkedAccountBody())).status).toBe(503);
  });
});

describe("transfers from payments", () => {
  it("transfers from a captured payment on hold, without settling it", async () => {
    const accountId = await activatedAccount();
    const paymentId = await capturedPayment(50_000);
    const until = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    const [held] = await transferred(
      paymentId,
      transfer(accountId, 40_000, {
        on_hold: true,
        on_hold_until: until,
        notes: { booking: "CHK42", centre: "7" },
        linked_account_notes: ["booking"],
      }),
    );
    expect(held).toMatchObject({
      entity: "transfer",
      status: "processed",
      source: paymentId,
      recipient: accountId,
      amount: 40_000,
      currency: "INR",
      amount_reversed: 0,
      on_hold: true,
      on_hold_until: until,
      settlement_status: "on_hold",
      recipient_settlement_id: null,
      notes: { booking: "CHK42", centre: "7" },
      linked_account_notes: ["booking"],
      error: { code: null, id: held?.id },
    });
    expect(held?.id).toMatch(/^trf_[0-9A-Za-z]{14}$/);
    expect(held?.processed_at).toBeTypeOf("number");
    expect(held?.fees).toBe(118); // 0.25% and 18% GST on it

    expect((await http.get(`/v1/transfers/${held?.id}`)).body).toEqual(held);
    expect((await http.get(`/v1/payments/${paymentId}/transfers`)).body).toEqual({
      entity: "collection",
      count: 1,
      items: [held],
    });
    const processed = standin.controls.routeEvents().filter((event) => event.event === "transfer.processed");
    expect(processed.map((event) => event.payload.payload.transfer?.entity.id)).toEqual([held?.id]);
    expect(standin.controls.settlements()).toEqual([]);
  });

  it("never transfers more than the payment's amount, in one request or over several", async () => {
    const [first, second] = [await activatedAccount(), await activatedAccount()];
    const paymentId = await capturedPayment(50_000);
    const tooMuch = await http.post(`/v1/payments/${paymentId}/transfers`, {
      transfers: [transfer(first, 30_000), transfer(second, 20_001)],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({
      description: "The sum of amount requested for transfer is greater than the captured amount",
      field: "amount",
    });
    expect(standin.controls.transfers()).toEqual([]);

    await transferred(paymentId, transfer(first, 30_000), transfer(second, 15_000));
    const over = await http.post(`/v1/payments/${paymentId}/transfers`, {
      transfers: [transfer(first, 5_001)],
    });
    expect(over.body.error.field).toBe("amount");
    await transferred(paymentId, transfer(second, 5_000));
    expect((await http.get(`/v1/payments/${paymentId}/transfers`)).body.count).toBe(3);
  });

  it("transfers only from captured, unrefunded payments, to activated linked accounts", async () => {
    const accountId = await activatedAccount();
    const authorized = await http.checkout("/authorize-standalone", { amount: 20_000 });
    const notCaptured = await http.post(`/v1/payments/${authorized.body.razorpay_payment_id}/transfers`, {
      transfers: [transfer(accountId, 10_000)],
    });
    expect(notCaptured.body.error.description).toMatch(/Only captured payments can be transferred/);

    const paymentId = await capturedPayment(20_000);
    const unknown = await http.post(`/v1/payments/${paymentId}/transfers`, {
      transfers: [transfer("acc_AAAAAAAAAAAAAA", 10_000)],
    });
    expect(unknown.body.error).toMatchObject({
      field: "account",
      reason: "linked_account_id_does_not_exist",
    });

    const { accountId: requested } = await requestedAccount();
    const notActivated = await http.post(`/v1/payments/${paymentId}/transfers`, {
      transfers: [transfer(requested, 10_000)],
    });
    expect(notActivated.status).toBe(400);
    expect(notActivated.body.error).toMatchObject({
      field: "account",
      reason: "linked_account_not_activated",
    });

    await http.post(`/v1/payments/${paymentId}/refund`, { amount: 1_000 });
    const afterRefund = await http.post(`/v1/payments/${paymentId}/transfers`, {
      transfers: [transfer(accountId, 10_000)],
    });
    expect(afterRefund.body.error.description).toMatch(/refund has been initiated/);
    expect(
      (await http.post("/v1/payments/pay_AAAAAAAAAAAAAA/transfers", { transfers: [] })).body.error.field,
    ).toBe("transfers");
  });

  it("checks each transfer's input", async () => {
    const accountId = await activatedAccount();
    const paymentId = await capturedPayment(20_000);
    const post = (transfers: unknown) => http.post(`/v1/payments/${paymentId}/transfers`, { transfers });
    expect((await post([])).body.error.description).toBe("The transfers field is required.");
    expect((await post([{ account: accountId, amount: 1_000 }])).body.error.field).toBe("currency");
    expect((await post([transfer(accountId, 10.5)])).body.error.field).toBe("amount");
    expect((await post([transfer(accountId, 1_000, { on_hold: "maybe" })])).body.error.field).toBe("on_hold");
    expect(
      (await post([transfer(accountId, 1_000, { on_hold: 1, on_hold_until: 1_000 })])).body.error.field,
    ).toBe("on_hold_until");
    expect(
      (await post([transfer(accountId, 1_000, { notes: { a: "1" }, linked_account_notes: ["b"] })])).body
        .error.field,
    ).toBe("linked_account_notes");
  });
});

describe("direct transfers", () => {
  const auth = { authorization: basicAuth(keys.keyId, keys.keySecret) };
  const direct = (body: unknown, key?: string) =>
    http.send(
      "POST",
      "/v1/transfers",
      body,
      key === undefined ? auth : { ...auth, "x-transfer-idempotency": key },
    );

  it("transfers from the merchant's balance, settled at once, and reverses like any transfer", async () => {
    const accountId = await activatedAccount();
    const made = await direct(transfer(accountId, 12_345, { notes: { chamak_transfer_id: "9" } }));
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      entity: "transfer",
      status: "processed",
      source: "acc_standin",
      recipient: accountId,
      amount: 12_345,
      on_hold: false,
      settlement_status: "settled",
      notes: { chamak_transfer_id: "9" },
    });
    expect(standin.controls.settlements().map((settlement) => settlement.amount)).toEqual([12_345]);
    const reversal = await http.post(`/v1/transfers/${made.body.id}/reversals`, { amount: 345 });
    expect(reversal.body).toMatchObject({ transfer_id: made.body.id, amount: 345 });
    expect((await http.get(`/v1/transfers/${made.body.id}`)).body).toMatchObject({
      status: "partially_reversed",
      amount_reversed: 345,
    });
  });

  it("answers the same transfer again for the same idempotency key, and refuses a different request", async () => {
    const accountId = await activatedAccount();
    const first = await direct(transfer(accountId, 5_000), "chamak-transfer-7");
    const again = await direct(transfer(accountId, 5_000), "chamak-transfer-7");
    expect(again.body.id).toBe(first.body.id);
    expect(standin.controls.transfers()).toHaveLength(1);
    const changed = await direct(transfer(accountId, 4_000), "chamak-transfer-7");
    expect(changed.status).toBe(400);
    expect(changed.body.error.description).toMatch(/Different payload for the same idempotency key/);
    expect((await direct(transfer(accountId, 4_000), "no")).body.error.field).toBe("X-Transfer-Idempotency");
  });

  it("checks the account and the input, and never holds", async () => {
    const { accountId: requested } = await requestedAccount();
    expect((await direct(transfer(requested, 1_000))).body.error.reason).toBe("linked_account_not_activated");
    const accountId = await activatedAccount();
    expect((await direct({ account: accountId, amount: 1_000 })).body.error.field).toBe("currency");
    expect((await direct(transfer(accountId, 0))).body.error.field).toBe("amount");
    expect((await direct(transfer(accountId, 1_000, { on_hold: true }))).body.error.field).toBe("on_hold");
    expect(standin.controls.transfers()).toEqual([]);
  });
});

describe("settlement hold", () => {
  it("settles a transfer when its hold is released, with settlement.processed", async () => {
    const accountId = await activatedAccount();
    const [held] = await transferred(
      await capturedPayment(30_000),
      transfer(accountId, 25_000, { on_hold: 1 }),
    );
    const released = await http.patch(`/v1/transfers/${held?.id}`, { on_hold: false });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({
      on_hold: false,
      on_hold_until: null,
      settlement_status: "settled",
    });
    const settlementId = released.body.recipient_settlement_id;
    expect(settlementId).toMatch(/^setl_[0-9A-Za-z]{14}$/);
    expect(standin.controls.settlements()).toMatchObject([
      { id: settlementId, amount: 25_000, status: "processed" },
    ]);
    const events = standin.controls.routeEvents().filter((event) => event.event === "settlement.processed");
    expect(events.map((event) => event.payload.payload.settlement?.entity.id)).toEqual([settlementId]);

    const bySettlement = await http.get(`/v1/transfers?recipient_settlement_id=${settlementId}`);
    expect(bySettlement.body.items.map((t: { id: string }) => t.id)).toEqual([held?.id]);
    const expanded = await http.get("/v1/transfers?expand[]=recipient_settlement");
    expect(expanded.body.items[0].recipient_settlement).toMatchObject({
      id: settlementId,
      entity: "settlement",
    });

    const again = await http.patch(`/v1/transfers/${held?.id}`, { on_hold: true });
    expect(again.body.error.description).toBe("The transfer has already been settled");
    expect((await http.patch(`/v1/transfers/${held?.id}`, {})).body.error.field).toBe("on_hold");
  });

  it("settles transfers without a hold at once", async () => {
    const accountId = await activatedAccount();
    const [free] = await transferred(await capturedPayment(30_000), transfer(accountId, 10_000));
    expect(free).toMatchObject({ on_hold: false, settlement_status: "settled" });
    expect(free?.recipient_settlement_id).toMatch(/^setl_/);
  });

  it("while settlements are held, waits for the settlement run, which also ends expired holds", async () => {
    standin.controls.holdSettlements(true);
    const [first, second] = [await activatedAccount(), await activatedAccount()];
    const now = Math.floor(Date.now() / 1000);
    const paymentId = await capturedPayment(90_000);
    const [a, b, c] = await transferred(
      paymentId,
      transfer(first, 10_000, { on_hold: true }),
      transfer(first, 20_000),
      transfer(second, 30_000, { on_hold: true, on_hold_until: now + 3_600 }),
    );
    expect(b).toMatchObject({ settlement_status: "pending", recipient_settlement_id: null });
    expect((await http.patch(`/v1/transfers/${a?.id}`, { on_hold: 0 })).body.settlement_status).toBe(
      "pending",
    );

    const run = await http.control("/settlements/run", {});
    expect(run.body).toMatchObject([{ amount: 30_000 }]);
    const settled = await http.get(`/v1/payments/${paymentId}/transfers`);
    const byId = new Map(settled.body.items.map((t: { id: string }) => [t.id, t]));
    expect(byId.get(a?.id ?? "")).toMatchObject({
      settlement_status: "settled",
      recipient_settlement_id: run.body[0].id,
    });
    expect(byId.get(b?.id ?? "")).toMatchObject({ recipient_settlement_id: run.body[0].id });
    expect(byId.get(c?.id ?? "")).toMatchObject({ settlement_status: "on_hold" });

    const later = await http.control("/settlements/run", { at: now + 3_600 });
    expect(later.body).toMatchObject([{ amount: 30_000 }]);
    expect((await http.get(`/v1/transfers/${c?.id}`)).body.recipient_settlement_id).toBe(later.body[0].id);
  });
});

describe("reversals", () => {
  it("reverses part of a transfer, then the rest, and never more than is left", async () => {
    const accountId = await activatedAccount();
    const [sent] = await transferred(
      await capturedPayment(50_000),
      transfer(accountId, 40_000, { on_hold: true }),
    );
    const partial = await http.post(`/v1/transfers/${sent?.id}/reversals`, {
      amount: 15_000,
      notes: { reason: "booking cancelled" },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      entity: "reversal",
      transfer_id: sent?.id,
      amount: 15_000,
      currency: "INR",
      notes: { reason: "booking cancelled" },
      initiator_id: "standin",
      customer_refund_id: null,
    });
    expect(partial.body.id).toMatch(/^rvrsl_[0-9A-Za-z]{14}$/);
    expect((await http.get(`/v1/transfers/${sent?.id}`)).body).toMatchObject({
      status: "partially_reversed",
      amount_reversed: 15_000,
    });

    const tooMuch = await http.post(`/v1/transfers/${sent?.id}/reversals`, { amount: 25_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe("amount");

    const rest = await http.post(`/v1/transfers/${sent?.id}/reversals`, {});
    expect(rest.body.amount).toBe(25_000);
    expect((await http.get(`/v1/transfers/${sent?.id}`)).body).toMatchObject({
      status: "reversed",
      amount_reversed: 40_000,
    });
    const more = await http.post(`/v1/transfers/${sent?.id}/reversals`, { amount: 100 });
    expect(more.body.error.description).toBe("The transfer has been fully reversed already");
    const listed = await http.get(`/v1/transfers/${sent?.id}/reversals`);
    expect(listed.body.items.map((r: { amount: number }) => r.amount)).toEqual([15_000, 25_000]);
  });

  it("reverses every transfer in full for a full refund with reverse_all", async () => {
    const [first, second] = [await activatedAccount(), await activatedAccount()];
    const paymentId = await capturedPayment(60_000);
    const [a, b] = await transferred(
      paymentId,
      transfer(first, 30_000, { on_hold: true }),
      transfer(second, 20_000, { on_hold: true }),
    );
    await http.post(`/v1/transfers/${a?.id}/reversals`, { amount: 5_000 });

    const refund = await http.post(`/v1/payments/${paymentId}/refund`, { reverse_all: 1 });
    expect(refund.body).toMatchObject({ amount: 60_000, status: "processed" });
    const transfers = (await http.get(`/v1/payments/${paymentId}/transfers`)).body.items;
    expect(
      transfers.map((t: { status: string; amount_reversed: number }) => [t.status, t.amount_reversed]),
    ).toEqual([
      ["reversed", 30_000],
      ["reversed", 20_000],
    ]);
    const byRefund = standin.controls.reversals().filter((r) => r.customer_refund_id === refund.body.id);
    expect(byRefund.map((r) => [r.transfer_id, r.amount])).toEqual([
      [a?.id, 25_000],
      [b?.id, 20_000],
    ]);
  });

  it("takes a partial refund with reverse_all from the payment's one transfer, and refuses it with several", async () => {
    const accountId = await activatedAccount();
    const single = await capturedPayment(50_000);
    const [sent] = await transferred(single, transfer(accountId, 40_000, { on_hold: true }));
    const refund = await http.post(`/v1/payments/${single}/refund`, { amount: 10_000, reverse_all: true });
    expect(refund.status).toBe(200);
    expect((await http.get(`/v1/transfers/${sent?.id}`)).body).toMatchObject({
      status: "partially_reversed",
      amount_reversed: 10_000,
    });
    const rest = await http.post(`/v1/payments/${single}/refund`, { reverse_all: 1 });
    expect(rest.body.amount).toBe(40_000);
    expect((await http.get(`/v1/transfers/${sent?.id}`)).body.amount_reversed).toBe(40_000);

    const other = await activatedAccount();
    const split = await capturedPayment(50_000);
    await transferred(split, transfer(accountId, 20_000), transfer(other, 20_000));
    const refused = await http.post(`/v1/payments/${split}/refund`, { amount: 10_000, reverse_all: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe("reverse_all");
    expect((await http.get(`/v1/payments/${split}`)).body.amount_refunded).toBe(0);

    const withoutReversal = await http.post(`/v1/payments/${split}/refund`, { amount: 10_000 });
    expect(withoutReversal.status).toBe(200);
    const untouched = (await http.get(`/v1/payments/${split}/transfers`)).body.items;
    expect(untouched.map((t: { amount_reversed: number }) => t.amount_reversed)).toEqual([0, 0]);
  });
});

describe("held transfers", () => {
  it("stay pending until processed or failed, with transfer.processed or transfer.failed", async () => {
    const accountId = await activatedAccount();
    const paymentId = await capturedPayment(50_000);
    expect((await http.control("/transfers/hold", { held: true })).status).toBe(200);
    const [pending, failing] = await transferred(
      paymentId,
      transfer(accountId, 20_000, { on_hold: true }),
      transfer(accountId, 30_000),
    );
    expect(pending).toMatchObject({ status: "pending", processed_at: null, settlement_status: null });
    expect((await http.post(`/v1/transfers/${pending?.id}/reversals`, {})).status).toBe(400);
    expect((await http.post(`/v1/payments/${paymentId}/refund`, { reverse_all: 1 })).body.error.field).toBe(
      "reverse_all",
    );

    const processed = await http.control(`/transfers/${pending?.id}/complete`, { status: "processed" });
    expect(processed.body).toMatchObject({ status: "processed", settlement_status: "on_hold" });
    const failed = await http.control(`/transfers/${failing?.id}/complete`, { status: "failed" });
    expect(failed.body).toMatchObject({
      status: "failed",
      settlement_status: null,
      error: { code: "BAD_REQUEST_TRANSFER_INSUFFICIENT_BALANCE", reason: "insufficient_balance" },
    });
    expect(standin.controls.routeEvents().map((event) => event.event)).toEqual([
      "transfer.processed",
      "transfer.failed",
    ]);
    expect((await http.control(`/transfers/${failing?.id}/complete`, { status: "processed" })).status).toBe(
      400,
    );

    // The failed transfer's amount can be transferred again.
    standin.controls.holdTransfers(false);
    await transferred(paymentId, transfer(accountId, 30_000));
  });
});
