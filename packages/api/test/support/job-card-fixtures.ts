import { indiaDate, type JobCardState } from "@chamak/contracts";
import { uploadedJobCardPhoto } from "./job-card-photos";
import { callerAs, freshBooking, type World } from "./security-world";

const STEPS: JobCardState[] = ["checking_in", "checked_in", "started", "done", "returned"];
const SIDES = ["front", "back", "left", "right"] as const;

/**
 * A new booking of customer A at centre A, confirmed, its slot today in India (so it may be checked in and
 * started), with a job card walked to `state` in the database (one step at a time, as the triggers demand).
 */
export async function bookingWithJobCard(world: World, state: JobCardState) {
  const booking = await freshBooking(world);
  const now = new Date();
  const slotStart = slotToday(now);
  await world.db.booking.update({
    where: { id: booking.id },
    data: { status: "confirmed", slotStart, slotEnd: new Date(slotStart.getTime() + 30 * 60_000) },
  });
  const card = await world.db.jobCard.create({
    data: { bookingId: booking.id, openedById: world.a.owner.id, openedAt: now },
  });
  for (const side of SIDES) {
    const mediaId = await uploadedJobCardPhoto(world.db, world.a.owner.id);
    await world.db.jobCardPhoto.create({ data: { jobCardId: card.id, stage: "check_in", side, mediaId } });
  }
  for (const step of STEPS.slice(1, STEPS.indexOf(state) + 1)) {
    if (step === "checked_in") {
      await world.db.booking.update({ where: { id: booking.id }, data: { status: "in_progress" } });
    }
    if (step === "done") {
      const mediaId = await uploadedJobCardPhoto(world.db, world.a.owner.id);
      await world.db.jobCardPhoto.create({
        data: { jobCardId: card.id, stage: "after", side: "front", mediaId },
      });
    }
    await world.db.jobCard.update({
      where: { id: card.id },
      data: { state: step, ...(step === "done" ? { doneAt: now } : {}) },
    });
    if (step === "done") {
      await world.db.booking.update({
        where: { id: booking.id },
        data: { status: "completed", completedAt: now },
      });
    }
  }
  return { bookingId: booking.id, bookingCode: booking.code, jobCardId: card.id };
}

/** A job card waiting for its hand-over code, which centre A sent; the code as the customer's phone shows it. */
export async function jobCardWithCodeSent(world: World) {
  const card = await bookingWithJobCard(world, "checking_in");
  const staff = await callerAs(world, "vendorA");
  await staff.jobCard.sendCode({ bookingId: card.bookingId });
  const customer = await world.db.user.findUniqueOrThrow({
    where: { id: world.userIds.customerA },
    select: { phone: true, mobile: true },
  });
  const to = customer.phone ?? `+91${customer.mobile}`;
  const code = world.messagingStandin.controls.messages({ to })[0]?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no job card code was sent to ${to}`);
  return { bookingId: card.bookingId, code };
}

/**
 * Half an hour from now, or, when that is already India's next day (after 23:30 there), the half hour that has
 * just begun: check-in opens only on the booking's day, and CI runs at any hour.
 */
function slotToday(now: Date): Date {
  const soon = new Date(now.getTime() + 30 * 60_000);
  return indiaDate(soon) === indiaDate(now) ? soon : new Date(now.getTime() - 30 * 60_000);
}
