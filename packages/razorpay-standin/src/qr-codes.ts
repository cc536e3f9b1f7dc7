import { badRequest, notFoundId } from "./api-error";
import type { Notes, PaymentEntity, QrCodeEntity, WebhookEventPayload } from "./entities";
import type { PayerDetails } from "./entity-factories";
import { newId, unixNow } from "./ids";

export interface NewQrCode {
  name: string | null;
  usage: "single_use" | "multiple_use";
  fixedAmount: boolean;
  paymentAmount: number | null;
  description: string | null;
  closeBy: number | null;
  notes: Notes | [];
}

/** Razorpay refuses a `close_by` less than two minutes ahead. */
const MIN_CLOSE_BY_SECONDS = 120;

/** The payment steps of the ledger a QR payment goes through (a payment with no order). */
export interface QrPaymentSteps {
  newPayment(amount: number, payer: PayerDetails): PaymentEntity;
  /** Authorizes and captures, emitting `payment.captured`. */
  captureNow(payment: PaymentEntity): void;
  emit(event: WebhookEventPayload): void;
}

/**
 * UPI QR codes (`/v1/payments/qr_codes`): created active, paid by a test control standing in for the customer's
 * UPI app (a captured payment, `payment.captured` then `qr_code.credited`), closed on demand or, single use,
 * once paid.
 */
export function createQrCodes(steps: QrPaymentSteps) {
  const codes = new Map<string, QrCodeEntity>();
  const paymentIds = new Map<string, string[]>();
  const payments = new Map<string, PaymentEntity>();
  const copy = <T>(value: T): T => structuredClone(value);
  const find = (id: string) => {
    const code = codes.get(id);
    if (!code) throw notFoundId();
    return code;
  };

  return {
    create(input: NewQrCode, imageUrlOf: (id: string) => string): QrCodeEntity {
      if (input.fixedAmount && input.paymentAmount === null) {
        throw badRequest("The payment amount field is required when fixed amount is true.", "payment_amount");
      }
      if (input.closeBy !== null && input.closeBy < unixNow() + MIN_CLOSE_BY_SECONDS) {
        throw badRequest("close_by should be at least 2 minutes after current time", "close_by");
      }
      const id = newId("qr");
      const amount = input.fixedAmount ? input.paymentAmount : null;
      const code: QrCodeEntity = {
        id,
        entity: "qr_code",
        created_at: unixNow(),
        name: input.name,
        usage: input.usage,
        type: "upi_qr",
        image_url: imageUrlOf(id),
        image_content: `upi://pay?ba=2323230000000001@icic&ban=standin${id.slice(3)}&cc=INR&mode=01&pa=rpy.qrstandin${id.slice(3).toLowerCase()}@icici&pn=Chamak${amount === null ? "" : `&am=${(amount / 100).toFixed(2)}`}`,
        payment_amount: amount,
        status: "active",
        description: input.description,
        fixed_amount: input.fixedAmount,
        payments_amount_received: 0,
        payments_count_received: 0,
        notes: input.notes,
        customer_id: null,
        close_by: input.closeBy,
        closed_at: null,
        close_reason: null,
      };
      codes.set(id, code);
      paymentIds.set(id, []);
      return copy(code);
    },

    fetch: (id: string) => copy(find(id)),

    payments: (id: string): PaymentEntity[] => {
      find(id);
      return (paymentIds.get(id) ?? []).flatMap((paymentId) => {
        const payment = payments.get(paymentId);
        return payment ? [copy(payment)] : [];
      });
    },

    close(id: string): QrCodeEntity {
      const code = find(id);
      if (code.status === "closed") throw badRequest("The QR code is already closed", "id");
      code.status = "closed";
      code.closed_at = unixNow();
      code.close_reason = "on_demand";
      return copy(code);
    },

    /** The customer scans and pays (the whole fixed amount, or `amount` for a QR without one). */
    pay(id: string, payer: PayerDetails, amount?: number): PaymentEntity {
      const code = find(id);
      if (code.status === "closed")
        throw badRequest("The QR code is closed and cannot accept payments", "id");
      if (code.close_by !== null && code.close_by <= unixNow()) {
        throw badRequest("The QR code has expired and cannot accept payments", "id");
      }
      const paid = code.payment_amount ?? amount;
      if (paid === undefined || paid < 100)
        throw badRequest("The amount must be at least INR 1.00", "amount");
      const payment = steps.newPayment(paid, payer);
      payments.set(payment.id, payment);
      paymentIds.get(id)?.push(payment.id);
      code.payments_amount_received += paid;
      code.payments_count_received += 1;
      if (code.usage === "single_use") {
        code.status = "closed";
        code.closed_at = unixNow();
        code.close_reason = "paid";
      }
      steps.captureNow(payment);
      steps.emit({
        event: "qr_code.credited",
        contains: ["payment", "qr_code"],
        payload: { payment: { entity: copy(payment) }, qr_code: { entity: copy(code) } },
      });
      return copy(payment);
    },

    all: () => [...codes.values()].map(copy),

    clear() {
      codes.clear();
      paymentIds.clear();
      payments.clear();
    },
  };
}

export type QrCodes = ReturnType<typeof createQrCodes>;
