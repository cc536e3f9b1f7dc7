import { dashboardOutput, dashboardRangeInput, vendorMeOutput } from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { ownerOverview } from "./all-branches";
import { vendorMe } from "./dashboard.service";

/** The vendor console's numbers: only ever the centre the request names, among the caller's (ctx.centre). */
export const dashboardRouter = router({
  me: centreProcedure("dashboard.view")
    .output(vendorMeOutput)
    .query(({ ctx }) => vendorMe(ctx.db, ctx.user, ctx.centre)),
  overview: centreProcedure("reports.view")
    .input(dashboardRangeInput)
    .output(dashboardOutput)
    .query(({ ctx, input }) => ownerOverview(ctx.db, { userId: ctx.user.id, centre: ctx.centre }, input)),
});
