import { adminOverviewOutput, systemStatusOutput } from "@chamak/contracts";
import { currentTime } from "../../lib/clock";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { adminCouponsRouter } from "../coupons";
import { adminBookingsRouter, adminDisputesRouter } from "./admin-bookings.router";
import { adminCentresRouter } from "./admin-centres.router";
import { getAdminOverview } from "./admin-overview.service";
import { getSystemStatus, STANDALONE_SYSTEM } from "./admin-system.service";
import { adminUsersRouter } from "./admin-users.router";

/** The admin console's API. Every procedure is adminProcedure; every change is audited. */
export const adminRouter = router({
  overview: adminProcedure.output(adminOverviewOutput).query(({ ctx }) => getAdminOverview(ctx.db)),
  /** The System page: health of the database, Redis, the outbox, payments, the jobs; live or stand-in providers. */
  system: adminProcedure
    .output(systemStatusOutput)
    .query(({ ctx }) => getSystemStatus(ctx.db, ctx.system ?? STANDALONE_SYSTEM, currentTime())),
  centres: adminCentresRouter,
  users: adminUsersRouter,
  bookings: adminBookingsRouter,
  disputes: adminDisputesRouter,
  coupons: adminCouponsRouter,
});
