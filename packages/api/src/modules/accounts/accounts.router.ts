import {
  linkPhoneInput,
  loginInput,
  okOutput,
  otpRequestInput,
  otpRequestOutput,
  passwordChangeInput,
  passwordResetInput,
  phoneSignInInput,
  phoneSignInOutput,
  profileOutput,
  profileUpdateInput,
  registerInput,
  resetLinkRequestInput,
  resetLinkRequestOutput,
  resetWithLinkInput,
  sellerRegistrationInput,
  sellerRegistrationOutput,
  sessionOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { authedProcedure, publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { messagingOf } from "../messaging";
import { getProfile, login, logout, register, updateProfile } from "./accounts.service";
import { changePassword, resetPassword } from "./password.service";
import { linkPhone, requestCode, signInWithPhone } from "./phone-sign-in.service";
import { requestResetLink, resetPasswordWithLink } from "./reset-link.service";
import { resetLinksOf } from "./reset-link-deps";
import { savedProfileRouter } from "./saved-profile.router";
import { registerSeller } from "./seller.service";

const meta = (ctx: { ip: string; userAgent: string | undefined }) => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent,
});

const ok = { ok: true as const };

/** Signing in (or up) with a mobile number and a code, linking a number, and recovering a password by one. */
const phoneRouter = router({
  requestSignInCode: publicProcedure
    .input(otpRequestInput)
    .output(otpRequestOutput)
    .mutation(({ ctx, input }) =>
      requestCode(ctx.db, ctx.limiter, messagingOf(ctx), "sign_in", input, meta(ctx)),
    ),
  signIn: publicProcedure
    .input(phoneSignInInput)
    .output(phoneSignInOutput)
    .mutation(({ ctx, input }) => signInWithPhone(ctx.db, ctx.limiter, messagingOf(ctx), input, meta(ctx))),
  requestLinkCode: authedProcedure
    .input(otpRequestInput)
    .output(otpRequestOutput)
    .mutation(({ ctx, input }) =>
      requestCode(ctx.db, ctx.limiter, messagingOf(ctx), "link_phone", input, meta(ctx), ctx.user.id),
    ),
  link: authedProcedure
    .input(linkPhoneInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) =>
      linkPhone(ctx.db, ctx.limiter, messagingOf(ctx), ctx.user.id, input, meta(ctx)),
    ),
  requestResetCode: publicProcedure
    .input(otpRequestInput)
    .output(otpRequestOutput)
    .mutation(({ ctx, input }) =>
      requestCode(ctx.db, ctx.limiter, messagingOf(ctx), "reset_password", input, meta(ctx)),
    ),
  resetPassword: publicProcedure
    .input(passwordResetInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, ctx.limiter, messagingOf(ctx), input, meta(ctx))),
});

/** Recovering a forgotten password by a link emailed to the account. */
const passwordRouter = router({
  requestResetLink: publicProcedure
    .input(resetLinkRequestInput)
    .output(resetLinkRequestOutput)
    .mutation(({ ctx, input }) => requestResetLink(ctx.db, ctx.limiter, resetLinksOf(ctx), input, meta(ctx))),
  resetWithLink: publicProcedure
    .input(resetWithLinkInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) =>
      resetPasswordWithLink(ctx.db, ctx.limiter, resetLinksOf(ctx), input, meta(ctx)),
    ),
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
    return ok;
  }),
  me: authedProcedure.output(profileOutput).query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  updateProfile: authedProcedure
    .input(profileUpdateInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changePassword: authedProcedure
    .input(passwordChangeInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.limiter, ctx.user.id, ctx.token, input, meta(ctx));
      return ok;
    }),
  phone: phoneRouter,
  password: passwordRouter,
  /** Saved vehicles and addresses, and "Book again". */
  saved: savedProfileRouter,
  registerSeller: publicProcedure
    .input(sellerRegistrationInput)
    .output(sellerRegistrationOutput)
    .mutation(({ ctx, input }) => registerSeller(ctx.db, ctx.limiter, input, meta(ctx))),
});
