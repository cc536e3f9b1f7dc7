import {
  acceptInviteOutput,
  acceptInviteWithCodeInput,
  acceptInviteWithPasswordInput,
  branchInput,
  branchOutput,
  invitePreviewOutput,
  inviteTokenInput,
  otpRequestOutput,
  teamInviteIdInput,
  teamInviteInput,
  teamMemberInput,
  teamOutput,
  teamRoleInput,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure, publicProcedure, vendorAccountProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "../centre";
import { messagingOf } from "../messaging";
import { addBranch, listBranches } from "./branches.service";
import {
  acceptInvite,
  acceptInviteWithCode,
  acceptInviteWithPassword,
  inviteToTeam,
  previewInvite,
  requestInviteCode,
} from "./invites.service";
import { changeMemberRole, listTeam, removeMember, revokeInvite } from "./team.service";

const meta = (ctx: { ip: string; userAgent: string | undefined }) => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
});

/** A centre's team (members, roles, invites) and an owner's branches; the console's Team page. */
export const teamRouter = router({
  list: centreProcedure("team.view")
    .output(teamOutput)
    .query(({ ctx }) => listTeam(ctx.db, vendorActor(ctx))),
  invite: centreProcedure("team.manage")
    .input(teamInviteInput)
    .output(teamOutput)
    .mutation(({ ctx, input }) =>
      inviteToTeam(ctx.db, { messaging: ctx.messaging, resetLinks: ctx.resetLinks }, vendorActor(ctx), input),
    ),
  revokeInvite: centreProcedure("team.manage")
    .input(teamInviteIdInput)
    .output(teamOutput)
    .mutation(({ ctx, input }) => revokeInvite(ctx.db, vendorActor(ctx), input.inviteId)),
  changeRole: centreProcedure("team.manage")
    .input(teamRoleInput)
    .output(teamOutput)
    .mutation(({ ctx, input }) => changeMemberRole(ctx.db, vendorActor(ctx), input)),
  remove: centreProcedure("team.manage")
    .input(teamMemberInput)
    .output(teamOutput)
    .mutation(({ ctx, input }) => removeMember(ctx.db, vendorActor(ctx), input.userId)),

  /** The invite's page, before and while accepting. */
  invites: router({
    preview: publicProcedure
      .input(inviteTokenInput)
      .output(invitePreviewOutput)
      .query(({ ctx, input }) => previewInvite(ctx.db, input.token)),
    requestCode: publicProcedure
      .input(inviteTokenInput)
      .output(otpRequestOutput)
      .mutation(({ ctx, input }) =>
        requestInviteCode(ctx.db, ctx.limiter, messagingOf(ctx), input.token, meta(ctx)),
      ),
    acceptWithCode: publicProcedure
      .input(acceptInviteWithCodeInput)
      .output(acceptInviteOutput)
      .mutation(({ ctx, input }) =>
        acceptInviteWithCode(ctx.db, ctx.limiter, messagingOf(ctx), input, meta(ctx)),
      ),
    acceptWithPassword: publicProcedure
      .input(acceptInviteWithPasswordInput)
      .output(acceptInviteOutput)
      .mutation(({ ctx, input }) => acceptInviteWithPassword(ctx.db, input, meta(ctx))),
    accept: vendorAccountProcedure
      .input(inviteTokenInput)
      .output(acceptInviteOutput)
      .mutation(({ ctx, input }) => acceptInvite(ctx.db, ctx.user, input.token)),
  }),

  /** An account's centres; adding one is the owner's (branches.manage). */
  branches: router({
    list: vendorAccountProcedure
      .output(z.array(branchOutput))
      .query(({ ctx }) => listBranches(ctx.db, ctx.user.id)),
    add: centreProcedure("branches.manage")
      .input(branchInput)
      .output(branchOutput)
      .mutation(({ ctx, input }) => addBranch(ctx.db, vendorActor(ctx), input)),
  }),
});
