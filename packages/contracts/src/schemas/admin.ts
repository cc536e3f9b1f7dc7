import { z } from "zod";
import { couponTermsIssues } from "../coupon-terms";
import { type FieldLabel, fieldLabel, zodMessage } from "../messages";
import { formatWholeRupees, PRICE_LIMITS_PAISE } from "../money";
import { POLICY } from "../policy";
import { ROLES } from "./accounts";
import {
  BOOKING_STATUSES,
  bookingMoneyOutput,
  bookingOutput,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SERVICE_MODES,
} from "./booking";
import { pagedOutput } from "./catalog";
import {
  idSchema,
  isoDateSchema,
  MAX_INT,
  multilineText,
  pageNumber,
  paiseSchema,
  requiredText,
} from "./common";
import { CENTRE_STATUSES } from "./vendor";

// ─── Shared pieces ───────────────────────────────────────────────────────────

const reasonSchema = multilineText("reason", 500);
const searchText = z.string().trim().max(100).optional();
const adminPage = {
  page: pageNumber.default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

// ─── Centres ─────────────────────────────────────────────────────────────────

export const adminCentreListInput = z.object({
  status: z.enum(CENTRE_STATUSES).optional(),
  /** Centre name, GSTIN, city, email, or the owner's name or email. */
  q: searchText,
  /** Only centres whose new name or GSTIN waits for review. */
  identityChangePending: z.boolean().optional(),
  ...adminPage,
});
export type AdminCentreListInput = z.infer<typeof adminCentreListInput>;

export const adminCentreOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  gstin: z.string().nullable(),
  /** Without a GSTIN: when the owner declared the centre need not register under GST. */
  gstDeclarationAt: z.date().nullable(),
  locality: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  status: z.enum(CENTRE_STATUSES),
  statusReason: z.string().nullable(),
  approvedAt: z.date().nullable(),
  createdAt: z.date(),
  /** `email` is null for an account made by phone (contactEmail). */
  owner: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
  }),
  serviceCount: z.number().int(),
  /** Bookings still to happen (requested, paid, confirmed, in progress): what a suspension leaves hanging. */
  upcomingBookingCount: z.number().int(),
  /** A new name or GSTIN the centre asked for, waiting for an admin; the fields above stay the verified ones. */
  pendingIdentityChange: z
    .object({ name: z.string(), gstin: z.string().nullable(), requestedAt: z.date() })
    .nullable(),
});
export type AdminCentre = z.infer<typeof adminCentreOutput>;
export const adminCentrePage = pagedOutput(adminCentreOutput).extend({
  /** Pending applications across all statuses, for the nav badge. */
  pendingCount: z.number().int(),
  /** Centres whose new name or GSTIN waits for review. */
  identityChangeCount: z.number().int(),
});
export type AdminCentrePage = z.infer<typeof adminCentrePage>;

export const centreIdInput = z.object({ centreId: idSchema });
export const centreReasonInput = centreIdInput.extend({ reason: reasonSchema });
export type CentreReasonInput = z.infer<typeof centreReasonInput>;

// ─── Users ───────────────────────────────────────────────────────────────────

export const ACCOUNT_STATUSES = ["active", "suspended"] as const;

export const adminUserListInput = z.object({
  /** Name, email or mobile number. */
  q: searchText,
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  ...adminPage,
});
export type AdminUserListInput = z.infer<typeof adminUserListInput>;

