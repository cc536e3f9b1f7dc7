import { badRequest, notFoundId } from "./api-error";
import type { Conditions } from "./conditions";
import type {
  Notes,
  PaymentEntity,
  ReversalEntity,
  SettlementEntity,
  TransferEntity,
  WebhookEventPayload,
} from "./entities";
import { reversalEntity, settlementEntity, transferEntity } from "./entity-factories";
import { unixNow } from "./ids";
import type { LinkedAccounts } from "./linked-accounts";
import type { NewTransfer } from "./route-input";

export interface RouteTransfersDeps {
  /** The stored payment itself (not a copy); throws Razorpay's not-found error. */
  payment(id: string): PaymentEntity;
  /** Whether a refund was ever created for the payment. */
  refunded(paymentId: string): boolean;
  accounts: LinkedAccounts;
  emit(event: WebhookEventPayload): void;
  conditions: Pick<Conditions, "transfersHeld" | "settlementsHeld">;
  /** The merchant's account id (`acc_...`); reversals name it, without the prefix, as their initiator. */
  merchantAccountId: string;
}

export interface TransferQuery {
  recipientSettlementId?: string;
  from?: number;
  to?: number;
  count: number;
  skip: number;
  expandSettlement: boolean;
}

const reversible = (transfer: TransferEntity) =>
  transfer.status === "processed" || transfer.status === "partially_reversed";

/**
 * Route's money movement: transfers from captured payments to activated linked accounts, the settlement hold,
 * reversals (by hand, or by a refund with `reverse_all`) and settlements to the linked accounts' banks.
 */
