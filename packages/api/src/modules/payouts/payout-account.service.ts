import {
  errorMessage,
  type PayoutAccountInput,
  type PayoutAccountView,
  type PayoutTerms,
  requiredField,
} from "@chamak/contracts";
import type { Db, DbTx, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { type Actor, audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { MessagingDeps } from "../messaging";
import type { RazorpayRouteProduct } from "../payments";
import { type PaymentGateway, PaymentGatewayError, viaGateway } from "../payments";
import { bankChangeHoldEnd, proveBankChange, recordBankChange } from "./bank-change.service";
import { bankOfIfsc } from "./ifsc-directory";
import { settlementRatesAt } from "./rates";
import { syncBookingPayouts } from "./route-sync";

type AccountRow = Prisma.PayoutAccountGetPayload<object>;

/** A payout account as the consoles show it: Razorpay's review, and the bank account masked. */
export function payoutAccountView(row: AccountRow): PayoutAccountView {
  const requirements = Array.isArray(row.requirements) ? row.requirements : [];
  return {
    status: row.activationStatus,
    requirements: requirements.map((r) => {
      const item = (r ?? {}) as { field_reference?: unknown; reason_code?: unknown };
      return { field: String(item.field_reference ?? ""), reason: String(item.reason_code ?? "") };
    }),
    beneficiaryName: row.beneficiaryName,
    accountLast4: row.accountLast4,
    ifsc: row.ifsc,
    bankName: row.ifsc ? (bankOfIfsc(row.ifsc)?.bankName ?? null) : null,
    paused: row.payoutsPaused,
    pausedReason: row.pausedReason,
    holdUntil: row.holdUntil && row.holdUntil > currentTime() ? row.holdUntil : null,
  };
}

/** The centre's payout terms (the rates in force now) and its payout account, if it has one. */
export async function payoutTerms(db: Db, centreId: number, now = currentTime()): Promise<PayoutTerms> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { id: true, gstin: true, gstRegisteredAt: true, payout: true },
  });
  const rates = await settlementRatesAt(db, centre, now);
  return {
    commissionBp: rates.commissionBp,
    tcsBp: rates.tcsBp,
    gstRegistered: rates.gstRegistered,
    account: centre.payout ? payoutAccountView(centre.payout) : null,
  };
}

/** A PAN is characters 3 to 12 of a GSTIN. */
const panOf = (gstin: string | null): string | undefined =>
  gstin?.length === 15 ? gstin.slice(2, 12) : undefined;

/** What setting up or changing a payout account needs beside the database: Razorpay, and the owner's phone. */
export interface PayoutAccountDeps {
  gateway: PaymentGateway;
  limiter: RateLimiter;
  messaging: MessagingDeps;
  ip: string;
}

/**
 * The owner (or whoever the centre's roles allow) gives or changes the bank account payouts go to: proven by the
 * code just sent to the owner's verified mobile, with an IFSC RBI lists (bank-change.service.ts), then saved.
 */
export async function setUpPayoutAccount(
  db: Db,
  { gateway, limiter, messaging, ip }: PayoutAccountDeps,
  actor: Actor & { id: number },
  centreId: number,
  input: PayoutAccountInput,
): Promise<PayoutAccountView> {
  const bankName = await proveBankChange(db, limiter, messaging, actor, centreId, input, ip);
  return savePayoutAccount(db, gateway, actor, centreId, { ...input, bankName });
}

/**
 * Sets a centre up to be paid through Route: its linked account (made once, from the centre's details), Route
 * requested with the terms accepted, and the bank account it is settled to; the change is recorded with its
 * notices (and, replacing an account, its cooling-off hold). Razorpay then reviews it; the answer (activated, or
 * what it still needs) is kept and shown. Once activated, and past any hold, waiting transfers are sent. Callers
 * prove the change first (setUpPayoutAccount); the embedded demo and tests set up accounts directly (the demo's
 * stand-in accounts without telling the owners, `tellOwner: false`, at every start).
 */
