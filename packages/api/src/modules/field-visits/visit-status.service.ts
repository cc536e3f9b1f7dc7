import {
  arrivalWindow,
  errorMessage,
  FIELD_SERVICE_MODES,
  firstNameOf,
  isVisitLive,
  type VisitStatus,
  type VisitStatusView,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";
import { doorCode, loadJobCardView } from "../jobcard";
import { mediaOfOwners } from "../media";
import { missedVisitView } from "./missed-visit.service";

/**
 * What the customer sees of their doorstep or pick & drop visit: who comes, the arrival window, on the way with
 * the washer's ETA, arrived, washing, done with the after photos; and, until the car is handed over, the code
 * to give the washer at the door. Only the booking's own customer (another's booking is "not found").
 */
export async function visitStatus(
  db: Db,
  otpKey: string,
  customerId: number,
  bookingCode: string,
): Promise<VisitStatusView> {
  const booking = await db.booking.findFirst({
    where: { code: bookingCode, customerId, serviceMode: { in: [...FIELD_SERVICE_MODES] } },
    select: {
      id: true,
      status: true,
      serviceMode: true,
      slotStart: true,
      crewHolds: {
        orderBy: { workStart: "asc" },
        take: 1,
        select: {
          leg: true,
          workStart: true,
          member: { select: { member: { select: { user: { select: { name: true } } } } } },
        },
      },
      fieldVisits: true,
      jobCard: { select: { state: true } },
    },
  });
  if (!booking) throw new DomainError("NOT_FOUND", errorMessage("visitNotFound", { code: bookingCode }));
  const first = booking.crewHolds[0];
  const visit = booking.fieldVisits.find((row) => row.leg === first?.leg) ?? null;
  const card = booking.jobCard?.state ?? null;
  const missed = await missedVisitView(db, booking.id);
  const status: VisitStatus =
    booking.status === "completed" || card === "done" || card === "returned"
      ? "done"
      : card === "checked_in" || card === "started"
        ? "washing"
        : missed?.rebookable
          ? "missed"
          : (visit?.state ?? "assigned");
  const photos = status === "done" ? ((await loadJobCardView(db, booking.id))?.photos ?? []) : [];
  const notAccessiblePhoto =
    visit?.notAccessibleMediaId != null
      ? ((await mediaOfOwners(db, "booking", [booking.id])).get(booking.id) ?? []).find(
          (media) => media.id === visit.notAccessibleMediaId,
        )
      : undefined;
  const handingOver =
    booking.serviceMode === "doorstep" &&
    isVisitLive(booking.status) &&
    (card === null || card === "checking_in");
  return {
    status,
    arrivalWindow: arrivalWindow(first?.workStart ?? booking.slotStart),
    washerFirstName: first ? firstNameOf(first.member.member.user.name) : null,
    etaAt: visit?.state === "on_the_way" ? visit.etaAt : null,
    arrivedAt: visit?.arrivedAt ?? null,
    handoverCode: handingOver ? doorCode(otpKey, booking.id) : null,
    afterPhotos: photos
      .filter((photo) => photo.stage === "after")
      .map((photo) => ({ url: photo.url, thumbUrl: photo.thumbUrl })),
    missed: missed
      ? { by: missed.missedBy, creditPaise: missed.creditPaise, rebookable: missed.rebookable }
      : null,
    notAccessiblePhoto: notAccessiblePhoto
      ? { url: notAccessiblePhoto.url, thumbUrl: notAccessiblePhoto.thumbUrl }
      : null,
  };
}
