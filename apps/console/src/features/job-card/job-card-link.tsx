import { ButtonLink } from "@chamak/web-client";
import type { CentreBooking } from "../../lib/api-types";

/** Statuses a job card is opened or read for (check-in from confirmed or paid; the record afterwards). */
const WITH_JOB_CARD: readonly CentreBooking["status"][] = ["paid", "confirmed", "in_progress", "completed"];

/** The booking card's way to its job card. */
export const hasJobCardLink = (booking: Pick<CentreBooking, "status">) =>
  WITH_JOB_CARD.includes(booking.status);

export function JobCardLink({ booking }: { booking: CentreBooking }) {
  if (!hasJobCardLink(booking)) return null;
  return (
    <ButtonLink
      to="/vendor/jobs/$bookingId"
      params={{ bookingId: booking.id }}
      size="xs"
      variant={booking.status === "completed" ? "subtle" : "filled"}
      aria-label={`Job card for ${booking.code}`}
    >
      Job card
    </ButtonLink>
  );
}