export const adminUserOutput = z.object({
  id: z.number(),
  name: z.string(),
  /** Null for an account made by phone (contactEmail): its number stands for it. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** The admins' internal note on a suspension. */
  suspendedReason: z.string().nullable(),
  /** What the suspended user is told, if anything beyond the suspension itself. */
  suspendedMessage: z.string().nullable(),
  createdAt: z.date(),
  centre: z.object({ id: z.number(), name: z.string(), status: z.enum(CENTRE_STATUSES) }).nullable(),
  bookingCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserOutput>;
export const adminUserPage = pagedOutput(adminUserOutput);
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const userIdInput = z.object({ userId: idSchema });
/** The longest message an admin may leave for a suspended user. */
export const SUSPENSION_MESSAGE_MAX_LENGTH = 300;

export const userSuspendInput = userIdInput.extend({
  /** Why, for admins only (the users list, the audit log): never shown to the user. */
  internalNote: multilineText("internalNote", 500),
  /** What the user is told when they try to sign in; left out, only that the account is suspended. */
  messageToUser: z
    .string()
    .trim()
    .max(SUSPENSION_MESSAGE_MAX_LENGTH, {
      error: zodMessage("tooLong", {
        label: fieldLabel("messageToUser"),
        max: SUSPENSION_MESSAGE_MAX_LENGTH,
      }),
    })
    .optional(),
});
export type UserSuspendInput = z.infer<typeof userSuspendInput>;

// ─── Bookings ────────────────────────────────────────────────────────────────

const adminBookingFilterFields = {
  /** The customer's name, phone or email, the vehicle number, or the booking code (or its beginning). */
  q: searchText,
  /** Booking code, or its beginning. */
  code: z.string().trim().max(40).optional(),
  customerEmail: z.string().trim().max(200).optional(),
  /** Centre name (part of it) or id. */
  centre: searchText,
  status: z.enum(BOOKING_STATUSES).optional(),
  /** Slot dates in India, inclusive. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
/** The slot range's end not before its start, named on "to". */
function slotRangeInOrder<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ["to"],
    error: zodMessage("endBeforeStart"),
  });
}

export const adminBookingSearchInput = slotRangeInOrder(
  z.object({ ...adminBookingFilterFields, ...adminPage }),
);
export type AdminBookingSearchInput = z.infer<typeof adminBookingSearchInput>;

/** The same filters, for the whole list as CSV. */
export const adminBookingExportInput = slotRangeInOrder(z.object(adminBookingFilterFields));
export type AdminBookingExportInput = z.infer<typeof adminBookingExportInput>;

/** The most rows one export holds; `truncated` says when the filters matched more. */
export const ADMIN_BOOKING_EXPORT_MAX_ROWS = 5000;

