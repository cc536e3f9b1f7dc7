import { z } from "zod";
import { normaliseGstin, refineGstRegistration } from "../gst-registration";
import { fieldLabel, zodMessage } from "../messages";
import {
  emailSchema,
  mobileSchema,
  passwordSchema,
  pinSchema,
  recordVersion,
  requiredText,
  stateSchema,
} from "./common";
import { dateOfBirthSchema, nameField } from "./people";

export const ROLES = ["user", "vendor", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const GENDERS = ["male", "female", "other", "prefer_not_to_say"] as const;

export const registerInput = z.object({
  name: nameField("fullName", 100),
  email: emailSchema,
  mobile: mobileSchema,
  state: stateSchema,
  city: requiredText("city", 100),
  address: requiredText("address", 300),
  zip: pinSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { error: zodMessage("required", { label: fieldLabel("password") }) })
    .max(128),
});
export type LoginInput = z.infer<typeof loginInput>;

export const profileUpdateInput = z.object({
  name: nameField("fullName", 100),
  mobile: mobileSchema,
  state: stateSchema,
  city: requiredText("city", 100),
  address: requiredText("address", 300),
  zip: pinSchema,
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  gender: z
    .enum(GENDERS, { error: zodMessage("chooseGender") })
    .nullable()
    .optional(),
  /** The version the profile form was opened with (a save from an older one is refused). */
  version: recordVersion,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const profileOutput = z.object({
  id: z.number(),
  name: z.string(),
  /** Empty for an account made by phone that has not added an email. */
  email: z.string(),
  mobile: z.string().nullable(),
  /** The verified number it signs in with by OTP (10 digits), if any. */
  phone: z.string().nullable(),
  /** False for an account made by phone that has not set a password. */
  hasPassword: z.boolean(),
  role: z.enum(ROLES),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  version: z.number(),
});
export type Profile = z.infer<typeof profileOutput>;

export const sessionOutput = z.object({ token: z.string(), expiresAt: z.date(), user: profileOutput });
export type SessionOutput = z.infer<typeof sessionOutput>;

export const sellerRegistrationInput = z
  .object({
    centreName: nameField("centreName", 120),
    mobile: mobileSchema,
    /** Empty or left out for a centre below the GST threshold, which then gives `gstDeclaration`. */
    gstin: z.string().max(20).nullish().transform(normaliseGstin),
    gstDeclaration: z.boolean().optional().default(false),
    email: emailSchema,
    locality: requiredText("locality", 120),
    city: requiredText("city", 100),
    state: stateSchema,
    zip: pinSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: zodMessage("reenterPassword") }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: zodMessage("passwordsDiffer"),
  })
  .superRefine(refineGstRegistration);
export type SellerRegistrationInput = z.infer<typeof sellerRegistrationInput>;

export const sellerRegistrationOutput = sessionOutput.extend({
  centre: z.object({
    id: z.number(),
    name: z.string(),
    status: z.enum(["pending", "approved", "rejected", "suspended"]),
  }),
});
export type SellerRegistrationOutput = z.infer<typeof sellerRegistrationOutput>;
