import { z } from "zod";
import { pagedOutput, reviewOutput } from "./catalog";
import { idSchema, multilineText, pageInput } from "./common";

export const reviewIdInput = z.object({ reviewId: idSchema });

/** A centre's public answer to a review of it: once per review. */
export const reviewReplyInput = reviewIdInput.extend({ reply: multilineText("reply", 1000) });
export type ReviewReplyInput = z.infer<typeof reviewReplyInput>;

/** An admin hides a review with abusive content, saying why (kept for the record, never shown publicly). */
export const reviewHideInput = reviewIdInput.extend({ reason: multilineText("reason", 300) });
export type ReviewHideInput = z.infer<typeof reviewHideInput>;

/** A review as its centre sees it in the console: which booking, the reply, whether an admin hid it. */
export const centreReviewOutput = reviewOutput.extend({
  bookingCode: z.string(),
  hidden: z.boolean(),
});
export type CentreReview = z.infer<typeof centreReviewOutput>;
export const centreReviewsOutput = pagedOutput(centreReviewOutput);
export type CentreReviews = z.infer<typeof centreReviewsOutput>;

export const adminReviewsInput = pageInput.extend({
  centreId: idSchema.optional(),
  /** Only hidden ones (true), only shown ones (false), or all. */
  hidden: z.boolean().optional(),
});
export type AdminReviewsInput = z.infer<typeof adminReviewsInput>;
export const adminReviewOutput = centreReviewOutput.extend({
  centre: z.object({ id: z.number(), name: z.string() }),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.date().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewOutput>;
export const adminReviewsOutput = pagedOutput(adminReviewOutput);
export type AdminReviews = z.infer<typeof adminReviewsOutput>;
