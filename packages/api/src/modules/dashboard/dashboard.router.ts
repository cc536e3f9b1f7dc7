import { dashboardOutput, dashboardRangeInput, vendorMeOutput } from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { centreDashboard, vendorMe } from "./dashboard.service";

/** The vendor console's numbers: only ever the caller's own centre (ctx.centre). */
export const dashboardRouter = router({
  me: centreProcedure("dashboard.view")
    .output(vendorMeOutput)
    .query(({ ctx }) => vendorMe(ctx.db, ctx.user, ctx.centre.id)),
  overview: centreProcedure("dashboard.view")
    .input(dashboardRangeInput)
    .output(dashboardOutput)
    .query(({ ctx, input }) => centreDashboard(ctx.db, ctx.centre.id, input)),
});
