import { JOB_CARD_POLICY, type JobCardView, type VehicleSide } from "@chamak/contracts";
import type { Db, DbTx, Prisma } from "@chamak/db";
import type { MediaUrls } from "../media";
import { channelChoices } from "../notifications";
import { maskedPhone } from "./job-card-codes";
import { bookingMediaUrls } from "./job-card-media";

export const jobCardViewInclude = {
  booking: { select: { code: true, vehicleNumber: true } },
  photos: { orderBy: { id: "asc" } },
  disputes: { orderBy: { id: "desc" }, take: 1, select: { id: true, status: true, createdAt: true } },
} satisfies Prisma.JobCardInclude;

type JobCardRow = Prisma.JobCardGetPayload<{ include: typeof jobCardViewInclude }>;

const HOUR_MS = 60 * 60 * 1000;

/** The stored condition, read defensively (it is JSON). */
export function conditionOf(value: Prisma.JsonValue): Partial<Record<VehicleSide, { notes: string }>> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Partial<Record<VehicleSide, { notes: string }>> = {};
  for (const [side, entry] of Object.entries(value)) {
    const notes = entry && typeof entry === "object" && !Array.isArray(entry) ? entry.notes : undefined;
    if (typeof notes === "string") out[side as VehicleSide] = { notes };
  }
  return out;
}

/** A photo as the apps show it; the media module gives its addresses. */
export const photoView =
  (urls: Map<number, MediaUrls>) =>
  (photo: Pick<JobCardRow["photos"][number], "id" | "stage" | "side" | "mediaId">) => ({
    id: photo.id,
    stage: photo.stage,
    side: photo.side,
    mediaId: photo.mediaId,
    url: urls.get(photo.mediaId)?.url ?? "",
    thumbUrl: urls.get(photo.mediaId)?.thumbUrl ?? "",
  });

/** The code the card waits for now, if one was sent (never the code itself). */
function pendingCode(card: JobCardRow, phone: string | null): JobCardView["code"] {
  const step = card.state === "checking_in" ? "handover" : card.state === "done" ? "return" : null;
  if (!step) return null;
  const [hash, sentAt, expiresAt, attempts, sent] =
    step === "handover"
      ? [
          card.handoverCodeHash,
          card.handoverSentAt,
          card.handoverExpiresAt,
          card.handoverAttempts,
          card.handoverCodesSent,
        ]
      : [
          card.returnCodeHash,
          card.returnSentAt,
          card.returnExpiresAt,
          card.returnAttempts,
          card.returnCodesSent,
        ];
  if (!hash || !sentAt || !expiresAt) return null;
  return {
    step,
    sentAt,
    expiresAt,
    triesLeft: Math.max(0, JOB_CARD_POLICY.maxTries - attempts),
    sendsLeft: Math.max(0, JOB_CARD_POLICY.maxCodesPerStep - sent),
    sentTo: phone ? maskedPhone(phone) : "",
  };
}

export function toJobCardView(
  card: JobCardRow,
  phone: string | null,
  urls: Map<number, MediaUrls>,
): JobCardView {
  const complaint = card.disputes[0] ?? null;
  return {
    id: card.id,
    bookingId: card.bookingId,
    bookingCode: card.booking.code,
    vehicleNumber: card.booking.vehicleNumber,
    state: card.state,
    condition: conditionOf(card.condition),
    fuelPercent: card.fuelPercent,
    odometerKm: card.odometerKm,
    belongings: card.belongings,
    photos: card.photos.map(photoView(urls)),
    code: pendingCode(card, phone),
    openedAt: card.openedAt,
    checkedInAt: card.checkedInAt,
    startedAt: card.startedAt,
    doneAt: card.doneAt,
    returnedAt: card.returnedAt,
    complaintUntil: card.doneAt
      ? new Date(card.doneAt.getTime() + JOB_CARD_POLICY.complaintWindowHours * HOUR_MS)
      : null,
    complaint: complaint && { id: complaint.id, status: complaint.status, createdAt: complaint.createdAt },
  };
}

/** A booking's job card as staff or its customer see it, or null when it has none. */
export async function loadJobCardView(db: Db | DbTx, bookingId: number): Promise<JobCardView | null> {
  const card = await db.jobCard.findUnique({ where: { bookingId }, include: jobCardViewInclude });
  if (!card) return null;
  const { customerId } = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { customerId: true },
  });
  const urls = await bookingMediaUrls(db, bookingId);
  return toJobCardView(card, (await channelChoices(db, customerId)).phone, urls);
}
