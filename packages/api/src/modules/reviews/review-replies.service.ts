import type { CentreReviews, PageInput, ReviewReplyInput } from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { firstNameOf, invalidateCatalogCache } from "../catalog";
import { type MediaUrls, mediaOfOwners } from "../media";

/** What a review shows of itself: the rating, comment, first name of the reviewer and the centre's reply. */
export const REVIEW_COLUMNS = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  reply: true,
  repliedAt: true,
  hiddenAt: true,
  customer: { select: { name: true } },
  booking: { select: { code: true } },
} satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof REVIEW_COLUMNS }>;

/**
 * A review as its centre sees it. A review an admin hid keeps its photos (showing it again brings them back), but
 * they are shown to admins only: `photos` is what the caller may see.
 */
export function toCentreReview(row: ReviewRow, photos: MediaUrls[] = []) {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    customerFirstName: firstNameOf(row.customer.name),
    createdAt: row.createdAt,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt } : null,
    bookingCode: row.booking.code,
    hidden: row.hiddenAt !== null,
    photos,
  };
}

/** The photos of each review, by review id. */
export function reviewPhotos(db: Db | Prisma.TransactionClient, reviewIds: readonly number[]) {
  return mediaOfOwners(db, "review", reviewIds);
}

/** The centre's view: a hidden review's photos are hidden from it too. */
async function withCentrePhotos(db: Db, rows: ReviewRow[]) {
  const photos = await reviewPhotos(
    db,
    rows.filter((row) => row.hiddenAt === null).map((row) => row.id),
  );
  return rows.map((row) => toCentreReview(row, photos.get(row.id)));
}

/** The centre's reviews, newest first, hidden ones too (marked), for the console. */
export async function centreReviews(db: Db, centreId: number, input: PageInput): Promise<CentreReviews> {
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where: { centreId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(input),
      select: REVIEW_COLUMNS,
    }),
    db.review.count({ where: { centreId } }),
  ]);
  return pageOf(input, await withCentrePhotos(db, rows), total);
}

/**
 * The centre answers a review of it in public, once: a second reply (two tabs, a double tap) is refused by the
 * guarded update, not by a read that races.
 */
export async function replyToReview(
  db: Db,
  actor: { userId: number; centreId: number },
  input: ReviewReplyInput,
) {
  const replied = await db.$transaction(async (tx) => {
    const review = await tx.review.findFirst({
      where: { id: input.reviewId, centreId: actor.centreId },
      select: { id: true, bookingId: true },
    });
    if (!review) throw new DomainError("NOT_FOUND", "reviewNotFound", "reviewId");
    const { count } = await tx.review.updateMany({
      where: { id: review.id, reply: null },
      data: { reply: input.reply, repliedAt: currentTime(), repliedById: actor.userId },
    });
    if (count === 0) throw new DomainError("PRECONDITION_FAILED", "alreadyReplied", "reply");
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "review.replied",
      { type: "booking", id: review.bookingId },
      { reviewId: review.id },
    );
    return tx.review.findUniqueOrThrow({ where: { id: review.id }, select: REVIEW_COLUMNS });
  });
  // The centre page shows replies.
  invalidateCatalogCache(db);
  return (await withCentrePhotos(db, [replied]))[0] as ReturnType<typeof toCentreReview>;
}
