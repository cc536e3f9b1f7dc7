import { DomainError } from "../../errors";

/** The refusal a suspended user gets: the admin's message to them, if any; never the internal note. */
export function suspendedAccountError(messageToUser: string | null): DomainError {
  return new DomainError(
    "FORBIDDEN",
    messageToUser
      ? { id: "errors.accountSuspendedBecause", values: { reason: messageToUser } }
      : "accountSuspended",
  );
}
