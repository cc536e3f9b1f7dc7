import type { JobCardEvidence } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { bookingMediaUrls } from "./job-card-media";
import { conditionOf, photoView } from "./job-card-view";

/**
 * What a damage complaint is judged against: the condition the customer confirmed at check-in (notes and photos
 * per side), the after photos, and the complaint's own photos. Shown beside the dispute (admins) and in the
 * centre's booking drawer.
 */
export async function bookingEvidence(db: Db, bookingId: number): Promise<JobCardEvidence> {
  const card = await db.jobCard.findUnique({
    where: { bookingId },
    include: {
      photos: { orderBy: { id: "asc" } },
      disputes: { orderBy: { id: "desc" }, take: 1, select: { photoMediaIds: true } },
    },
  });
  if (!card) return null;
  const urls = await bookingMediaUrls(db, bookingId);
  const view = photoView(urls);
  return {
    jobCardId: card.id,
    state: card.state,
    condition: conditionOf(card.condition),
    fuelPercent: card.fuelPercent,
    odometerKm: card.odometerKm,
    belongings: card.belongings,
    checkInPhotos: card.photos.filter((photo) => photo.stage === "check_in").map(view),
    afterPhotos: card.photos.filter((photo) => photo.stage === "after").map(view),
    complaintPhotoUrls: (card.disputes[0]?.photoMediaIds ?? []).flatMap((id) => urls.get(id)?.url ?? []),
  };
}

/** The centre's own booking only (another's is "not found"). */
export async function centreBookingEvidence(db: Db, centreId: number, bookingId: number) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { centreId: true } });
  if (!booking || booking.centreId !== centreId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  return bookingEvidence(db, bookingId);
}

/** An admin's view of a dispute's job card. */
export async function disputeEvidence(db: Db, disputeId: number) {
  const dispute = await db.dispute.findUnique({ where: { id: disputeId }, select: { bookingId: true } });
  if (!dispute) throw new DomainError("NOT_FOUND", "disputeNotFound");
  return bookingEvidence(db, dispute.bookingId);
}
