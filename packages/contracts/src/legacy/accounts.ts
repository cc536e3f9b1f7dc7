import { z } from "zod";
import {
  emailSchema,
  mobileSchema,
  passwordSchema,
  pinSchema,
  requiredText,
  stateSchema,
} from "../schemas/common";
import { nameField } from "../schemas/people";

/** POST /api/register — the legacy sign-up form. `gst_no` is sent empty by the old client and ignored. */
export const legacyRegisterBody = z.object({
  name: nameField("fullName", 100),
  gst_no: z.string().max(20).nullish(),
  email: emailSchema,
  mobile_no: mobileSchema,
  state: stateSchema,
  city: requiredText("city", 100),
  address: requiredText("address", 300),
  zip: pinSchema,
  password: passwordSchema,
  role: z
    .literal("user", { error: "Only customer accounts can sign up here; centres use the seller form" })
    .default("user"),
});

export const legacyTokenResponse = z.object({
  status: z.literal(true),
  token: z.string(),
  message: z.string(),
});

/** POST /api/login */
export const legacyLoginBody = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(128),
});

/** GET /api/profile */
export const legacyProfileResponse = z.object({
  status: z.literal(true),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    mobile_no: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    role: z.string(),
    date_of_birth: z.string().nullable(),
    gender: z.string().nullable(),
  }),
});
