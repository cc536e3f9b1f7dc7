import { POLICY } from "@chamak/contracts";
import { COMPANY } from "../layout/site-links";

/** A policy page: numbered sections of paragraphs and bullet lists. */
export type PolicySection = { heading: string; paragraphs?: readonly string[]; items?: readonly string[] };
export type PolicyDoc = { title: string; intro: string; sections: readonly PolicySection[] };
export type PolicyText = { en: PolicyDoc; hi: PolicyDoc };

/** The numbers every policy page states, read from the rules the API enforces. */
export const RULES = {
  cancelHours: POLICY.cancelMinHoursBeforeSlot,
  rescheduleHours: POLICY.rescheduleMinHoursBeforeSlot,
  holdMinutes: POLICY.paymentHoldMinutes,
  horizonDays: POLICY.bookingHorizonDays,
  promoMax: POLICY.promoCodeMaxLength,
  email: COMPANY.email,
  phone: COMPANY.phone,
  address: COMPANY.address.join(", "),
} as const;

export const POLICY_UPDATED = "2025-01-01";
