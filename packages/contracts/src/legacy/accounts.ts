import { z } from "zod";
import { refineGstRegistration } from "../gst-registration";
import {
  emailSchema,
  mobileSchema,
  passwordSchema,
  pinSchema,
  requiredText,
  stateSchema,
} from "../schemas/common";
import { nameField } from "../schemas/people";

/**
 * POST /api/register — the legacy sign-up. A customer (`role` 'user', the default) as the old client sends it:
 * `gst_no` empty and ignored. A centre (`role` 'vendor', pending an admin's approval like the seller form's):
 * `name` is the centre's, `address` its locality, and `gst_no` its GSTIN or, left empty below the GST threshold,
 * `gst_declaration: true` (GST_DECLARATION_TEXT given).
 */
export const legacyRegisterBody = z
  .object({
    name: nameField("fullName", 100),
    gst_no: z.string().max(20).nullish(),
    gst_declaration: z.boolean({ error: "gst_declaration must be true or false" }).optional(),
    email: emailSchema,
    mobile_no: mobileSchema,
    state: stateSchema,
    city: requiredText("city", 100),
    address: requiredText("address", 300),
    zip: pinSchema,
    password: passwordSchema,
    role: z
      .enum(["user", "vendor"], {
        error: "Only customer ('user') and centre ('vendor') accounts can sign up here",
      })
      .default("user"),
  })
  .superRefine((body, ctx) => {
    if (body.role !== "vendor") return;
    refineGstRegistration(
      { gstin: body.gst_no, gstDeclaration: body.gst_declaration, state: body.state },
      ctx,
      {
        gstin: "gst_no",
        gstDeclaration: "gst_declaration",
      },
    );
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
