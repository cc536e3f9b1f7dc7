import { reviewCreatedOutput, reviewInput } from "@chamak/contracts";
import { customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import { reviewBooking } from "./review.service";

export const reviewsRouter = router({
  create: customerProcedure
    .input(reviewInput)
    .output(reviewCreatedOutput)
    .mutation(({ ctx, input }) => reviewBooking(ctx.db, ctx.user.id, input)),
});
