import type { inferOutput } from "@trpc/tanstack-react-query";
import type { trpc } from "./trpc";

/** A booking on the centre's board, with its customer's contact details. */
export type CentreBooking = inferOutput<typeof trpc.centreBookings.list>["items"][number];
export type VendorService = inferOutput<typeof trpc.vendor.services.list>[number];
export type VehicleType = inferOutput<typeof trpc.catalog.vehicleTypes>[number];
export type Category = inferOutput<typeof trpc.catalog.categories>[number];
/** A refund Razorpay refused or the bank returned, whose money the customer is still owed. */
export type FailedRefund = inferOutput<typeof trpc.admin.bookings.failedRefunds>[number];
/** An open UPI order reconciliation could not settle. */
export type ReconcileError = inferOutput<typeof trpc.admin.bookings.reconcileErrors>["items"][number];
