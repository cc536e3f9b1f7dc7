import {
  adminUserListInput,
  adminUserOutput,
  adminUserPage,
  userIdInput,
  userSuspendInput,
} from "@chamak/contracts";
import { adminActor } from "../../lib/admin-actor";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { listUsersForAdmin, restoreUser, suspendUser } from "./admin-users.service";

/** Accounts: search, suspend (signing them out everywhere), restore. */
export const adminUsersRouter = router({
  list: adminProcedure
    .input(adminUserListInput)
    .output(adminUserPage)
    .query(({ ctx, input }) => listUsersForAdmin(ctx.db, input)),
  suspend: adminProcedure
    .input(userSuspendInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, adminActor(ctx), input.userId, input)),
  restore: adminProcedure
    .input(userIdInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => restoreUser(ctx.db, adminActor(ctx), input.userId)),
});
