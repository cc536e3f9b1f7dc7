import type { ReviewInput } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { assertAllowed, bookingFacts } from "../booking";
import { invalidateCatalogCache } from "../catalog";
import { claimMedia } from "../media";
import { countRating } from "./review-ratings";

/**
 * A customer rates a booking of theirs once it is completed, and only once (whyNot in @chamak/contracts, as the
 * booking's allowedActions offer "review"). The centre's and its services' rating counters move in the same
 * transaction, so ratings shown everywhere are the real aggregates.
 */
export async function reviewBooking(db: Db, customerId: number, input: ReviewInput, now = currentTime()) {
  try {
    const created = await db.$transaction(async (tx) => {
      const booking = await tx.booking.findFirst({
        where: { id: input.bookingId, customerId },
        select: {
          id: true,
          status: true,
          paymentMethod: true,
          slotStart: true,
          centreId: true,
        },
      });
      if (!booking) throw new DomainError("NOT_FOUND", "bookingNotFound");
      assertAllowed(await bookingFacts(tx, booking), "customer", "review", now);
      const review = await tx.review.create({
        data: {
          bookingId: booking.id,
          customerId,
          centreId: booking.centreId,
          rating: input.rating,
          comment: input.comment ?? null,
        },
        select: { id: true, rating: true, comment: true, createdAt: true },
      });
      // The customer's own photos uploaded for a review (POST /media), attached to this one or the review is
      // refused as a whole.
      const photos = await claimMedia(tx, {
        ids: input.photoIds ?? [],
        purpose: "review_photo",
        uploadedBy: customerId,
        owner: { kind: "review", id: review.id },
        field: "photoIds",
      });
      await countRating(tx, { bookingId: booking.id, centreId: booking.centreId, rating: input.rating }, 1);
      await audit(
        tx,
        { id: customerId, role: "user" },
        "review.created",
        { type: "booking", id: booking.id },
        {
          rating: input.rating,
          ...(photos.length > 0 ? { photos: photos.length } : {}),
        },
      );
      return review;
    });
    // The centre's and its services' ratings changed: the catalog shows them.
    invalidateCatalogCache(db);
    return created;
  } catch (error) {
    // Another review of the booking committed between the check and the insert: the same refusal.
    if (isUniqueViolation(error, "booking_id")) {
      // whyNot's words for a second review.
      throw new DomainError("PRECONDITION_FAILED", "alreadyReviewed");
    }
    throw error;
  }
}
