import type { DbTx } from "@chamak/db";
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

/** Marks the account suspended with the admins' note and what the user is told (the admin module decides when). */
export async function markSuspended(
  tx: DbTx,
  userId: number,
  why: { internalNote: string; messageToUser: string | null },
): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { status: "suspended", suspendedReason: why.internalNote, suspendedMessage: why.messageToUser },
  });
}

/** Lifts a suspension: the account is active again and the notes are cleared. */
export async function markRestored(tx: DbTx, userId: number): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { status: "active", suspendedReason: null, suspendedMessage: null },
  });
}
