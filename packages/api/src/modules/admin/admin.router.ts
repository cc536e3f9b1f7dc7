import { adminOverviewOutput } from "@chamak/contracts";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { adminBookingsRouter, adminDisputesRouter } from "./admin-bookings.router";
import { adminCentresRouter } from "./admin-centres.router";
import { adminCouponsRouter } from "./admin-coupons.router";
import { getAdminOverview } from "./admin-overview.service";
import { adminUsersRouter } from "./admin-users.router";

/** The admin console's API. Every procedure is adminProcedure; every change is audited. */
export const adminRouter = router({
  overview: adminProcedure.output(adminOverviewOutput).query(({ ctx }) => getAdminOverview(ctx.db)),
  centres: adminCentresRouter,
  users: adminUsersRouter,
  bookings: adminBookingsRouter,
  disputes: adminDisputesRouter,
  coupons: adminCouponsRouter,
});
