import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { describe, expect, it } from "vitest";
import {
  signPayment,
  signWebhook,
  verifyPaymentSignature,
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