export const adminBookingExportOutput = z.object({
  rows: z.array(
    z.object({
      code: z.string(),
      slotStart: z.date(),
      status: z.enum(BOOKING_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      paymentMethod: z.enum(PAYMENT_METHODS),
      serviceMode: z.enum(SERVICE_MODES),
      centreName: z.string(),
      customerName: z.string(),
      /** Empty for an account made by phone (contactEmail). */
      customerEmail: z.string().nullable(),
      contactMobile: z.string(),
      vehicleNumber: z.string(),
      totalPaise: z.number().int(),
    }),
  ),
  truncated: z.boolean(),
});
export type AdminBookingExport = z.infer<typeof adminBookingExportOutput>;

const bookingCustomer = z.object({
  id: z.number(),
  name: z.string(),
  /** Null for an account made by phone (contactEmail): the booking's number stands for it. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const adminBookingRowOutput = bookingOutput.extend({
  customer: bookingCustomer,
  openDisputes: z.number().int(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowOutput>;
export const adminBookingPage = pagedOutput(adminBookingRowOutput);
export type AdminBookingPage = z.infer<typeof adminBookingPage>;

export const PAYMENT_STATES = ["created", "authorized", "captured", "failed", "refunded"] as const;
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export const DISPUTE_STATUSES = ["open", "resolved"] as const;

export const adminPaymentOutput = z.object({
  id: z.number(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amountPaise: z.number().int(),
  razorpayPaymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  capturedAt: z.date().nullable(),
  createdAt: z.date(),
});

export const adminRefundOutput = z.object({
  id: z.number(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  razorpayRefundId: z.string().nullable(),
  /** Razorpay's reason, when it refused the refund or the bank returned it. */
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  processedAt: z.date().nullable(),
});

export const adminDisputeOutput = z.object({
  id: z.number(),
  bookingId: z.number(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  resolution: z.string().nullable(),
  raisedBy: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeOutput>;

export const auditEntryOutput = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.number().nullable(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  data: z.unknown(),
  /** The people the data names by account id (a washer, the walk-in's customer): field → their name. */
  names: z.record(z.string(), z.string()).default({}),
  createdAt: z.date(),
});
export type AuditEntry = z.infer<typeof auditEntryOutput>;

export const adminBookingDetailOutput = adminBookingRowOutput.extend({
  payments: z.array(adminPaymentOutput),
  refunds: z.array(adminRefundOutput),
  disputes: z.array(adminDisputeOutput),
  /** Oldest first. */
  audit: z.array(auditEntryOutput),
  /** The booking's money as its ledger says: paid, refunded, being refunded, failed, refundable. */
  money: bookingMoneyOutput,
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailOutput>;

export const adminBookingIdInput = z.object({ bookingId: idSchema });

export const adminCancelInput = adminBookingIdInput.extend({ reason: reasonSchema });
export type AdminCancelInput = z.infer<typeof adminCancelInput>;

const refundAmount = z
  .number({ error: zodMessage("notANumber", { label: fieldLabel("refundAmount") }) })
  .max(MAX_INT, { error: zodMessage("tooLarge", { label: fieldLabel("refundAmount") }) })
  .int({ error: zodMessage("wholePaise", { label: fieldLabel("refundAmount") }) })
  .positive({ error: zodMessage("moreThanZero", { label: fieldLabel("refundAmount") }) });

/** amountPaise left out means "everything still refundable". */
export const adminRefundInput = adminBookingIdInput.extend({
  amountPaise: refundAmount.optional(),
  reason: reasonSchema,
});
export type AdminRefundInput = z.infer<typeof adminRefundInput>;

export const openDisputeInput = adminBookingIdInput.extend({ reason: reasonSchema });
export type OpenDisputeInput = z.infer<typeof openDisputeInput>;

export const resolveDisputeInput = z.object({
  disputeId: idSchema,
  resolution: multilineText("resolution", 1000),
  /** Refund through the same path as a plain refund; amountPaise left out refunds everything left. */
  refund: z.object({ amountPaise: refundAmount.optional() }).optional(),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInput>;

export const adminDisputeListInput = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
  ...adminPage,
});
export const adminDisputePage = pagedOutput(
  adminDisputeOutput.extend({ bookingCode: z.string(), centreName: z.string() }),
);
export type AdminDisputePage = z.infer<typeof adminDisputePage>;

// ─── Coupons ─────────────────────────────────────────────────────────────────

export const COUPON_STATES = ["active", "scheduled", "expired", "exhausted", "retired"] as const;

/** A coupon's amounts (its discount, its cap, the order it needs) stop where a service's price does. */
const COUPON_MAX_PAISE = PRICE_LIMITS_PAISE.max;

const optionalPaise = (name: FieldLabel, min = 0) => {
  const label = fieldLabel(name);
  return z
    .number({ error: zodMessage("notANumber", { label }) })
    .int({ error: zodMessage("wholePaise", { label }) })
    .min(min, { error: zodMessage(min > 0 ? "moreThanZero" : "notNegative", { label }) })
    .max(COUPON_MAX_PAISE, {
      error: zodMessage("atMostRupees", { label, max: formatWholeRupees(COUPON_MAX_PAISE) }),
    })
    .nullable()
    .optional();
};

const optionalCount = (name: FieldLabel) => {
  const label = fieldLabel(name);
  return z
    .number({ error: zodMessage("notANumber", { label }) })
    .int({ error: zodMessage("wholeNumber", { label }) })
    .min(1, { error: zodMessage("atLeast", { label, min: 1 }) })
    .max(1_000_000, { error: zodMessage("tooLarge", { label }) });
};

export const couponCreateInput = z
  .object({
    code: z
      .string({ error: zodMessage("required", { label: fieldLabel("code") }) })
      .trim()
      .toUpperCase()
      .min(1, { error: zodMessage("required", { label: fieldLabel("code") }) })
      .max(POLICY.promoCodeMaxLength, {
        error: zodMessage("tooLong", { label: fieldLabel("code"), max: POLICY.promoCodeMaxLength }),
      })
      .regex(/^[A-Z0-9]+$/, { error: zodMessage("codeCharacters") }),
    description: requiredText("description", 200),
    percentOff: z
      .number({ error: zodMessage("notANumber", { label: fieldLabel("percentOff") }) })
      .int({ error: zodMessage("wholeNumber", { label: fieldLabel("percentOff") }) })
      .min(1, { error: zodMessage("between", { label: fieldLabel("percentOff"), min: 1, max: 100 }) })
      .max(100, { error: zodMessage("between", { label: fieldLabel("percentOff"), min: 1, max: 100 }) })
      .nullable()
      .optional(),
    amountOffPaise: optionalPaise("amountOff", 1),
    /** Caps a percentage discount. */
    maxDiscountPaise: optionalPaise("cap", 1),
    minOrderPaise: paiseSchema("minOrder")
      .max(COUPON_MAX_PAISE, {
        error: zodMessage("atMostRupees", {
          label: fieldLabel("minOrder"),
          max: formatWholeRupees(COUPON_MAX_PAISE),
        }),
      })
      .default(0),
    firstBookingOnly: z.boolean().default(false),
    /** An admin's explicit choice that the coupon may price a booking's services at ₹0. */
    allowsFree: z.boolean().default(false),
    perUserLimit: optionalCount("usesPerCustomer")
      .max(100, { error: zodMessage("atMost", { label: fieldLabel("usesPerCustomer"), max: 100 }) })
      .default(1),
    maxRedemptions: optionalCount("totalRedemptions").nullable().optional(),
    /** First and last day the code works, Indian dates; from defaults to today, until to open-ended. */
    validFrom: isoDateSchema.nullable().optional(),
    validUntil: isoDateSchema.nullable().optional(),
  })
  .superRefine((coupon, ctx) => {
    for (const issue of couponTermsIssues(coupon)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: zodMessage(issue.key, issue.values) });
    }
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: zodMessage("endBeforeStart") });
    }
  });
