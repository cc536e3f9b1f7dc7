import { walkInBookingInput, walkInInput, walkInOutput, walkInsWaitingOutput } from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { createWalkIn } from "./walk-in.service";
import { cancelWalkIn, refreshWalkIn, takeCashForWalkIn, waitingWalkIns } from "./walk-in-qr";

/** Bookings made at the centre's counter, for its own centre only (centreProcedure gives ctx.centre). */
export const walkInsRouter = router({
  create: centreProcedure("walkIns.create")
    .input(walkInInput)
    .output(walkInOutput)
    .mutation(({ ctx, input }) =>
      createWalkIn(ctx.db, ctx, { centreId: ctx.centre.id, userId: ctx.user.id }, input),
    ),
  /** The counter screen's poll: records a payment Razorpay has and the webhook has not brought yet. */
  status: centreProcedure("walkIns.create")
    .input(walkInBookingInput)
    .output(walkInOutput)
    .query(({ ctx, input }) => refreshWalkIn(ctx.db, ctx.payments, ctx.centre.id, input.bookingId)),
  /** Walk-ins still waiting for their UPI QR to be paid: "Show QR again" or "Take cash instead". */
  waiting: centreProcedure("walkIns.create")
    .output(walkInsWaitingOutput)
    .query(({ ctx }) => waitingWalkIns(ctx.db, ctx.centre.id)),
  /** The customer pays cash instead of the QR: the QR is closed and the walk-in becomes a cash one, collected. */
  takeCash: centreProcedure("walkIns.create")
    .input(walkInBookingInput)
    .output(walkInOutput)
    .mutation(({ ctx, input }) =>
      takeCashForWalkIn(
        ctx.db,
        ctx.payments,
        { id: ctx.user.id, role: "vendor" },
        ctx.centre.id,
        input.bookingId,
      ),
    ),
  cancel: centreProcedure("walkIns.create")
    .input(walkInBookingInput)
    .output(walkInOutput)
    .mutation(({ ctx, input }) =>
      cancelWalkIn(ctx.db, ctx.payments, { id: ctx.user.id, role: "vendor" }, ctx.centre.id, input.bookingId),
    ),
});
