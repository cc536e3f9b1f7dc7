import {
  ACTIVE_STATUSES,
  addDays,
  earliestSendTime,
  firstNameOf,
  formatCalendarDate,
  formatIndiaTime,
  formatIstEnglish,
  formatIstHindi,
  formatRupees,
  isFieldMode,
  messagingNumber,
  type NotificationLang,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import {
  ChannelError,
  type MessageChannel,
  type MessageTemplate,
  type PhoneMessage,
  TEMPLATE_KINDS,
  type TemplateValues,
} from "../messaging";
import type { OutboxHandlers, OutboxPayload } from "../outbox";
import { enqueue, PermanentJobError } from "../outbox";
import { isPlacedBy, reminderStillDue, wasEverPlaced } from "./booking-relevance";
import { channelChoices } from "./channel-preferences.service";

/** The outbox channels of phone messages (see outbox-worker.ts: each is delivered and retried on its own). */
export const SMS_CUSTOMER = "sms-customer";
export const WHATSAPP_CUSTOMER = "whatsapp-customer";
export const SMS_CENTRE = "sms-centre";
/** Queues the review ask after a job, at the first hour promotional messages may go (quiet-hours.ts). */
export const REVIEW_ASK = "review-ask";

export interface PhoneNotificationDeps {
  channels: Record<"sms" | "whatsapp", MessageChannel>;
  /** The customer site's address (PUBLIC_URL), for links in messages. */
  siteUrl: string;
}

/** A message about to go: its template and values, in the language asked for (a slot reads differently). */
type Note = {
  [T in MessageTemplate]: { template: T; values: (lang: NotificationLang) => TemplateValues<T> };
}[MessageTemplate];

const when = (instant: Date, lang: NotificationLang) =>
  lang === "hi" ? formatIstHindi(instant) : formatIstEnglish(instant);

/** Sends, turning a provider's refusal into the outbox's terms: retry later, or give up at once. */
export async function sendOrThrow(channel: MessageChannel, message: PhoneMessage): Promise<void> {
  try {
    await channel.send(message);
  } catch (error) {
    if (error instanceof ChannelError && !error.retryable) throw new PermanentJobError(error.message);
    throw error;
  }
}

async function loadBooking(db: Db, bookingId: number) {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      code: true,
      status: true,
      slotStart: true,
      paymentMethod: true,
      paymentStatus: true,
      walkIn: true,
      serviceMode: true,
      contactMobile: true,
      customerId: true,
      customer: { select: { name: true } },
      centre: { select: { name: true, mobile: true } },
    },
  });
  if (!booking) throw new PermanentJobError(`Booking ${bookingId} does not exist`);
  return booking;
}
type LoadedBooking = Awaited<ReturnType<typeof loadBooking>>;

/** The first name of who comes first for a field job (the washer at the door, or the driver who fetches it). */
async function whoComes(db: Db, bookingId: number): Promise<string | null> {
  const first = await db.crewHold.findFirst({
    where: { bookingId },
    orderBy: { workStart: "asc" },
    select: { member: { select: { member: { select: { user: { select: { name: true } } } } } } },
  });
  return first ? firstNameOf(first.member.member.user.name) : null;
}

/**
 * Outbox handlers that text the customer (SMS, in English: the DLT templates) and message them on WhatsApp (in
 * their language), each channel its own delivery, and text the centre's mobile. Each reads the booking now and
 * skips what a later change made pointless (the same rules as the emails: booking-relevance.ts), then the
 * customer's choices: nothing goes on a channel they turned off or have no number for.
 */
