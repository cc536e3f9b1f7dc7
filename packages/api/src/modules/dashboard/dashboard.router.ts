import { dashboardOutput, dashboardRangeInput, vendorMeOutput } from "@chamak/contracts";
import { vendorProcedure } from "../../procedures";
import { router } from "../../trpc";
import { centreDashboard, vendorMe } from "./dashboard.service";

/** The vendor console's numbers: only ever the caller's own centre (ctx.centre). */
export const dashboardRouter = router({
  me: vendorProcedure.output(vendorMeOutput).query(({ ctx }) => vendorMe(ctx.db, ctx.user, ctx.centre.id)),
  overview: vendorProcedure
    .input(dashboardRangeInput)
    .output(dashboardOutput)
    .query(({ ctx, input }) => centreDashboard(ctx.db, ctx.centre.id, input)),
});