export async function savePayoutAccount(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor & { id: number },
  centreId: number,
  input: Omit<PayoutAccountInput, "code"> & { bankName: string },
  options: { tellOwner?: boolean } = {},
): Promise<PayoutAccountView> {
  const centre = await db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: {
      id: true,
      name: true,
      email: true,
      mobile: true,
      gstin: true,
      address: true,
      locality: true,
      city: true,
      state: true,
      zip: true,
      owner: { select: { name: true } },
      payout: true,
    },
  });
  const unavailable = "paymentServiceUnavailable";
  let account = centre.payout;
  if (!account) {
    const linked = await viaGateway(
      () =>
        gateway.createLinkedAccount({
          email: centre.email,
          phone: centre.mobile,
          referenceId: `centre-${centre.id}`,
          legalBusinessName: centre.name,
          businessType: "proprietorship",
          contactName: centre.owner.name,
          category: "services",
          subcategory: "automotive_service_shops",
          registeredAddress: {
            street1: centre.address,
            street2: centre.locality,
            city: centre.city,
            state: centre.state.toUpperCase(),
            postalCode: centre.zip,
            country: "IN",
          },
          ...(panOf(centre.gstin) ? { pan: panOf(centre.gstin) } : {}),
          ...(centre.gstin ? { gstin: centre.gstin } : {}),
        }),
      unavailable,
    );
    account = await db.payoutAccount.create({
      data: { centreId, razorpayAccountId: linked.id, activationStatus: linked.status },
    });
  }
  const accountId = account.razorpayAccountId;
  let productId = account.razorpayProductId;
  if (!productId) {
    const requested = await viaGateway(
      () => gateway.requestRouteProduct(accountId, { tncAccepted: input.acceptTerms }),
      unavailable,
    );
    productId = requested.id;
    account = await saveProduct(db, centreId, requested);
  }
  const activeProduct = productId;
  const previous = { ifsc: account.ifsc, accountLast4: account.accountLast4 };
  // A change is held before Razorpay is asked: if it takes the new account and its answer is lost, nothing is
  // paid to that account before the hold ends. A refusal (nothing changed there) lifts it again.
  const holdBefore = account.holdUntil;
  if (previous.accountLast4 !== null)
    await db.payoutAccount.update({
      where: { centreId },
      data: { holdUntil: bankChangeHoldEnd(currentTime()) },
    });
  const product = await gateway
    .updateRouteSettlements(accountId, activeProduct, {
      accountNumber: input.accountNumber,
      ifscCode: input.ifsc,
      beneficiaryName: input.beneficiaryName,
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.kind === "unavailable") throw new DomainError("UNAVAILABLE", unavailable);
      await db.payoutAccount.update({ where: { centreId }, data: { holdUntil: holdBefore } });
      // Razorpay names the field it refused (settlements.ifsc_code); the form shows the message there.
      const refused = error.details.field ?? "";
      const field = refused.includes("ifsc")
        ? "ifsc"
        : refused.includes("account_number")
          ? "accountNumber"
          : "beneficiaryName";
      throw new DomainError(
        "BAD_INPUT",
        errorMessage("payoutAccountRefused", { reason: error.description }),
        field,
      );
    });
  const bank = {
    beneficiaryName: input.beneficiaryName,
    accountLast4: input.accountNumber.slice(-4),
    ifsc: input.ifsc,
  };
  const { saved, holdUntil } = await db.$transaction(async (tx) => {
    const saved = await saveProduct(tx, centreId, product, bank);
    const holdUntil = await recordBankChange(
      tx,
      actor,
      centreId,
      { ...bank, bankName: input.bankName },
      previous,
      options.tellOwner ?? true,
    );
    await audit(
      tx,
      actor,
      "payouts.account_set_up",
      { type: "centre", id: centreId },
      { status: product.activation_status, ifsc: input.ifsc, accountLast4: bank.accountLast4 },
    );
    return { saved, holdUntil };
  });
  // A change waits for its hold to end (payouts.bank_hold_ended); a first account may be paid at once.
  if (product.activation_status === "activated" && !holdUntil)
    await syncCentrePayouts(db, gateway, centreId, "account");
  return payoutAccountView({ ...saved, holdUntil });
}

function saveProduct(
  db: Db | DbTx,
  centreId: number,
  product: RazorpayRouteProduct,
  bank: { beneficiaryName: string; accountLast4: string; ifsc: string } | object = {},
) {
  return db.payoutAccount.update({
    where: { centreId },
    data: {
      razorpayProductId: product.id,
      activationStatus: product.activation_status,
      requirements: product.requirements as Prisma.InputJsonValue,
      ...bank,
    },
  });
}

/**
 * Brings in line every booking of the centre with a transfer waiting or on hold (the account, a pause or a hold
 * changed).
 */
export async function syncCentrePayouts(
  db: Db,
  gateway: PaymentGateway,
  centreId: number,
  why: string,
): Promise<void> {
  const bookings = await db.transfer.findMany({
    where: { centreId, state: { in: ["waiting", "on_hold"] } },
    select: { bookingId: true },
    distinct: ["bookingId"],
  });
  for (const { bookingId } of bookings) {
    await syncBookingPayouts(db, gateway, bookingId, `${why}:${centreId}:${Date.now()}`);
  }
}

/**
 * An admin holds a centre's payouts (a dispute, a question about its account) or lets them go again. While
 * paused nothing new is sent and nothing held is released; resuming sends what waited and releases the holds
 * of jobs done meanwhile.
 */
export async function setPayoutsPaused(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  centreId: number,
  change: { paused: boolean; reason?: string },
): Promise<PayoutAccountView> {
  const existing = await db.payoutAccount.findUnique({ where: { centreId } });
  if (!existing) throw new DomainError("PRECONDITION_FAILED", "noPayoutAccount");
  const reason = change.reason?.trim() || null;
  if (change.paused && !reason) throw new DomainError("BAD_INPUT", requiredField("reason"), "reason");
  const account = await db.payoutAccount.update({
    where: { centreId },
    data: { payoutsPaused: change.paused, pausedReason: change.paused ? reason : null },
  });
  await audit(
    db,
    actor,
    change.paused ? "payouts.paused" : "payouts.resumed",
    { type: "centre", id: centreId },
    {
      reason,
    },
  );
  if (!change.paused) await syncCentrePayouts(db, gateway, centreId, "resume");
  return payoutAccountView(account);
}