export function createRouteTransfers(deps: RouteTransfersDeps) {
  const { accounts, conditions } = deps;
  const transfers = new Map<string, TransferEntity>();
  const reversals = new Map<string, ReversalEntity>();
  const settlements = new Map<string, { recipient: string; settlement: SettlementEntity }>();
  /** Direct transfers by their `X-Transfer-Idempotency` key, with the request they were made for. */
  const byIdempotencyKey = new Map<string, { request: string; transferId: string }>();
  const initiatorId = deps.merchantAccountId.replace(/^acc_/, "");

  const copy = <T>(value: T): T => structuredClone(value);
  const find = (id: string): TransferEntity => {
    const found = transfers.get(id);
    if (!found) throw notFoundId();
    return found;
  };
  const ofPayment = (paymentId: string) =>
    [...transfers.values()].filter((transfer) => transfer.source === paymentId);

  function emitTransfer(name: "transfer.processed" | "transfer.failed", transfer: TransferEntity) {
    deps.emit({ event: name, contains: ["transfer"], payload: { transfer: { entity: copy(transfer) } } });
  }

  /** One settlement to a linked account for these transfers (all to it), net of what was reversed. */
  function settle(recipient: string, due: TransferEntity[]): SettlementEntity {
    const settlement = settlementEntity(due.reduce((sum, t) => sum + t.amount - t.amount_reversed, 0));
    for (const transfer of due) {
      transfer.settlement_status = "settled";
      transfer.recipient_settlement_id = settlement.id;
    }
    settlements.set(settlement.id, { recipient, settlement });
    deps.emit({
      event: "settlement.processed",
      contains: ["settlement"],
      payload: { settlement: { entity: copy(settlement) } },
    });
    return settlement;
  }

  /** A processed transfer off hold: settled now, or left for `settleDue` while settlements are held. */
  function becomeDue(transfer: TransferEntity) {
    if (transfer.amount_reversed === transfer.amount) {
      transfer.settlement_status = null; // Nothing is left to settle.
      return;
    }
    if (conditions.settlementsHeld) transfer.settlement_status = "pending";
    else settle(transfer.recipient, [transfer]);
  }

  function process(transfer: TransferEntity) {
    transfer.status = "processed";
    transfer.processed_at = unixNow();
    emitTransfer("transfer.processed", transfer);
    if (transfer.on_hold) transfer.settlement_status = "on_hold";
    else becomeDue(transfer);
  }

  function reverse(
    transfer: TransferEntity,
    amount: number,
    notes: Notes | [],
    customerRefundId: string | null,
  ): ReversalEntity {
    const reversal = reversalEntity(transfer.id, amount, notes, initiatorId, customerRefundId);
    reversals.set(reversal.id, reversal);
    transfer.amount_reversed += amount;
    transfer.status = transfer.amount_reversed === transfer.amount ? "reversed" : "partially_reversed";
    return reversal;
  }

  function refuseInactiveAccount(account: string) {
    const refusal = accounts.transferRefusal(account);
    if (refusal === "does_not_exist") {
      throw badRequest("Linked account does not exist", "account", "linked_account_id_does_not_exist");
    }
    if (refusal === "not_activated") {
      throw badRequest(
        `Route is not activated for the linked account ${account}`,
        "account",
        "linked_account_not_activated",
      );
    }
  }

  function create(source: string, request: NewTransfer): TransferEntity {
    const transfer = transferEntity({ source, ...request });
    transfers.set(transfer.id, transfer);
    if (!conditions.transfersHeld) process(transfer);
    return transfer;
  }

  return {
    /** POST /payments/:id/transfers: all or none; each to an activated linked account of this merchant. */
    transferFromPayment(paymentId: string, requests: NewTransfer[]): TransferEntity[] {
      const payment = deps.payment(paymentId);
      if (deps.refunded(paymentId)) {
        throw badRequest("Transfers cannot be created for a payment once a refund has been initiated");
      }
      if (payment.status !== "captured") {
        throw badRequest(
          "Only captured payments can be transferred. Capture the payment before transferring it.",
        );
      }
      for (const request of requests) refuseInactiveAccount(request.account);
      const transferred = ofPayment(paymentId)
        .filter((transfer) => transfer.status !== "failed")
        .reduce((sum, transfer) => sum + transfer.amount, 0);
      const requested = requests.reduce((sum, request) => sum + request.amount, 0);
      if (transferred + requested > payment.amount) {
        throw badRequest(
          "The sum of amount requested for transfer is greater than the captured amount",
          "amount",
        );
      }
      return requests.map((request) => copy(create(paymentId, request)));
    },

    /**
     * POST /transfers: from the merchant's balance to an activated linked account, never held. The same
     * `X-Transfer-Idempotency` key answers the transfer it made, and refuses a different request. (The merchant's
     * balance is not modelled: a real account refuses the transfer when its balance is short.)
     */
    directTransfer(request: NewTransfer, idempotencyKey: string | undefined): TransferEntity {
      const fingerprint = JSON.stringify([request.account, request.amount, request.notes]);
      const earlier = idempotencyKey === undefined ? undefined : byIdempotencyKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.request !== fingerprint) {
          throw badRequest(
            "Different payload for the same idempotency key. Use a new key for a different request.",
          );
        }
        return copy(find(earlier.transferId));
      }
      refuseInactiveAccount(request.account);
      const transfer = create(deps.merchantAccountId, request);
      if (idempotencyKey !== undefined) {
        byIdempotencyKey.set(idempotencyKey, { request: fingerprint, transferId: transfer.id });
      }
      return copy(transfer);
    },

    transfer: (id: string) => copy(find(id)),

    paymentTransfers(paymentId: string): TransferEntity[] {
      deps.payment(paymentId);
      return ofPayment(paymentId).map(copy);
    },

    /** GET /transfers: newest first, as Razorpay lists. */
    list(query: TransferQuery): TransferEntity[] {
      return [...transfers.values()]
        .filter(
          (transfer) =>
            (query.recipientSettlementId === undefined ||
              transfer.recipient_settlement_id === query.recipientSettlementId) &&
            (query.from === undefined || transfer.created_at >= query.from) &&
            (query.to === undefined || transfer.created_at <= query.to),
        )
        .reverse()
        .slice(query.skip, query.skip + query.count)
        .map((transfer) => {
          const answer = copy(transfer);
          if (query.expandSettlement) {
            const id = transfer.recipient_settlement_id;
            answer.recipient_settlement = id ? copy(settlements.get(id)?.settlement ?? null) : null;
          }
          return answer;
        });
    },

    /** PATCH /transfers/:id: put the settlement on hold, or release it (it then settles). */
    editHold(id: string, edit: { onHold: boolean; onHoldUntil: number | null }): TransferEntity {
      const transfer = find(id);
      if (transfer.status === "failed")
        throw badRequest("The settlement of a failed transfer cannot be modified");
      if (transfer.settlement_status === "settled") {
        throw badRequest("The transfer has already been settled", "on_hold");
      }
      transfer.on_hold = edit.onHold;
      transfer.on_hold_until = edit.onHoldUntil;
      if (transfer.status !== "pending") {
        if (edit.onHold) transfer.settlement_status = "on_hold";
        else if (transfer.settlement_status !== "pending") becomeDue(transfer);
      }
      return copy(transfer);
    },

    /** POST /transfers/:id/reversals: partial or whole, never more than is left of the transfer. */
    reverse(id: string, input: { amount: number | undefined; notes: Notes | [] }): ReversalEntity {
      const transfer = find(id);
      if (transfer.status === "reversed") throw badRequest("The transfer has been fully reversed already");
      if (!reversible(transfer)) throw badRequest("Only processed transfers can be reversed");
      const left = transfer.amount - transfer.amount_reversed;
      const amount = input.amount ?? left;
      if (amount > left) {
        throw badRequest(
          "The reversal amount provided is greater than the amount not yet reversed",
          "amount",
        );
      }
      return copy(reverse(transfer, amount, input.notes, null));
    },

    transferReversals(id: string): ReversalEntity[] {
      find(id);
      return [...reversals.values()].filter((reversal) => reversal.transfer_id === id).map(copy);
    },

    /**
     * The reversals a refund with `reverse_all` makes, checked before the refund exists: a full refund reverses
     * what is left of every transfer; a partial one takes its amount back from the payment's one transfer, and
     * is refused when there are several (Razorpay cannot tell which to reverse). Apply with the refund's id.
     */
    planRefundReversals(
      paymentId: string,
      refundAmount: number,
      fullRefund: boolean,
    ): (refundId: string) => void {
      const all = ofPayment(paymentId);
      if (all.some((transfer) => transfer.status === "pending")) {
        throw badRequest(
          "reverse_all cannot be applied while transfers of the payment are being processed",
          "reverse_all",
        );
      }
      const open = all.filter(reversible);
      if (open.length > 1 && !fullRefund) {
        throw badRequest(
          "reverse_all cannot be applied to a partial refund of a payment transferred to multiple accounts",
          "reverse_all",
        );
      }
      const plan = open.map((transfer) => {
        const left = transfer.amount - transfer.amount_reversed;
        return { transfer, amount: fullRefund ? left : Math.min(left, refundAmount) };
      });
      return (refundId) => {
        for (const { transfer, amount } of plan) reverse(transfer, amount, [], refundId);
      };
    },

    /** The outcome of a held (pending) transfer, a control: processed, or failed for want of balance. */
    completeTransfer(id: string, outcome: "processed" | "failed"): TransferEntity {
      const transfer = find(id);
      if (transfer.status !== "pending") throw badRequest(`The transfer is ${transfer.status} already`);
      if (outcome === "processed") {
        process(transfer);
        return copy(transfer);
      }
      transfer.status = "failed";
      transfer.processed_at = unixNow();
      transfer.error = {
        ...transfer.error,
        code: "BAD_REQUEST_TRANSFER_INSUFFICIENT_BALANCE",
        description: "Transfer failed due to insufficient balance",
        reason: "insufficient_balance",
        step: "balance_check",
        source: "transfer",
      };
      emitTransfer("transfer.failed", transfer);
      return copy(transfer);
    },

    /**
     * Razorpay's settlement run, a control: settles transfers released while settlements were held, and
     * those whose `on_hold_until` is at or before `at`; one settlement per linked account.
     */
    settleDue(at: number): SettlementEntity[] {
      const due = new Map<string, TransferEntity[]>();
      for (const transfer of transfers.values()) {
        if (!reversible(transfer)) continue;
        const released = transfer.settlement_status === "pending";
        const expired =
          transfer.settlement_status === "on_hold" &&
          transfer.on_hold_until !== null &&
          transfer.on_hold_until <= at;
        if (released || expired)
          due.set(transfer.recipient, [...(due.get(transfer.recipient) ?? []), transfer]);
      }
      return [...due].map(([recipient, list]) => copy(settle(recipient, list)));
    },

    allTransfers: () => [...transfers.values()].map(copy),
    allReversals: () => [...reversals.values()].map(copy),
    allSettlements: () => [...settlements.values()].map((entry) => copy(entry.settlement)),

    clear() {
      transfers.clear();
      byIdempotencyKey.clear();
      reversals.clear();
      settlements.clear();
    },
  };
}

export type RouteTransfers = ReturnType<typeof createRouteTransfers>;
