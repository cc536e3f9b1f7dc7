import {
  commissionRateInput,
  gstr8Row,
  idSchema,
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
import { adminProcedure, centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { gstr8Report } from "./gstr8.service";
import { payoutTerms, setPayoutsPaused, setUpPayoutAccount } from "./payout-account.service";
import { setCommissionRate } from "./rates.service";
import { centreStatement, payoutsOverview, stuckTransfers } from "./statement.service";

/** A centre's payouts: its terms, its Route account, its monthly statement. */
const centrePayoutsRouter = router({
  terms: centreProcedure("payouts.view")
    .output(payoutTermsOutput)
    .query(({ ctx }) => payoutTerms(ctx.db, ctx.centre.id)),
  setUpAccount: centreProcedure("payouts.manage")
    .input(payoutAccountInput)
    .output(payoutAccountOutput)
    .mutation(({ ctx, input }) =>
      setUpPayoutAccount(
        ctx.db,
        ctx.payments.gateway,
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

export const payoutsRouter = router({ centre: centrePayoutsRouter, admin: adminPayoutsRouter });