export function phoneNotificationHandlers(db: Db, deps: PhoneNotificationDeps): OutboxHandlers {
  const link = (code: string) =>
    `${deps.siteUrl.replace(/\/$/, "")}/profile?booking=${encodeURIComponent(code)}`;

  /** The plan's page on the site (a wash plan's messages link there). */
  const planLink = (subscriptionId: number) =>
    `${deps.siteUrl.replace(/\/$/, "")}/profile/plans/${subscriptionId}`;

  /**
   * The customer's note for a topic's payload (about a booking, or a customer named directly: a wash plan's), or
   * null when there is nothing (left) to say.
   */
  type Composed = { note: Note } & ({ booking: LoadedBooking } | { customerId: number });
  type Composer<P> = (payload: P) => Promise<Composed | null>;

  const toCustomer =
    <P>(compose: Composer<P>) =>
    (channel: "sms" | "whatsapp") =>
    async (payload: P) => {
      const composed = await compose(payload);
      if (!composed) return;
      const customerId = "customerId" in composed ? composed.customerId : composed.booking.customerId;
      const choices = await channelChoices(db, customerId);
      if (!choices[channel] || !choices.phone) return;
      // SMS templates are registered on DLT in English; WhatsApp's are approved in both languages.
      const lang = channel === "sms" ? "en" : choices.lang;
      const { template, values } = composed.note;
      await sendOrThrow(deps.channels[channel], {
        to: choices.phone,
        lang,
        template,
        values: values(lang),
      } as PhoneMessage);
    };

  const bothChannels = <P>(compose: Composer<P>) => {
    const send = toCustomer(compose);
    return { [SMS_CUSTOMER]: send("sms"), [WHATSAPP_CUSTOMER]: send("whatsapp") };
  };

  const placed =
    (topic: "booking.created" | "booking.paid"): Composer<{ bookingId: number }> =>
    async ({ bookingId }) => {
      const booking = await loadBooking(db, bookingId);
      if (!isPlacedBy(topic, booking)) return null;
      const note: Note = {
        template: "booking_placed",
        values: (lang) => ({
          code: booking.code,
          centre: booking.centre.name,
          when: when(booking.slotStart, lang),
        }),
      };
      return { booking, note };
    };

  const confirmed: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (booking.status !== "confirmed") return null;
    const note: Note = {
      template: "booking_confirmed",
      values: (lang) => ({
        code: booking.code,
        centre: booking.centre.name,
        when: when(booking.slotStart, lang),
      }),
    };
    return { booking, note };
  };

  const reminder: Composer<OutboxPayload<"booking.reminder">> = async ({ bookingId, slotStart }) => {
    const booking = await loadBooking(db, bookingId);
    if (!reminderStillDue(booking, slotStart, currentTime())) return null;
    const note: Note = {
      template: "booking_reminder",
      values: (lang) => ({
        centre: booking.centre.name,
        when: when(booking.slotStart, lang),
        link: link(booking.code),
      }),
    };
    return { booking, note };
  };

  const rescheduled: Composer<OutboxPayload<"booking.rescheduled">> = async ({ bookingId, from }) => {
    const booking = await loadBooking(db, bookingId);
    // Older messages do not say which slot was left: "moved from ?" would say nothing.
    if (!from) return null;
    const note: Note = {
      template: "booking_rescheduled",
      values: (lang) => ({
        code: booking.code,
        from: when(new Date(from), lang),
        to: when(booking.slotStart, lang),
      }),
    };
    return { booking, note };
  };

  const crewChanged: Composer<OutboxPayload<"booking.crew_changed">> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (!ACTIVE_STATUSES.includes(booking.status)) return null;
    const name = await whoComes(db, bookingId);
    if (name === null) return null;
    const note: Note = {
      template: "booking_crew_changed",
      values: (lang) => ({
        code: booking.code,
        name,
        centre: booking.centre.name,
        when: when(booking.slotStart, lang),
      }),
    };
    return { booking, note };
  };

  /** The visit as the washer's phone reports it, while the booking is still live. */
  const onTheWay: Composer<OutboxPayload<"booking.visit_on_the_way">> = async ({ bookingId, etaAt }) => {
    const booking = await loadBooking(db, bookingId);
    const name = await whoComes(db, bookingId);
    if (!ACTIVE_STATUSES.includes(booking.status) || name === null) return null;
    const note: Note = {
      template: "booking_on_the_way",
      values: (lang) => ({ code: booking.code, name, when: when(new Date(etaAt), lang) }),
    };
    return { booking, note };
  };
  const arrived: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    const name = await whoComes(db, bookingId);
    if (!ACTIVE_STATUSES.includes(booking.status) || name === null) return null;
    return { booking, note: { template: "booking_arrived", values: () => ({ code: booking.code, name }) } };
  };
  /** Nobody came by the window's end and the grace: the credit and the one-tap rebooking, while still live. */
  const missed: Composer<OutboxPayload<"booking.visit_missed">> = async ({ bookingId, by, creditPaise }) => {
    const booking = await loadBooking(db, bookingId);
    if (!ACTIVE_STATUSES.includes(booking.status)) return null;
    const note: Note = {
      template: "booking_visit_missed",
      values: (lang) => ({
        code: booking.code,
        time: formatIndiaTime(new Date(by), lang),
        amount: formatRupees(creditPaise),
        link: link(booking.code),
      }),
    };
    return { booking, note };
  };
  /** Washing and done are said only for field jobs: at the centre the customer is there to see. */
  const washing: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (!isFieldMode(booking.serviceMode) || booking.status !== "in_progress") return null;
    const name = (await whoComes(db, bookingId)) ?? booking.centre.name;
    return { booking, note: { template: "booking_washing", values: () => ({ code: booking.code, name }) } };
  };
  const done: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (!isFieldMode(booking.serviceMode) || booking.status !== "completed") return null;
    const note: Note = {
      template: "booking_done",
      values: () => ({ code: booking.code, link: link(booking.code) }),
    };
    return { booking, note };
  };

  /**
   * A plan's morning wash as the washer's phone recorded it, with the link to the plan's page (its photo); skipped
   * when the wash is no longer in that state.
   */
  const planWash =
    (state: "done" | "not_accessible"): Composer<OutboxPayload<"plan.wash_done">> =>
    async ({ subscriptionId, date }) => {
      const visit = await db.planVisit.findUnique({
        where: { subscriptionId_date: { subscriptionId, date } },
        select: {
          state: true,
          subscription: {
            select: { customerId: true, vehicleNumber: true, centre: { select: { name: true } } },
          },
        },
      });
      if (!visit) throw new PermanentJobError(`No wash of plan subscription ${subscriptionId} on ${date}`);
      if (visit.state !== state) return null;
      const { customerId, vehicleNumber, centre } = visit.subscription;
      const page = planLink(subscriptionId);
      const note: Note =
        state === "done"
          ? { template: "plan_wash_done", values: () => ({ vehicle: vehicleNumber, link: page }) }
          : {
              template: "plan_wash_not_accessible",
              values: () => ({ vehicle: vehicleNumber, centre: centre.name, link: page }),
            };
      return { customerId, note };
    };

  /** The day-ahead notice of a plan's AutoPay debit; nothing once the plan no longer debits (paused, ended). */
  const debitDue: Composer<OutboxPayload<"plan.debit_due">> = async ({
    subscriptionId,
    chargeAt,
    amountPaise,
  }) => {
    const subscription = await planOf(subscriptionId);
    if (subscription.status !== "active" || subscription.billing !== "autopay") return null;
    const note: Note = {
      template: "plan_debit_due",
      values: (lang) => ({
        amount: formatRupees(amountPaise),
        plan: subscription.plan.name,
        when: when(new Date(chargeAt), lang),
        link: planLink(subscriptionId),
      }),
    };
    return { customerId: subscription.customerId, note };
  };

  /**
   * A plan's payments stopped (AutoPay halted after its retries; a month by UPI not paid): until when the washes
   * go on (the last paid day and the plan's grace days), and where to pay; nothing once it runs again.
   */
  const halted: Composer<OutboxPayload<"plan.halted">> = async ({ subscriptionId }) => {
    const subscription = await planOf(subscriptionId);
    const paidUntil = await paidUntilOf(subscriptionId);
    if (subscription.status !== "halted" || !paidUntil) return null;
    const until = addDays(paidUntil, subscription.plan.haltGraceDays);
    const note: Note = {
      template: subscription.billing === "autopay" ? "plan_halted" : "plan_unpaid",
      values: (lang) => ({
        plan: subscription.plan.name,
        until: formatCalendarDate(until, lang, { day: "numeric", month: "short", year: "numeric" }),
        link: planLink(subscriptionId),
      }),
    };
    return { customerId: subscription.customerId, note };
  };

  /**
   * A month by UPI about to end: pay the next (nothing once it is paid or the plan stopped); a cash plan's next
   * month opened: what to hand the washer.
   */
  const renewalDue: Composer<OutboxPayload<"plan.renewal_due">> = async ({ subscriptionId, paidUntil }) => {
    const subscription = await planOf(subscriptionId);
    if (subscription.status !== "active") return null;
    const day = (date: string, lang: NotificationLang) =>
      formatCalendarDate(date, lang, { weekday: "short", day: "numeric", month: "short" });
    const amount = formatRupees(subscription.monthlyPaise);
    if (subscription.billing === "monthly_cash") {
      const note: Note = {
        template: "plan_renewal_cash",
        values: (lang) => ({
          plan: subscription.plan.name,
          from: day(addDays(paidUntil, 1), lang),
          amount,
          link: planLink(subscriptionId),
        }),
      };
      return { customerId: subscription.customerId, note };
    }
    if (subscription.billing !== "monthly_upi" || (await paidUntilOf(subscriptionId)) !== paidUntil)
      return null;
    const note: Note = {
      template: "plan_renewal_upi",
      values: (lang) => ({
        plan: subscription.plan.name,
        until: day(paidUntil, lang),
        amount,
        link: planLink(subscriptionId),
      }),
    };
    return { customerId: subscription.customerId, note };
  };

  const paidUntilOf = async (subscriptionId: number) =>
    (
      await db.planPeriod.findFirst({
        where: { subscriptionId },
        orderBy: { fromDate: "desc" },
        select: { toDate: true },
      })
    )?.toDate ?? null;

  const planOf = async (subscriptionId: number) => {
    const subscription = await db.planSubscription.findUnique({
      where: { id: subscriptionId },
      select: {
        customerId: true,
        status: true,
        billing: true,
        monthlyPaise: true,
        plan: { select: { name: true, haltGraceDays: true } },
      },
    });
    if (!subscription) throw new PermanentJobError(`No plan subscription ${subscriptionId}`);
    return subscription;
  };

  const cancelled: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (!wasEverPlaced(booking)) return null;
    // What is being (or was) given back: every refund of the booking Razorpay has not refused.
    const refunds = await db.refund.aggregate({
      where: { bookingId, status: { not: "failed" } },
      _sum: { amountPaise: true },
    });
    const refundPaise = refunds._sum.amountPaise ?? 0;
    const centre = booking.centre.name;
    const note: Note =
      refundPaise > 0
        ? {
            template: "booking_cancelled_refund",
            values: () => ({ code: booking.code, centre, amount: formatRupees(refundPaise) }),
          }
        : { template: "booking_cancelled", values: () => ({ code: booking.code, centre }) };
    return { booking, note };
  };

  const refunded: Composer<OutboxPayload<"booking.refunded">> = async ({ bookingId, refundId }) => {
    const booking = await loadBooking(db, bookingId);
    const refunds = await db.refund.aggregate({
      where: { id: refundId, bookingId },
      _sum: { amountPaise: true },
    });
    const amount = refunds._sum.amountPaise;
    if (!amount) return null;
    const note: Note = {
      template: "refund_processed",
      values: () => ({ amount: formatRupees(amount), code: booking.code }),
    };
    return { booking, note };
  };

  const reviewRequest: Composer<{ bookingId: number }> = async ({ bookingId }) => {
    const booking = await loadBooking(db, bookingId);
    if (booking.status !== "completed") return null;
    // Reviewed already (between the job and this morning's message): nothing to ask.
    if (await db.review.findUnique({ where: { bookingId }, select: { id: true } })) return null;
    const note: Note = {
      template: "review_request",
      values: () => ({ centre: booking.centre.name, link: link(booking.code) }),
    };
    return { booking, note };
  };

  /** The review ask is promotional: queued for now, or for 10:00 IST when the job ends in the quiet hours. */
  const askForReview = async ({ bookingId }: OutboxPayload<"booking.completed">) => {
    await enqueue(
      db,
      "booking.review_request",
      { bookingId },
      { runAt: earliestSendTime(TEMPLATE_KINDS.review_request, currentTime()) },
    );
  };

  /** The centre's mobile, in English (the console's language). */
  const toCentre =
    <P extends { bookingId: number }>(compose: (booking: LoadedBooking, payload: P) => Note | null) =>
    async (payload: P) => {
      const booking = await loadBooking(db, payload.bookingId);
      const note = compose(booking, payload);
      const to = messagingNumber(booking.centre.mobile);
      if (!note || !to) return;
      await sendOrThrow(deps.channels.sms, {
        to,
        lang: "en",
        template: note.template,
        values: note.values("en"),
      } as PhoneMessage);
    };

  const centreNew = (topic: "booking.created" | "booking.paid") =>
    toCentre<{ bookingId: number }>((booking) =>
      isPlacedBy(topic, booking)
        ? {
            template: "centre_new_booking",
            values: (lang) => ({
              code: booking.code,
              when: when(booking.slotStart, lang),
              customer: booking.customer.name,
              mobile: booking.contactMobile,
            }),
          }
        : null,
    );

  return {
    "booking.created": {
      ...bothChannels(placed("booking.created")),
      [SMS_CENTRE]: centreNew("booking.created"),
    },
    "booking.paid": { ...bothChannels(placed("booking.paid")), [SMS_CENTRE]: centreNew("booking.paid") },
    "booking.confirmed": bothChannels(confirmed),
    "booking.reminder": bothChannels(reminder),
    "booking.rescheduled": {
      ...bothChannels(rescheduled),
      [SMS_CENTRE]: toCentre<OutboxPayload<"booking.rescheduled">>((booking, { from }) =>
        from
          ? {
              template: "centre_rescheduled",
              values: (lang) => ({
                code: booking.code,
                from: when(new Date(from), lang),
                to: when(booking.slotStart, lang),
              }),
            }
          : null,
      ),
    },
    "booking.crew_changed": bothChannels(crewChanged),
    "booking.visit_on_the_way": bothChannels(onTheWay),
    "booking.visit_arrived": bothChannels(arrived),
    "booking.visit_missed": bothChannels(missed),
    "booking.in_progress": bothChannels(washing),
    "booking.cancelled": {
      ...bothChannels(cancelled),
      [SMS_CENTRE]: toCentre<{ bookingId: number }>((booking) =>
        wasEverPlaced(booking)
          ? {
              template: "centre_cancelled",
              values: (lang) => ({ code: booking.code, when: when(booking.slotStart, lang) }),
            }
          : null,
      ),
    },
    "booking.refunded": bothChannels(refunded),
    "booking.completed": { [REVIEW_ASK]: askForReview, ...bothChannels(done) },
    "booking.review_request": bothChannels(reviewRequest),
    "plan.wash_done": bothChannels(planWash("done")),
    "plan.wash_not_accessible": bothChannels(planWash("not_accessible")),
    "plan.debit_due": bothChannels(debitDue),
    "plan.halted": bothChannels(halted),
    "plan.renewal_due": bothChannels(renewalDue),
  };
}
