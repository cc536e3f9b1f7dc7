import { z } from "zod";
import { centreRole } from "../centre-roles";
import { daysBetween } from "../india-time";
import { BOOKING_STATUSES } from "./booking";
import { isoDateSchema } from "./common";
import { branchOutput } from "./team";
import { CENTRE_STATUSES } from "./vendor";

/** The longest range the dashboard reports on at once. */
export const DASHBOARD_MAX_DAYS = 92;

/** Indian calendar dates, both inclusive. */
export const dashboardRangeInput = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((range, ctx) => {
    if (range.to < range.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The end date must not be before the start date",
      });
      return;
    }
    const days = daysBetween(range.from, range.to) + 1;
    if (days > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Choose at most ${DASHBOARD_MAX_DAYS} days`,
      });
    }
  });
export type DashboardRangeInput = z.infer<typeof dashboardRangeInput>;

export const dashboardDayOutput = z.object({
  /** YYYY-MM-DD in India. */
  date: z.string(),
  /** Bookings whose slot falls on the day, leaving out cancelled, expired and unpaid ones. */
  bookings: z.number().int(),
  /** totalPaise of paid, confirmed, in-progress and completed bookings; cash only once collected. */
  revenuePaise: z.number().int(),
  reservedUnits: z.number().int(),
  /** Open slot units × bays; 0 on a closed day. */
  capacityUnits: z.number().int(),
  /** reservedUnits ÷ capacityUnits, 0–1; null when closed. */
  occupancy: z.number().nullable(),
});
export type DashboardDay = z.infer<typeof dashboardDayOutput>;

export const dashboardServiceOutput = z.object({
  serviceId: z.number(),
  name: z.string(),
  /** Bookings that included the service. */
  bookings: z.number().int(),
  /** The service's line totals (unit price × quantity) in revenue-counting bookings. */
  revenuePaise: z.number().int(),
});
export type DashboardService = z.infer<typeof dashboardServiceOutput>;

export const dashboardOutput = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bookings: z.number().int(),
    revenuePaise: z.number().int(),
    /** Cash still to collect on live bookings in the range. */
    cashDuePaise: z.number().int(),
    reservedUnits: z.number().int(),
    capacityUnits: z.number().int(),
    occupancy: z.number().nullable(),
  }),
  byDay: z.array(dashboardDayOutput),
  byService: z.array(dashboardServiceOutput),
  byStatus: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count: z.number().int() })),
  /** For an owner of several centres: the same range's totals summed over every centre they own; else null. */
  allBranches: z
    .object({
      centres: z.number().int(),
      bookings: z.number().int(),
      revenuePaise: z.number().int(),
      cashDuePaise: z.number().int(),
    })
    .nullable(),
});
export type DashboardOutput = z.infer<typeof dashboardOutput>;

/** The console header's view of the signed-in vendor's centre. */
export const vendorMeOutput = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  centre: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    status: z.enum(CENTRE_STATUSES),
    statusReason: z.string().nullable(),
    approvedAt: z.date().nullable(),
    serviceCount: z.number().int(),
    /** The caller's role at this centre (contracts/centre-roles.ts); the console hides what it may not do. */
    role: centreRole,
  }),
  /** Every centre the caller is a member of: the branch switcher. */
  branches: z.array(branchOutput),
});
export type VendorMe = z.infer<typeof vendorMeOutput>;
