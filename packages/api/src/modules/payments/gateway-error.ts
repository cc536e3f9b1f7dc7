import { DomainError } from "../../errors";
import { PaymentGatewayError } from "./razorpay-client";

/** Runs a gateway call, turning Razorpay's failures into messages a customer or centre can act on. */
export async function viaGateway<T>(call: () => Promise<T>, whenUnavailable: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) {
      if (error.kind === "unavailable") throw new DomainError("UNAVAILABLE", whenUnavailable);
      throw new DomainError("PAYMENT_FAILED", `The payment was refused: ${error.description}`);
    }
    throw error;
  }
}
