import { DomainError, getProfile, isDomainError, login, logout, register, registerSeller } from "@chamak/api";
import {
  legacyFailure,
  legacyLoginBody,
  legacyMessage,
  legacyProfileResponse,
  legacyRegisterBody,
  legacyTokenResponse,
  normaliseGstin,
} from "@chamak/contracts";
import { z } from "zod";
import { callerOf, defineRoute, type LegacyContext } from "../legacy-route";

const meta = (ctx: LegacyContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

/** The seller registration's field names, as the legacy sign-up calls them. */
const LEGACY_SELLER_FIELDS: Record<string, string> = {
  centreName: "name",
  mobile: "mobile_no",
  gstin: "gst_no",
  gstDeclaration: "gst_declaration",
  locality: "address",
};

/** A refusal of the seller registration, naming the field as the legacy body does. */
async function inLegacyFields<T>(registration: Promise<T>): Promise<T> {
  try {
    return await registration;
  } catch (error) {
    const legacyField = isDomainError(error) && error.field ? LEGACY_SELLER_FIELDS[error.field] : undefined;
    if (isDomainError(error) && legacyField) throw new DomainError(error.code, error.error, legacyField);
    throw error;
  }
}

export const accountsRoutes = [
  defineRoute({
    method: "POST",
    path: "/register",
    summary:
      "Sign up as a customer (role 'user'), or as a centre (role 'vendor', pending approval: gst_no, or gst_declaration true without one); answers a bearer token",
    auth: "public",
    body: legacyRegisterBody,
    response: legacyTokenResponse,
    async handler({ body, ctx }) {
      if (body.role === "vendor") {
        const seller = await inLegacyFields(
          registerSeller(
            ctx.db,
            ctx.limiter,
            {
              centreName: body.name,
              mobile: body.mobile_no,
              gstin: normaliseGstin(body.gst_no),
              gstDeclaration: body.gst_declaration ?? false,
              email: body.email,
              locality: body.address,
              city: body.city,
              state: body.state,
              zip: body.zip,
              password: body.password,
              confirmPassword: body.password,
            },
            meta(ctx),
          ),
        );
        return { status: true as const, token: seller.token, message: "Registration successful" };
      }
      const session = await register(
        ctx.db,
        ctx.limiter,
        {
          name: body.name,
          email: body.email,
          mobile: body.mobile_no,
          state: body.state,
          city: body.city,
          address: body.address,
          zip: body.zip,
          password: body.password,
        },
        meta(ctx),
      );
      return { status: true as const, token: session.token, message: "Registration successful" };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/login",
    summary:
      "Sign in. Wrong credentials answer 200 with status false (the legacy client shows 'Invalid credentials'); too many attempts answer 429",
    auth: "public",
    body: legacyLoginBody,
    response: z.union([legacyTokenResponse, legacyFailure]),
    async handler({ body, ctx }) {
      try {
        const session = await login(ctx.db, ctx.limiter, body, meta(ctx));
        return { status: true as const, token: session.token, message: "Signed in" };
      } catch (error) {
        if (isDomainError(error) && error.code === "UNAUTHENTICATED")
          return { status: false as const, message: error.message };
        throw error;
      }
    },
  }),
  defineRoute({
    method: "POST",
    path: "/logout",
    summary: "Revoke the bearer token at once",
    auth: "signed-in",
    response: legacyMessage,
    async handler({ ctx }) {
      if (ctx.token) await logout(ctx.db, ctx.token);
      return { status: true as const, message: "Signed out" };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/profile",
    summary: "The signed-in user's profile",
    auth: "signed-in",
    response: legacyProfileResponse,
    async handler({ ctx }) {
      const profile = await getProfile(ctx.db, callerOf(ctx).id);
      return {
        status: true as const,
        user: {
          id: profile.id,
          name: profile.name,
          email: profile.email,
          mobile_no: profile.mobile,
          address: profile.address,
          city: profile.city,
          state: profile.state,
          zip: profile.zip,
          role: profile.role,
          date_of_birth: profile.dateOfBirth,
          gender: profile.gender,
        },
      };
    },
  }),
];
