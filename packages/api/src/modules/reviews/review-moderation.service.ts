import type { AdminReviews, AdminReviewsInput, ReviewHideInput } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { invalidateCatalogCache } from "../catalog";
import { countRating } from "./review-ratings";
import { REVIEW_COLUMNS, reviewPhotos, toCentreReview } from "./review-replies.service";

const ADMIN_COLUMNS = {
  ...REVIEW_COLUMNS,
  hiddenReason: true,
  centre: { select: { id: true, name: true } },
} satisfies Prisma.ReviewSelect;

/** Reviews across centres for admins, newest first, by centre and shown/hidden. */
export async function adminReviews(db: Db, input: AdminReviewsInput): Promise<AdminReviews> {
  const where: Prisma.ReviewWhereInput = {
    ...(input.centreId ? { centreId: input.centreId } : {}),
    ...(input.hidden === undefined ? {} : { hiddenAt: input.hidden ? { not: null } : null }),
  };
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(input),
      select: ADMIN_COLUMNS,
    }),
    db.review.count({ where }),
  ]);
  // Admins see a hidden review's photos: they may be why it was hidden.
  const photos = await reviewPhotos(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    input,
    rows.map((row) => ({
      ...toCentreReview(row, photos.get(row.id)),
      centre: row.centre,
      hiddenReason: row.hiddenReason,
      hiddenAt: row.hiddenAt,
    })),
    total,
  );
}

/**
 * Hides a review (abusive content) or shows it again: a hidden review is in no public list and not in the
 * centre's or its services' ratings. The guarded update makes a second hide (or show) a no-op that moves no
 * rating twice.
 */
export async function setReviewHidden(
  db: Db,
  adminId: number,
  input:
    | { reviewId: number; hidden: true; reason: ReviewHideInput["reason"] }
    | { reviewId: number; hidden: false },
) {
  await db.$transaction(async (tx) => {
    const review = await tx.review.findUnique({
      where: { id: input.reviewId },
      select: { id: true, bookingId: true, centreId: true, rating: true },
    });
    if (!review) throw new DomainError("NOT_FOUND", "reviewNotFound", "reviewId");
    const { count } = await tx.review.updateMany({
      where: { id: review.id, hiddenAt: input.hidden ? null : { not: null } },
      data: input.hidden
        ? { hiddenAt: currentTime(), hiddenReason: input.reason, hiddenById: adminId }
        : { hiddenAt: null, hiddenReason: null, hiddenById: null },
    });
    if (count === 0) return;
    await countRating(tx, review, input.hidden ? -1 : 1);
    await audit(
      tx,
      { id: adminId, role: "admin" },
      input.hidden ? "review.hidden" : "review.shown",
      { type: "booking", id: review.bookingId },
      input.hidden ? { reviewId: review.id, reason: input.reason } : { reviewId: review.id },
    );
  });
  invalidateCatalogCache(db);
  const row = await db.review.findUniqueOrThrow({
    where: { id: input.reviewId },
    select: ADMIN_COLUMNS,
  });
  const photos = await reviewPhotos(db, [row.id]);
  return {
    ...toCentreReview(row, photos.get(row.id)),
    centre: row.centre,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt,
  };
}
