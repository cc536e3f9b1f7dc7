import fc from "fast-check";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { describe, expect, it } from "vitest";
import {
  signPayment,
  signSubscriptionPayment,
  signWebhook,
  verifyPaymentSignature,
  verifySubscriptionSignature,
  verifyWebhookSignature,
} from "./razorpay-signature";

const keySecret = "standin_key_secret_1234";
const webhookSecret = "whsec_standin_5678";
const orderId = "order_Ofb2Yk1tZ5fN3a";
const paymentId = "pay_Ofb2ZqRr8Uo4Xb";
const body = JSON.stringify({
  entity: "event",
  event: "payment.captured",
  payload: { amount: 49_900, note: "₹ ok" },
});

describe("payment signatures", () => {
  const signature = signPayment(orderId, paymentId, keySecret);

  it("agree with the Razorpay SDK", () => {
    expect(
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret),
    ).toBe(true);
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, keySecret)).toBe(true);
  });

  it("reject a signature for another order, payment or secret", () => {
    expect(verifyPaymentSignature({ orderId: "order_Ofb2Yk1tZ5fN3b", paymentId, signature }, keySecret)).toBe(
      false,
    );
    expect(verifyPaymentSignature({ orderId, paymentId: "pay_Ofb2ZqRr8Uo4Xc", signature }, keySecret)).toBe(
      false,
    );
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, "another_secret")).toBe(false);
    // The separator matters: ids cannot be shifted across it.
    expect(
      verifyPaymentSignature(
        { orderId: `${orderId}|pay`, paymentId: paymentId.slice(4), signature },
        keySecret,
      ),
    ).toBe(false);
  });

  it.each([
    ["forged", signature.replace(/.$/, (last) => (last === "0" ? "1" : "0"))],
    ["truncated", signature.slice(0, 63)],
    ["half length", signature.slice(0, 32)],
    ["too long", `${signature}00`],
    ["empty", ""],
    ["non-hex", "z".repeat(64)],
    ["upper-case", signature.toUpperCase()],
    ["base64 of the right bytes", Buffer.from(signature, "hex").toString("base64")],
  ])("reject a %s signature without throwing", (_name, forged) => {
    expect(verifyPaymentSignature({ orderId, paymentId, signature: forged }, keySecret)).toBe(false);
  });

  it("refuse to sign or verify with an empty secret", () => {
    expect(() => signPayment(orderId, paymentId, "")).toThrow(/not configured/);
    expect(() => verifyPaymentSignature({ orderId, paymentId, signature: "" }, "")).toThrow(/not configured/);
  });
});

describe("subscription signatures", () => {
  const subscriptionId = "sub_Ofb2Yk1tZ5fN3a";
  const signature = signSubscriptionPayment(paymentId, subscriptionId, keySecret);

  it("agree with the Razorpay SDK: payment_id|subscription_id", () => {
    expect(
      validatePaymentVerification(
        { subscription_id: subscriptionId, payment_id: paymentId },
        signature,
        keySecret,
      ),
    ).toBe(true);
    expect(verifySubscriptionSignature({ paymentId, subscriptionId, signature }, keySecret)).toBe(true);
  });

  it("reject the order's order of ids, another subscription, payment or secret", () => {
    // An order's signature covers `order_id|payment_id`: the subscription's ids in that order must not pass.
    const swapped = signPayment(subscriptionId, paymentId, keySecret);
    expect(verifySubscriptionSignature({ paymentId, subscriptionId, signature: swapped }, keySecret)).toBe(
      false,
    );
    expect(
      verifySubscriptionSignature({ paymentId, subscriptionId: "sub_Ofb2Yk1tZ5fN3b", signature }, keySecret),
    ).toBe(false);
    expect(
      verifySubscriptionSignature({ paymentId: "pay_Ofb2ZqRr8Uo4Xc", subscriptionId, signature }, keySecret),
    ).toBe(false);
    expect(verifySubscriptionSignature({ paymentId, subscriptionId, signature }, "another_secret")).toBe(
      false,
    );
  });

  it.each([
    ["truncated", signature.slice(0, 63)],
    ["upper-case", signature.toUpperCase()],
    ["empty", ""],
  ])("reject a %s signature without throwing", (_name, forged) => {
    expect(verifySubscriptionSignature({ paymentId, subscriptionId, signature: forged }, keySecret)).toBe(
      false,
    );
  });

  it("refuse to sign or verify with an empty secret", () => {
    expect(() => verifySubscriptionSignature({ paymentId, subscriptionId, signature }, "")).toThrow(
      /not configured/,
    );
  });
});

describe("webhook signatures", () => {
  const signature = signWebhook(body, webhookSecret);

  it("agree with the Razorpay SDK, for strings and buffers", () => {
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(verifyWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body, "utf8"), signature, webhookSecret)).toBe(true);
    expect(signWebhook(Buffer.from(body, "utf8"), webhookSecret)).toBe(signature);
  });

  it("cover the exact raw body", () => {
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyWebhookSignature(reserialised, signature, webhookSecret)).toBe(false);
    expect(verifyWebhookSignature(`${body} `, signature, webhookSecret)).toBe(false);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["truncated", signature.slice(0, 40)],
    ["forged", "0".repeat(64)],
    ["non-hex", `${signature.slice(0, 62)}zz`],
    ["signed with the key secret", signWebhook(body, keySecret)],
  ])("reject a %s signature without throwing", (_name, forged) => {
    expect(verifyWebhookSignature(body, forged, webhookSecret)).toBe(false);
  });
});

describe("our verification and the Razorpay SDK's", () => {
  // Non-empty secrets: with an empty one ours refuses to run, while the SDK would accept HMACs keyed by "".
  const secret = fc.string({ minLength: 1, unit: "binary" });
  const text = fc.string({ unit: "binary" });
  /** The right signature, one for other inputs, a mangled one, or any text at all. */
  const candidate = (right: string, other: string) =>
    fc.oneof(
      fc.constant(right),
      fc.constant(other),
      fc.constant(right.toUpperCase()),
      fc.constant(right.slice(0, 63)),
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex")),
      text,
    );

  it("agree on every payment signature", () => {
    const cases = fc.tuple(text, text, secret).chain(([orderId, paymentId, key]) =>
      fc.record({
        orderId: fc.constant(orderId),
        paymentId: fc.constant(paymentId),
        key: fc.constant(key),
        signature: candidate(signPayment(orderId, paymentId, key), signPayment(paymentId, orderId, key)),
      }),
    );
    fc.assert(
      fc.property(cases, ({ orderId, paymentId, key, signature }) => {
        const sdks = validatePaymentVerification(
          { order_id: orderId, payment_id: paymentId },
          signature,
          key,
        );
        expect(verifyPaymentSignature({ orderId, paymentId, signature }, key)).toBe(sdks);
      }),
      { numRuns: 300 },
    );
  });

  it("agree on every webhook signature, for the body as text and as its UTF-8 bytes", () => {
    const cases = fc.tuple(text, secret).chain(([rawBody, key]) =>
      fc.record({
        rawBody: fc.constant(rawBody),
        key: fc.constant(key),
        signature: candidate(signWebhook(rawBody, key), signWebhook(`${rawBody} `, key)),
      }),
    );
    fc.assert(
      fc.property(cases, ({ rawBody, key, signature }) => {
        const sdks = validateWebhookSignature(rawBody, signature, key);
        expect(verifyWebhookSignature(rawBody, signature, key)).toBe(sdks);
        expect(verifyWebhookSignature(Buffer.from(rawBody, "utf8"), signature, key)).toBe(sdks);
      }),
      { numRuns: 300 },
    );
  });
});
