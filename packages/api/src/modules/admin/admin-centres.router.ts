import {
  adminCentreListInput,
  adminCentreOutput,
  adminCentrePage,
  centreIdInput,
  centreReasonInput,
} from "@chamak/contracts";
import { adminActor } from "../../lib/admin-actor";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { decideCentre, listCentresForAdmin } from "./admin-centres.service";
import { decideIdentityChange } from "./admin-identity-changes.service";

/** Centre applications and standing: approve, reject, suspend, restore; and a new name or GSTIN's review. */
export const adminCentresRouter = router({
  list: adminProcedure
    .input(adminCentreListInput)
    .output(adminCentrePage)
    .query(({ ctx, input }) => listCentresForAdmin(ctx.db, input)),
  approve: adminProcedure
    .input(centreIdInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) => decideCentre(ctx.db, adminActor(ctx), input.centreId, "approve")),
  reject: adminProcedure
    .input(centreReasonInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) =>
      decideCentre(ctx.db, adminActor(ctx), input.centreId, "reject", input.reason),
    ),
  suspend: adminProcedure
    .input(centreReasonInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) =>
      decideCentre(ctx.db, adminActor(ctx), input.centreId, "suspend", input.reason),
    ),
  restore: adminProcedure
    .input(centreIdInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) => decideCentre(ctx.db, adminActor(ctx), input.centreId, "restore")),
  approveIdentityChange: adminProcedure
    .input(centreIdInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) => decideIdentityChange(ctx.db, adminActor(ctx), input.centreId, "approve")),
  rejectIdentityChange: adminProcedure
    .input(centreReasonInput)
    .output(adminCentreOutput)
    .mutation(({ ctx, input }) =>
      decideIdentityChange(ctx.db, adminActor(ctx), input.centreId, "reject", input.reason),
    ),
});
