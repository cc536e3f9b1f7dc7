import {
  bankChangeReportOutput,
  bankChangeTokenInput,
  bankCodeRequestInput,
  bankCodeRequestOutput,
  commissionRateInput,
  commissionScopeInput,
  commissionScopeOutput,
  gstr8Row,
  idSchema,
  ifscLookupInput,
  ifscLookupOutput,
  pausePayoutsInput,
  payoutAccountInput,
  payoutAccountOutput,
  payoutsOverviewRow,
  payoutTermsOutput,
  statementInput,
  statementOutput,
  stuckTransferRow,
} from "@chamak/contracts";
import { z } from "zod";
import { adminProcedure, centreProcedure, publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { messagingOf } from "../messaging";
import { bankChangeOfLink, reportBankChange, requestBankCode } from "./bank-change.service";
import { gstr8Report } from "./gstr8.service";
import { bankOfIfsc } from "./ifsc-directory";
import { payoutTerms, setPayoutsPaused, setUpPayoutAccount } from "./payout-account.service";
import { commissionScope, setCommissionRate } from "./rates.service";
import { centreStatement, payoutsOverview, stuckTransfers } from "./statement.service";

/** A centre's payouts: its terms, its Route account, its monthly statement. */
const centrePayoutsRouter = router({
  terms: centreProcedure("payouts.view")
    .output(payoutTermsOutput)
    .query(({ ctx }) => payoutTerms(ctx.db, ctx.centre.id)),
  /** The bank of an IFSC, shown under the field as it is typed. */
  bankOfIfsc: centreProcedure("payouts.manage")
    .input(ifscLookupInput)
    .output(ifscLookupOutput)
    .query(({ input }) => bankOfIfsc(input.ifsc)),
  requestBankCode: centreProcedure("payouts.manage")
    .input(bankCodeRequestInput)
    .output(bankCodeRequestOutput)
    .mutation(({ ctx, input }) =>
      requestBankCode(ctx.db, ctx.limiter, messagingOf(ctx), ctx.user, ctx.centre.id, input, ctx.ip),
    ),
  setUpAccount: centreProcedure("payouts.manage")
    .input(payoutAccountInput)
    .output(payoutAccountOutput)
    .mutation(({ ctx, input }) =>
      setUpPayoutAccount(
        ctx.db,
        { gateway: ctx.payments.gateway, limiter: ctx.limiter, messaging: messagingOf(ctx), ip: ctx.ip },
        { id: ctx.user.id, role: "vendor" },
        ctx.centre.id,
        input,
      ),
    ),
  statement: centreProcedure("payouts.view")
    .input(statementInput)
    .output(statementOutput)
    .query(({ ctx, input }) => centreStatement(ctx.db, ctx.centre.id, input.month)),
});

/** Payouts across centres for admins: who is owed, held or stuck; pausing a centre's payouts; commission rates. */
const adminPayoutsRouter = router({
  overview: adminProcedure.output(z.array(payoutsOverviewRow)).query(({ ctx }) => payoutsOverview(ctx.db)),
  stuck: adminProcedure.output(z.array(stuckTransferRow)).query(({ ctx }) => stuckTransfers(ctx.db)),
  setPaused: adminProcedure
    .input(pausePayoutsInput)
    .output(payoutAccountOutput)
    .mutation(({ ctx, input }) =>
      setPayoutsPaused(
        ctx.db,
        ctx.payments.gateway,
        { id: ctx.user.id, role: "admin" },
        input.centreId,
        input,
      ),
    ),
  commissionScope: adminProcedure
    .input(commissionScopeInput)
    .output(commissionScopeOutput)
    .query(({ ctx, input }) => commissionScope(ctx.db, input)),
  setCommission: adminProcedure
    .input(commissionRateInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await setCommissionRate(ctx.db, { id: ctx.user.id, role: "admin" }, input);
      return { ok: true as const };
    }),
  gstr8: adminProcedure
    .input(statementInput)
    .output(z.array(gstr8Row))
    .query(({ ctx, input }) => gstr8Report(ctx.db, input.month)),
  statement: adminProcedure
    .input(statementInput.extend({ centreId: idSchema }))
    .output(statementOutput)
    .query(({ ctx, input }) => centreStatement(ctx.db, input.centreId, input.month)),
});

/** The "this wasn't me" link of a bank account change's notice: opened signed out, from the owner's phone. */
const bankChangeRouter = router({
  preview: publicProcedure
    .input(bankChangeTokenInput)
    .output(bankChangeReportOutput)
    .query(({ ctx, input }) => bankChangeOfLink(ctx.db, input.token)),
  report: publicProcedure
    .input(bankChangeTokenInput)
    .output(bankChangeReportOutput)
    .mutation(({ ctx, input }) => reportBankChange(ctx.db, input.token)),
});

export const payoutsRouter = router({
  centre: centrePayoutsRouter,
  admin: adminPayoutsRouter,
  bankChange: bankChangeRouter,
});
