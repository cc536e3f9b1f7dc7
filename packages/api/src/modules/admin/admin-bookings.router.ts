import {
  adminBookingDetailOutput,
  adminBookingExportInput,
  adminBookingExportOutput,
  adminBookingIdInput,
  adminBookingPage,
  adminBookingSearchInput,
  adminCancelInput,
  adminDisputeListInput,
  adminDisputeOutput,
  adminDisputePage,
  adminRefundInput,
  disputeIdInput,
  jobCardEvidenceOutput,
  openDisputeInput,
  resolveDisputeInput,
} from "@chamak/contracts";
import { adminActor } from "../../lib/admin-actor";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { disputeEvidence, listDisputes, openDispute, resolveDispute } from "../jobcard";
import { cancelBookingAsAdmin, refundBookingAsAdmin } from "./admin-booking-actions.service";
import { exportBookingsForAdmin } from "./admin-booking-export.service";
import { getBookingForAdmin, searchBookingsForAdmin } from "./admin-bookings.service";
import { adminFailedRefundList, listFailedRefunds } from "./admin-failed-refunds.service";
import {
  adminReconcileErrorPage,
  adminReconcileErrorsInput,
  listReconcileErrors,
} from "./admin-reconcile.service";

/**
 * Bookings across all centres: search, detail with audit trail, cancel, refund, and the UPI orders
 * reconciliation with Razorpay could not settle.
 */
export const adminBookingsRouter = router({
  search: adminProcedure
    .input(adminBookingSearchInput)
    .output(adminBookingPage)
    .query(({ ctx, input }) => searchBookingsForAdmin(ctx.db, input)),
  export: adminProcedure
    .input(adminBookingExportInput)
    .output(adminBookingExportOutput)
    .query(({ ctx, input }) => exportBookingsForAdmin(ctx.db, input)),
  get: adminProcedure
    .input(adminBookingIdInput)
    .output(adminBookingDetailOutput)
    .query(({ ctx, input }) => getBookingForAdmin(ctx.db, input.bookingId)),
  cancel: adminProcedure
    .input(adminCancelInput)
    .output(adminBookingDetailOutput)
    .mutation(({ ctx, input }) => cancelBookingAsAdmin(ctx.db, adminActor(ctx), input)),
  refund: adminProcedure
    .input(adminRefundInput)
    .output(adminBookingDetailOutput)
    .mutation(({ ctx, input }) => refundBookingAsAdmin(ctx.db, adminActor(ctx), input)),
  reconcileErrors: adminProcedure
    .input(adminReconcileErrorsInput)
    .output(adminReconcileErrorPage)
    .query(({ ctx, input }) => listReconcileErrors(ctx.db, input)),
  failedRefunds: adminProcedure.output(adminFailedRefundList).query(({ ctx }) => listFailedRefunds(ctx.db)),
});

/** Disputes on bookings: list, open, resolve (optionally with a refund). */
export const adminDisputesRouter = router({
  list: adminProcedure
    .input(adminDisputeListInput)
    .output(adminDisputePage)
    .query(({ ctx, input }) => listDisputes(ctx.db, input)),
  open: adminProcedure
    .input(openDisputeInput)
    .output(adminDisputeOutput)
    .mutation(({ ctx, input }) => openDispute(ctx.db, adminActor(ctx), input)),
  resolve: adminProcedure
    .input(resolveDisputeInput)
    .output(adminDisputeOutput)
    .mutation(({ ctx, input }) => resolveDispute(ctx.db, adminActor(ctx), input)),
  /** The job card beside a damage complaint: what the customer confirmed at check-in, the after photos, theirs. */
  evidence: adminProcedure
    .input(disputeIdInput)
    .output(jobCardEvidenceOutput)
    .query(({ ctx, input }) => disputeEvidence(ctx.db, input.disputeId)),
});
