import {
  loginInput,
  profileOutput,
  profileUpdateInput,
  registerInput,
  sellerRegistrationInput,
  sellerRegistrationOutput,
  sessionOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { authedProcedure, publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { getProfile, login, logout, register, updateProfile } from "./accounts.service";
import { registerSeller } from "./seller.service";

const meta = (ctx: { ip: string; userAgent: string | undefined }) => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
});

export const accountsRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => register(ctx.db, ctx.limiter, input, meta(ctx))),
  login: publicProcedure
    .input(loginInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => login(ctx.db, ctx.limiter, input, meta(ctx))),
  logout: authedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.token) await logout(ctx.db, ctx.token);
    return { ok: true as const };
  }),
  me: authedProcedure.output(profileOutput).query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  updateProfile: authedProcedure
    .input(profileUpdateInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  registerSeller: publicProcedure
    .input(sellerRegistrationInput)
    .output(sellerRegistrationOutput)
    .mutation(({ ctx, input }) => registerSeller(ctx.db, ctx.limiter, input, meta(ctx))),
});
