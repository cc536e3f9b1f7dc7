import { DomainError } from "../../errors";

export function suspendedAccountError(reason: string | null): DomainError {
  return new DomainError(
    "FORBIDDEN",
    reason ? { id: "errors.accountSuspendedBecause", values: { reason } } : "accountSuspended",
  );
}
