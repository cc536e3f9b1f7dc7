import { DomainError } from "../../errors";

export function suspendedAccountError(reason: string | null): DomainError {
  return new DomainError(
    "FORBIDDEN",
    `This account is suspended${reason ? `: ${reason}` : ""}. Contact support@chamak.in.`,
  );
}
