import {
  adminReviewOutput,
  adminReviewsInput,
  adminReviewsOutput,
  centreReviewOutput,
  centreReviewsOutput,
  pageInput,
  reviewCreatedOutput,
  reviewHideInput,
  reviewIdInput,
  reviewInput,
  reviewReplyInput,
} from "@chamak/contracts";
import { adminProcedure, centreProcedure, customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import { reviewBooking } from "./review.service";
import { adminReviews, setReviewHidden } from "./review-moderation.service";
import { centreReviews, replyToReview } from "./review-replies.service";

export const reviewsRouter = router({
  create: customerProcedure
    .input(reviewInput)
    .output(reviewCreatedOutput)
    .mutation(({ ctx, input }) => reviewBooking(ctx.db, ctx.user.id, input)),
  /** The centre's own reviews and its public replies. */
  centre: router({
    list: centreProcedure("reviews.view")
      .input(pageInput)
      .output(centreReviewsOutput)
      .query(({ ctx, input }) => centreReviews(ctx.db, ctx.centre.id, input)),
    reply: centreProcedure("reviews.reply")
      .input(reviewReplyInput)
      .output(centreReviewOutput)
      .mutation(({ ctx, input }) =>
        replyToReview(ctx.db, { userId: ctx.user.id, centreId: ctx.centre.id }, input),
      ),
  }),
  /** Moderation: admins hide abusive reviews (with a reason) and show them again. */
  admin: router({
    list: adminProcedure
      .input(adminReviewsInput)
      .output(adminReviewsOutput)
      .query(({ ctx, input }) => adminReviews(ctx.db, input)),
    hide: adminProcedure
      .input(reviewHideInput)
      .output(adminReviewOutput)
      .mutation(({ ctx, input }) => setReviewHidden(ctx.db, ctx.user.id, { ...input, hidden: true })),
    show: adminProcedure
      .input(reviewIdInput)
      .output(adminReviewOutput)
      .mutation(({ ctx, input }) => setReviewHidden(ctx.db, ctx.user.id, { ...input, hidden: false })),
  }),
});
