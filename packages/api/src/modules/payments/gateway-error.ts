import type { ErrorKey } from "@chamak/contracts";
import { DomainError } from "../../errors";
import { PaymentGatewayError } from "./razorpay-client";

/** Runs a gateway call, turning Razorpay's failures into messages a customer or centre can act on. */
export async function viaGateway<T>(call: () => Promise<T>, whenUnavailable: ErrorKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      if (error.kind === "unavailable") throw new DomainError("UNAVAILABLE", whenUnavailable);
      throw new DomainError("PAYMENT_FAILED", {
        id: "errors.paymentRefused",
        values: { reason: error.description },
      });
    }
    throw error;
  }
}