export type CouponCreateInput = z.input<typeof couponCreateInput>;

export const couponOutput = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  firstBookingOnly: z.boolean(),
  allowsFree: z.boolean(),
  perUserLimit: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  validFrom: z.date(),
  /** The instant the code stops working (the end of its last valid day in India). */
  validUntil: z.date().nullable(),
  retiredAt: z.date().nullable(),
  createdAt: z.date(),
  state: z.enum(COUPON_STATES),
});
export type CouponOutput = z.infer<typeof couponOutput>;

export const couponIdInput = z.object({ couponId: idSchema });

// ─── Overview ────────────────────────────────────────────────────────────────

/** The operations overview, the admin's landing page: each number links to the page that deals with it. */
export const adminOverviewOutput = z.object({
  /** Today in India, and the first day of its month (the GMV's ranges, by slot date). */
  today: z.string(),
  monthStart: z.string(),
  /** Bookings with a slot today (expired holds left out), and those of them still to serve. */
  bookingsToday: z.object({ total: z.number().int(), toServe: z.number().int() }),
  /** What customers paid and keep (online and cash, less refunds made or under way), by the ledger. */
  gmvTodayPaise: z.number().int(),
  gmvMonthPaise: z.number().int(),
  /** Refunds Razorpay refused whose money is still owed to the customer. */
  failedRefunds: z.number().int(),
  /** Centres waiting for approval. */
  pendingApprovals: z.number().int(),
  openDisputes: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewOutput>;
