import { FIELD_VISIT_POLICY, indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import fc from "fast-check";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import { saveCentreSettings, saveOpeningHours } from "../../../test/support/centre-settings";
import { newMobile } from "../../../test/support/mobiles";
import { attemptCall, type ModelStats } from "../../../test/support/model-run";
import { activatePayouts } from "../../../test/support/payout-account";
import { submitTestCheckout } from "../../../test/support/test-checkout";
import { setClockOffset } from "../../lib/clock";
import { actOnCentreBooking } from "../booking/centre-bookings.service";
import { sweepMissedVisits } from "../field-visits/missed-visit.service";
import { chargeNotAccessible } from "../field-visits/not-accessible.service";
import { expireUnpaidHolds } from "../jobs/expire-holds";
import { mergeOutboxHandlers, type OutboxHandlers, processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { reconcileOpenOrders, reconcilePendingRefunds } from "../payments/reconcile.service";
import { refundHandler } from "../payments/refund-handler";
import { handleRazorpayWebhook } from "../payments/webhook.service";
import { setPayoutsPaused } from "../payouts/payout-account.service";
import { payoutHandlers } from "../payouts/payout-handlers";
import { rateAt } from "../payouts/rates";
import { centreReceivablePaise } from "../payouts/receivable";
import { releaseOverduePayouts } from "../payouts/release-overdue";
import { releaseWindowMs, WAITS_AFTER_REFUND } from "../payouts/route-sync";
import { deriveBookingMoney, deriveBookingPayout, type LedgerTotals, paymentStatusOf } from "./booking-money";
import { ledgerTotals, totalsOf } from "./ledger";
import { movable, RAZORPAY_MIN_PAISE } from "./refund-shares";

/** What the model knows: the bookings made, who may be owed what, the clock and the webhooks handled. */
export interface MoneyModel {
  /**
   * `method` as the booking has it now; `ordered`, a Razorpay order was made for it (it was booked by UPI);
   * `qrCodeId`, the UPI QR of a walk-in made at the centre's counter for the customer; `cashAtCounter`, the
   * counter took cash instead of it.
   */
  bookings: {
    id: number;
    customer: number;
    method: "upi" | "cash";
    ordered: boolean;
    qrCodeId?: string | null;
    cashAtCounter?: boolean;
    /** A doorstep wash: the centre's washer comes to the customer's address. */
    doorstep?: boolean;
  }[];
  /** Booking id → the credit a missed visit put on it (the sweep credits a booking once). */
  missed: Map<number, number>;
  /** Booking id → paise an admin gave back on purpose (full or partial refund): held may fall short by this. */
  goodwill: Map<number, number>;
  /** Bookings whose customer is owed everything back (cancelled in time, or chose a refund). */
  owedBack: Set<number>;
  /** Checkout answers the browser has not sent back yet. */
  unconfirmed: {
    bookingId: number;
    customer: number;
    orderId: string;
    paymentId: string;
    signature: string;
  }[];
  /** Milliseconds the model's clock is ahead of the wall clock. */
  clockMs: number;
  /** Webhook events already delivered to us, or dropped on the way. */
  handledEvents: Set<string>;
  /** An admin has paused the centre's payouts. */
  payoutsPaused: boolean;
}

type Caller = ReturnType<typeof callerFor>;

export interface MoneyWorld {
  db: Db;
  standin: RunningRazorpayStandin;
  payments: PaymentsDeps;
  keys: { keyId: string };
  fixture: Awaited<ReturnType<typeof bookableCentre>>;
  /** Each with a verified number, which the centre's counter types for a walk-in. */
  customers: { id: number; email: string; mobile: string; caller: Caller }[];
  vendor: Caller;
  admin: Caller;
  stats: ModelStats;
  /** The commands run so far in this run, for a failure's report. */
  trail: string[];
}

const EXPECTED_REFUSALS = new Set([
  "PRECONDITION_FAILED",
  "CONFLICT",
  "BAD_REQUEST",
  "BAD_INPUT",
  "NOT_FOUND",
]);

/** Runs a call; a domain refusal is an answer like any other (undefined), anything else fails the run. */
async function attempt<T>(world: MoneyWorld, label: string, call: () => Promise<T>): Promise<T | undefined> {
  const answer = await attemptCall(world, EXPECTED_REFUSALS, label, call);
  return answer.ok ? answer.value : undefined;
}

const modelNow = (model: MoneyModel) => new Date(Date.now() + model.clockMs);

/** Time passes for the model and for the server alike (its rules read lib/clock). */
function advanceClock(model: MoneyModel, ms: number) {
  model.clockMs += ms;
  setClockOffset(model.clockMs);
}
const silent = { warn: () => {}, error: () => {} };

/** Sets up one run: a fresh centre, two customers, a clean stand-in and outbox. */
export async function newWorld(
  base: { db: Db; standin: RunningRazorpayStandin; payments: PaymentsDeps; keys: { keyId: string } },
  admin: Caller,
  stats: ModelStats,
  bays: number,
): Promise<MoneyWorld> {
  const { db, standin, payments } = base;
  standin.controls.reset();
  standin.controls.setWebhookUrl(undefined);
  standin.controls.deliverWebhooks(false);
  standin.controls.holdRefunds(true);
  await db.outboxMessage.deleteMany();
  const fixture = await bookableCentre(db, { bays, doorstep: true });
  // The centre is paid through Route: its linked account is activated on the stand-in.
  await activatePayouts(db, payments.gateway, { centreId: fixture.centre.id, ownerId: fixture.owner.id });
  const customers = await Promise.all(
    [0, 1].map(async () => {
      const mobile = newMobile("9");
      const user = await signedInUser(db, "user", { phone: `+91${mobile}` });
      return {
        id: user.id,
        email: user.email,
        mobile,
        caller: callerFor(db, { token: user.token, payments }),
      };
    }),
  );
  return {
    ...base,
    fixture,
    customers,
    vendor: callerFor(db, { token: fixture.owner.token, payments }),
    admin,
    stats,
    trail: [],
  };
}

/** A run's model, its clock (and the server's) back on the wall clock. */
export function emptyModel(): MoneyModel {
  setClockOffset(0);
  return {
    bookings: [],
    goodwill: new Map(),
    missed: new Map(),
    owedBack: new Set(),
    unconfirmed: [],
    clockMs: 0,
    handledEvents: new Set(),
    payoutsPaused: false,
  };
}

type Cmd = fc.AsyncCommand<MoneyModel, MoneyWorld>;

/** A command acting on one of the model's bookings, picked by `pick`. */
abstract class OnBooking implements Cmd {
  constructor(readonly pick: number) {}
  check(model: Readonly<MoneyModel>) {
    return model.bookings.length > 0;
  }
  protected booking(model: MoneyModel) {
    return model.bookings[this.pick % model.bookings.length] as MoneyModel["bookings"][number];
  }
  abstract run(model: MoneyModel, world: MoneyWorld): Promise<void>;
  abstract toString(): string;
}

async function step(model: MoneyModel, world: MoneyWorld, label: string, body: () => Promise<void>) {
  world.trail.push(label);
  world.stats.steps += 1;
  await body();
  await checkStepInvariants(model, world);
}

const TIMES = ["09:15", "10:00", "10:30", "10:45", "11:00"] as const;

class Book implements Cmd {
  constructor(
    readonly customer: number,
    readonly method: "upi" | "cash",
    readonly day: number,
    readonly time: (typeof TIMES)[number],
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const customer = world.customers[this.customer] as MoneyWorld["customers"][number];
      const created = await attempt(world, "book", () =>
        customer.caller.booking.create(
          bookingRequest(world.fixture, {
            date: indiaDate(modelNow(model), this.day),
            time: this.time,
            paymentMethod: this.method,
          }),
        ),
      );
      if (created) {
        model.bookings.push({
          id: created.id,
          customer: this.customer,
          method: this.method,
          ordered: this.method === "upi",
        });
      }
    });
  }
  toString = () => `book(c${this.customer}, ${this.method}, +${this.day}d ${this.time})`;
}

/** The centre's counter books a customer who came in (cash, or a UPI QR on the counter's screen). */
class WalkIn implements Cmd {
  constructor(
    readonly customer: number,
    readonly method: "upi" | "cash",
    readonly day: number,
    readonly time: (typeof TIMES)[number],
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const customer = world.customers[this.customer] as MoneyWorld["customers"][number];
      const made = await attempt(world, "walk-in", () =>
        world.vendor.walkIns.create({
          mobile: customer.mobile,
          vehicleTypeId: world.fixture.vehicleType.id,
          vehicleNumber: "DL 3C AB 1234",
          items: [{ serviceId: world.fixture.wash.id, quantity: 1 }],
          date: indiaDate(modelNow(model), this.day),
          time: this.time,
          paymentMethod: this.method,
        }),
      );
      if (made) {
        model.bookings.push({
          id: made.booking.id,
          customer: this.customer,
          method: this.method,
          ordered: false,
          qrCodeId: made.qr?.id ?? null,
        });
      }
    });
  }
  toString = () => `walkIn(c${this.customer}, ${this.method}, +${this.day}d ${this.time})`;
}

/** A command on one of the walk-ins shown a UPI QR, picked by `pick`. */
abstract class OnQrWalkIn implements Cmd {
  constructor(readonly pick: number) {}
  check(model: Readonly<MoneyModel>) {
    return model.bookings.some((booking) => booking.qrCodeId);
  }
  protected walkIn(model: MoneyModel) {
    const shown = model.bookings.filter((booking) => booking.qrCodeId);
    return shown[this.pick % shown.length] as MoneyModel["bookings"][number] & { qrCodeId: string };
  }
  abstract run(model: MoneyModel, world: MoneyWorld): Promise<void>;
  abstract toString(): string;
}

/** The customer scans the walk-in's QR and pays (Razorpay refuses a QR that is closed or paid already). */
class PayQr extends OnQrWalkIn {
  async run(model: MoneyModel, world: MoneyWorld) {
    const walkIn = this.walkIn(model);
    await step(model, world, `${this} #${walkIn.id}`, async () => {
      try {
        world.standin.controls.payQrCode(walkIn.qrCodeId);
        count(world, "QR paid");
      } catch (error) {
        // Razorpay's answer to a closed or expired QR (a 400); anything else fails the run.
        if ((error as { statusCode?: number }).statusCode !== 400) throw error;
        count(world, "QR refused the payment");
      }
    });
  }
  toString = () => `payQr(${this.pick})`;
}

/** The counter's screen asks after the walk-in (it records a QR payment the webhook has not brought yet). */
class QrStatus extends OnQrWalkIn {
  async run(model: MoneyModel, world: MoneyWorld) {
    const walkIn = this.walkIn(model);
    await step(model, world, `${this} #${walkIn.id}`, async () => {
      await attempt(world, "walk-in status", () => world.vendor.walkIns.status({ bookingId: walkIn.id }));
    });
  }
  toString = () => `qrStatus(${this.pick})`;
}

/** The customer pays cash instead of the QR: it is closed first, and what it took before stays by UPI. */
class TakeCash extends OnQrWalkIn {
  async run(model: MoneyModel, world: MoneyWorld) {
    const walkIn = this.walkIn(model);
    await step(model, world, `${this} #${walkIn.id}`, async () => {
      const answer = await attempt(world, "take cash", () =>
        world.vendor.walkIns.takeCash({ bookingId: walkIn.id }),
      );
      // Cash taken instead of the QR only when it was still a UPI walk-in (the customer may have chosen to pay at
      // the centre in the app already).
      if (walkIn.method === "upi" && answer?.booking.paymentMethod === "cash") {
        walkIn.method = "cash";
        walkIn.cashAtCounter = true;
      }
    });
  }
  toString = () => `takeCash(${this.pick})`;
}

class PayOrder extends OnBooking {
  constructor(
    pick: number,
    readonly outcome: "success" | "failure",
    readonly confirmNow: boolean,
  ) {
    super(pick);
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const order = await world.db.payment.findFirst({
        where: { bookingId: booking.id, razorpayOrderId: { not: null } },
        orderBy: { id: "desc" },
        select: { razorpayOrderId: true },
      });
      const count = (key: string) => {
        world.stats.outcomes[key] = (world.stats.outcomes[key] ?? 0) + 1;
      };
      if (!order?.razorpayOrderId) return count("checkout: no order");
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      const response = await submitTestCheckout(world.standin.url, {
        keyId: world.keys.keyId,
        orderId: order.razorpayOrderId,
        outcome: this.outcome,
        email: customer.email,
      });
      // Checkout refuses an order already paid, as Razorpay's does.
      if (response.status === 400) return count("checkout: refused");
      if (!response.ok) throw new Error(`Checkout answered ${response.status}: ${await response.text()}`);
      const paid = (await response.json()) as {
        razorpay_payment_id?: string;
        razorpay_order_id?: string;
        razorpay_signature?: string;
      };
      if (!paid.razorpay_payment_id || !paid.razorpay_order_id || !paid.razorpay_signature) {
        return count(`checkout: ${this.outcome === "failure" ? "failed" : JSON.stringify(paid)}`);
      }
      count("checkout: paid");
      const answer = {
        bookingId: booking.id,
        customer: booking.customer,
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      };
      if (this.confirmNow) await confirm(world, answer);
      else model.unconfirmed.push(answer);
    });
  }
  // Any booking with an order, one switched to cash since included: its old order may still be paid.
  override check(model: Readonly<MoneyModel>) {
    return model.bookings.some((booking) => booking.ordered);
  }
  protected override booking(model: MoneyModel) {
    const ordered = model.bookings.filter((booking) => booking.ordered);
    return ordered[this.pick % ordered.length] as MoneyModel["bookings"][number];
  }
  toString = () => `pay(${this.pick}, ${this.outcome}${this.confirmNow ? ", confirm" : ""})`;
}

function confirm(world: MoneyWorld, answer: MoneyModel["unconfirmed"][number]) {
  const customer = world.customers[answer.customer] as MoneyWorld["customers"][number];
  return attempt(world, "confirmPayment", () =>
    customer.caller.booking.confirmPayment({
      bookingId: answer.bookingId,
      razorpayOrderId: answer.orderId,
      razorpayPaymentId: answer.paymentId,
      razorpaySignature: answer.signature,
    }),
  );
}

class ConfirmLater implements Cmd {
  constructor(
    readonly pick: number,
    readonly again: boolean,
  ) {}
  check = (model: Readonly<MoneyModel>) => model.unconfirmed.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    const index = this.pick % model.unconfirmed.length;
    const answer = model.unconfirmed[index] as MoneyModel["unconfirmed"][number];
    await step(model, world, `${this} #${answer.bookingId}`, async () => {
      await confirm(world, answer);
      if (!this.again) model.unconfirmed.splice(index, 1);
    });
  }
  toString = () => `confirmLater(${this.pick}${this.again ? ", keep" : ""})`;
}

class PayAgain extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      await attempt(world, "pay", () => customer.caller.booking.pay({ bookingId: booking.id }));
    });
  }
  toString = () => `payAgain(${this.pick})`;
}

/** The customer gives up paying online and pays at the centre instead (pending_payment → requested, as cash). */
class PayAtCentre extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      const done = await attempt(world, "payAtCentre", () =>
        customer.caller.booking.payAtCentre({ bookingId: booking.id }),
      );
      if (done) booking.method = "cash";
    });
  }
  toString = () => `payAtCentre(${this.pick})`;
}

class CustomerCancel extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      const done = await attempt(world, "cancel", () =>
        customer.caller.booking.cancel({ bookingId: booking.id }),
      );
      if (done) model.owedBack.add(booking.id);
    });
  }
  toString = () => `customerCancel(${this.pick})`;
}

class Reschedule extends OnBooking {
  constructor(
    pick: number,
    readonly day: number,
    readonly time: (typeof TIMES)[number],
  ) {
    super(pick);
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      await attempt(world, "reschedule", () =>
        customer.caller.booking.reschedule({
          bookingId: booking.id,
          date: indiaDate(new Date(), this.day),
          time: this.time,
        }),
      );
    });
  }
  toString = () => `reschedule(${this.pick}, +${this.day}d ${this.time})`;
}

class TakeRefund extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      const done = await attempt(world, "takeRefund", () =>
        customer.caller.booking.takeRefund({ bookingId: booking.id }),
      );
      if (done) model.owedBack.add(booking.id);
    });
  }
  toString = () => `takeRefund(${this.pick})`;
}

const CENTRE_ACTIONS = ["confirm", "start", "complete", "cancel", "cash_collected"] as const;

class CentreAct extends OnBooking {
  constructor(
    pick: number,
    readonly action: (typeof CENTRE_ACTIONS)[number],
  ) {
    super(pick);
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      await attempt(world, `centre ${this.action}`, () =>
        world.vendor.centreBookings.act({
          bookingId: booking.id,
          action: this.action,
          ...(this.action === "cancel" ? { reason: "Bay flooded" } : {}),
        }),
      );
    });
  }
  toString = () => `centre(${this.pick}, ${this.action})`;
}

/**
 * The centre does the whole job at once when its slot comes (the clock moves there if it is later): confirms,
 * starts and completes, and takes the cash of a cash booking (each step may be refused).
 */
class CentreFinishes extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    const { slotStart } = await world.db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { slotStart: true },
    });
    const untilSlot = slotStart.getTime() - modelNow(model).getTime();
    if (untilSlot > 0) advanceClock(model, untilSlot);
    const actions = [
      "confirm",
      "start",
      "complete",
      ...(booking.method === "cash" ? ["cash_collected"] : []),
    ];
    await step(model, world, `${this} #${booking.id}`, async () => {
      for (const action of actions as (typeof CENTRE_ACTIONS)[number][]) {
        await attempt(world, `centre ${action}`, () =>
          world.vendor.centreBookings.act({ bookingId: booking.id, action }),
        );
      }
    });
  }
  toString = () => `centreFinishes(${this.pick})`;
}

class NoShow extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      await attempt(world, "centre no_show", () =>
        actOnCentreBooking(
          world.db,
          { id: world.fixture.owner.id, role: "vendor" },
          world.fixture.centre.id,
          booking.id,
          { type: "no_show" },
          modelNow(model),
        ),
      );
    });
  }
  toString = () => `noShow(${this.pick})`;
}

class AdminCancel extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      await attempt(world, "admin cancel", () =>
        world.admin.admin.bookings.cancel({ bookingId: booking.id, reason: "Centre closed for the day" }),
      );
    });
  }
  toString = () => `adminCancel(${this.pick})`;
}

class AdminRefund extends OnBooking {
  /** share: null for "everything left"; a fraction of what is refundable; or above 1, a raw amount in paise. */
  constructor(
    pick: number,
    readonly share: number | null,
  ) {
    super(pick);
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const entries = await world.db.ledgerEntry.findMany({
        where: { bookingId: booking.id },
        select: { kind: true, amountPaise: true },
      });
      const refundable = deriveBookingMoney(totalsOf(entries)).refundablePaise;
      const amountPaise =
        this.share === null
          ? undefined
          : this.share > 1
            ? Math.round(this.share)
            : Math.max(1, Math.floor(refundable * this.share));
      const done = await attempt(
        world,
        amountPaise === undefined ? "admin full refund" : "admin partial refund",
        () =>
          world.admin.admin.bookings.refund({
            bookingId: booking.id,
            reason: "Goodwill",
            ...(amountPaise === undefined ? {} : { amountPaise }),
          }),
      );
      if (done) {
        model.goodwill.set(booking.id, (model.goodwill.get(booking.id) ?? 0) + (amountPaise ?? refundable));
      }
    });
  }
  toString = () => `adminRefund(${this.pick}, ${this.share === null ? "full" : this.share})`;
}

/** Razorpay delivers one webhook it holds, picked at random (so out of order), sometimes twice. */
class DeliverWebhook implements Cmd {
  constructor(
    readonly pick: number,
    readonly twice: boolean,
    readonly drop: boolean,
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const waiting = world.standin.controls.events().filter((event) => !model.handledEvents.has(event.id));
      const event = waiting[this.pick % Math.max(1, waiting.length)];
      if (!event) return;
      model.handledEvents.add(event.id);
      if (this.drop) return;
      await deliver(world, event);
      if (this.twice) await deliver(world, event);
    });
  }
  toString = () => `webhook(${this.pick}${this.twice ? ", twice" : ""}${this.drop ? ", dropped" : ""})`;
}

function deliver(world: MoneyWorld, event: { id: string; body: string; signature: string; event: string }) {
  return attempt(world, `webhook ${event.event}`, () =>
    handleRazorpayWebhook(world.db, world.payments, {
      rawBody: event.body,
      signature: event.signature,
      eventId: event.id,
    }),
  );
}

/** The bank settles one refund Razorpay holds as pending. */
class SettleRefund implements Cmd {
  constructor(
    readonly pick: number,
    readonly outcome: "processed" | "failed",
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const pending = world.standin.controls.refunds().filter((refund) => refund.status === "pending");
      const refund = pending[this.pick % Math.max(1, pending.length)];
      if (refund) world.standin.controls.settleRefund(refund.id, this.outcome);
    });
  }
  toString = () => `settleRefund(${this.pick}, ${this.outcome})`;
}

/** The refund job and the payouts, as the server runs them; every other topic's messages are only marked done. */
function outboxHandlers(world: MoneyWorld, topics: string[]): OutboxHandlers {
  const real = mergeOutboxHandlers(
    { "payment.refund": { "razorpay-refund": refundHandler(world.db, world.payments) } },
    payoutHandlers(world.db, world.payments),
  );
  const quiet = Object.fromEntries(
    topics.filter((topic) => !Object.hasOwn(real, topic)).map((topic) => [topic, async () => {}]),
  );
  return mergeOutboxHandlers(real, quiet);
}

async function runOutbox(world: MoneyWorld) {
  const topics = await world.db.outboxMessage.findMany({ distinct: ["topic"], select: { topic: true } });
  return processOutbox(
    world.db,
    outboxHandlers(
      world,
      topics.map((row) => row.topic),
    ),
    { logger: silent, limit: 50 },
  );
}

class RunOutbox implements Cmd {
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      await runOutbox(world);
    });
  }
  toString = () => "runOutbox";
}

class AdvanceClock implements Cmd {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      advanceClock(model, this.minutes * 60_000);
    });
  }
  toString = () => `clock(+${this.minutes}min)`;
}

/** An admin holds the centre's payouts (a dispute) or lets them go again. */
class PausePayouts implements Cmd {
  constructor(readonly paused: boolean) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      await setPayoutsPaused(
        world.db,
        world.payments.gateway,
        { id: null, role: "admin" },
        world.fixture.centre.id,
        {
          paused: this.paused,
          reason: "Dispute under review",
        },
      );
      model.payoutsPaused = this.paused;
    });
  }
  toString = () => (this.paused ? "pausePayouts" : "resumePayouts");
}

class ExpireHolds implements Cmd {
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      await expireUnpaidHolds(world.db, modelNow(model));
    });
  }
  toString = () => "expireHolds";
}

/** The job that releases held shares of bookings nobody marked done, once the window after the slot passed. */
class ReleaseOverduePayouts implements Cmd {
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const released = await releaseOverduePayouts(world.db, world.payments.gateway, modelNow(model));
      if (released > 0) count(world, "payout released after the window");
    });
  }
  toString = () => "releaseOverduePayouts";
}

class ReconcileOrders implements Cmd {
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      await reconcileOpenOrders(world.db, world.payments, {
        olderThanMs: -60_000,
        now: modelNow(model),
        logger: silent,
      });
    });
  }
  toString = () => "reconcileOrders";
}

class ReconcileRefunds implements Cmd {
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      await reconcilePendingRefunds(world.db, world.payments, { olderThanMs: -60_000 });
    });
  }
  toString = () => "reconcileRefunds";
}

/** The centre changes its slot length, its bays or its opening hours while bookings exist. */
class ChangeSchedule implements Cmd {
  constructor(readonly change: { slotMinutes: number } | { bays: number } | { opensAt: number }) {}
  check() {
    return true;
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, `${this}`, async () => {
      const change = this.change;
      await attempt(world, "centre schedule", () =>
        "opensAt" in change
          ? saveOpeningHours(world.db, world.fixture, { opensAt: change.opensAt, closesAt: 20 * 60 })
          : saveCentreSettings(world.db, world.fixture, change),
      );
    });
  }
  toString = () => `schedule(${JSON.stringify(this.change)})`;
}

/** The customer reviews their booking (only a completed one is accepted). */
class Review extends OnBooking {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
    await step(model, world, `${this} #${booking.id}`, async () => {
      await attempt(world, "review", () =>
        customer.caller.reviews.create({ bookingId: booking.id, rating: 4, comment: "Clean car, on time" }),
      );
    });
  }
  toString = () => `review(${this.pick})`;
}

/** An admin opens a dispute on a booking and resolves it with a refund (everything left, or part). */
class ResolveDispute extends OnBooking {
  constructor(
    pick: number,
    readonly partPaise: number | null,
  ) {
    super(pick);
  }
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const before = await refundableNow(world, booking.id);
      const dispute = await attempt(world, "open dispute", () =>
        world.admin.admin.disputes.open({ bookingId: booking.id, reason: "Scratch on the bumper" }),
      );
      if (!dispute) return;
      const amountPaise = this.partPaise === null ? undefined : this.partPaise;
      const resolved = await attempt(world, "resolve dispute", () =>
        world.admin.admin.disputes.resolve({
          disputeId: dispute.id,
          resolution: "Refunded for the damage",
          // With nothing left to refund it is resolved without one.
          ...(before > 0 ? { refund: amountPaise === undefined ? {} : { amountPaise } } : {}),
        }),
      );
      if (resolved && before > 0) {
        model.goodwill.set(booking.id, (model.goodwill.get(booking.id) ?? 0) + (amountPaise ?? before));
      }
    });
  }
  toString = () => `resolveDispute(${this.pick}, ${this.partPaise ?? "full"})`;
}

async function refundableNow(world: MoneyWorld, bookingId: number): Promise<number> {
  const entries = await world.db.ledgerEntry.findMany({
    where: { bookingId },
    select: { kind: true, amountPaise: true },
  });
  return deriveBookingMoney(totalsOf(entries)).refundablePaise;
}

// ─── The no-show guarantee: field visits nobody came for, rebooked, or cars not accessible ─────────────────────

/** A customer books a doorstep wash at their address (the centre's owner is its washer). */
class BookDoorstep implements Cmd {
  constructor(
    readonly customer: number,
    readonly method: "upi" | "cash",
    readonly day: number,
    readonly time: (typeof TIMES)[number],
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    await step(model, world, this.toString(), async () => {
      const customer = world.customers[this.customer] as MoneyWorld["customers"][number];
      const created = await attempt(world, "book doorstep", () =>
        customer.caller.booking.create({
          ...bookingRequest(world.fixture, {
            date: indiaDate(modelNow(model), this.day),
            time: this.time,
            paymentMethod: this.method,
          }),
          serviceMode: "doorstep",
          zip: "110001",
          address: "14 Janpath",
        }),
      );
      if (!created) return;
      model.bookings.push({
        id: created.id,
        customer: this.customer,
        method: this.method,
        ordered: this.method === "upi",
        doorstep: true,
      });
      if (this.method === "upi") await payAtOnce(world, created.id, customer);
    });
  }
  toString = () => `bookDoorstep(c${this.customer}, ${this.method}, +${this.day}d ${this.time})`;
}

/** The customer pays a UPI booking's order in Checkout at once and the site confirms it (the usual way). */
async function payAtOnce(world: MoneyWorld, bookingId: number, customer: MoneyWorld["customers"][number]) {
  const order = await world.db.payment.findFirst({
    where: { bookingId, razorpayOrderId: { not: null } },
    select: { razorpayOrderId: true },
  });
  if (!order?.razorpayOrderId) return;
  const response = await submitTestCheckout(world.standin.url, {
    keyId: world.keys.keyId,
    orderId: order.razorpayOrderId,
    outcome: "success",
    email: customer.email,
  });
  if (!response.ok) throw new Error(`Checkout answered ${response.status}: ${await response.text()}`);
  const paid = (await response.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  await confirm(world, {
    bookingId,
    customer: world.customers.indexOf(customer),
    orderId: paid.razorpay_order_id,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
}

/** A command on one of the doorstep bookings, picked by `pick`; `confirmFirst`: the centre confirms it first. */
abstract class OnDoorstep implements Cmd {
  constructor(
    readonly pick: number,
    readonly confirmFirst = false,
  ) {}
  check(model: Readonly<MoneyModel>) {
    return model.bookings.some((booking) => booking.doorstep);
  }
  protected booking(model: MoneyModel) {
    const field = model.bookings.filter((booking) => booking.doorstep);
    return field[this.pick % field.length] as MoneyModel["bookings"][number];
  }
  /** The centre confirms the booking (refused unless it is paid or requested), as most are before the visit. */
  protected async confirm(world: MoneyWorld, bookingId: number) {
    if (!this.confirmFirst) return;
    await attempt(world, "centre confirm", () =>
      world.vendor.centreBookings.act({ bookingId, action: "confirm" }),
    );
  }
  protected get confirming() {
    return this.confirmFirst ? ", confirmed" : "";
  }
  abstract run(model: MoneyModel, world: MoneyWorld): Promise<void>;
  abstract toString(): string;
}

/** When nobody having come makes a booking's visit missed: its first leg's window's end and the centre's grace. */
async function missedBy(world: MoneyWorld, bookingId: number): Promise<Date> {
  const row = await world.db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      slotStart: true,
      centre: { select: { noShowGraceMinutes: true } },
      crewHolds: { orderBy: { workStart: "asc" }, take: 1, select: { workStart: true } },
    },
  });
  const due = row.crewHolds[0]?.workStart ?? row.slotStart;
  const minutes = FIELD_VISIT_POLICY.arrivalWindowMinutes + row.centre.noShowGraceMinutes;
  return new Date(due.getTime() + minutes * 60_000);
}

/**
 * The credit a missed visit should give, written out again from the policy: ₹100, never more than the services
 * (less their coupon) nor what the booking costs, never leaving 1–99 paise to pay.
 */
function expectedCredit(totals: LedgerTotals): number {
  const due = deriveBookingMoney(totals).duePaise;
  const services = (totals.service_charge ?? 0) - (totals.coupon_discount ?? 0);
  const credit = Math.max(0, Math.min(FIELD_VISIT_POLICY.missedVisitCreditPaise, services, due));
  return movable(due - credit) ? credit : Math.max(0, due - RAZORPAY_MIN_PAISE);
}

/**
 * The clock passes a doorstep booking's arrival window and the centre's grace with nobody arrived, then the
 * job runner's sweep runs. A live booking (paid or confirmed) not yet marked gets exactly the policy's credit,
 * its price falls by it to the paisa, and what was prepaid beyond the new price goes back; anything else is
 * left as it was.
 */
class MissVisit extends OnDoorstep {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      await this.confirm(world, booking.id);
      const by = await missedBy(world, booking.id);
      const late = by.getTime() + 60_000 - modelNow(model).getTime();
      if (late > 0) advanceClock(model, late);
      const before = await ledgerTotals(world.db, booking.id);
      const { status } = await world.db.booking.findUniqueOrThrow({
        where: { id: booking.id },
        select: { status: true },
      });
      const arrived = await world.db.fieldVisit.count({
        where: { bookingId: booking.id, state: { in: ["arrived", "not_accessible"] } },
      });
      const sweep = await sweepMissedVisits(world.db, modelNow(model));
      const swept = sweep.find((visit) => visit.bookingId === booking.id);
      // The sweep takes every visit nobody came for, this one's neighbours too: the model marks them all.
      const others = sweep.filter((visit) => visit.bookingId !== booking.id);
      for (const visit of others) model.missed.set(visit.bookingId, visit.creditPaise);
      const after = await ledgerTotals(world.db, booking.id);
      const shouldSweep =
        ["paid", "confirmed"].includes(status) && arrived === 0 && !model.missed.has(booking.id);
      if (!swept) {
        count(
          world,
          `missed visit not credited (${model.missed.has(booking.id) ? "credited before" : status})`,
        );
        if (shouldSweep)
          fail(world, "12 (a live visit nobody came for is credited)", { booking: booking.id, by });
        if ((after.missed_visit_credit ?? 0) !== (before.missed_visit_credit ?? 0)) {
          fail(world, "12 (no credit without a missed visit)", { booking: booking.id, before, after });
        }
        return;
      }
      if (!shouldSweep)
        fail(world, "12 (only a live visit nobody came for is credited, once)", { swept, status });
      count(world, `missed visit credited (${booking.method})`);
      const credit = expectedCredit(before);
      const was = deriveBookingMoney(before);
      const now = deriveBookingMoney(after);
      const refunded =
        now.refundPendingPaise + now.refundedPaise - was.refundPendingPaise - was.refundedPaise;
      // The credit, the new price and what went back add up to the paisa.
      if (
        swept.creditPaise !== credit ||
        (after.missed_visit_credit ?? 0) !== credit ||
        now.duePaise !== was.duePaise - credit ||
        refunded !== swept.refundPaise ||
        now.heldPaise !== was.heldPaise - refunded
      ) {
        fail(world, "12 (credit = policy, price − credit, refund = held − new held)", {
          swept,
          credit,
          was,
          now,
        });
      }
      // Paid in full online: exactly what is now beyond the price goes back, when Razorpay can move it.
      const beyond = Math.min(was.refundablePaise, was.heldPaise - now.duePaise);
      const canMove = beyond >= RAZORPAY_MIN_PAISE && movable(was.refundablePaise - beyond);
      if (canMove && was.refundPendingPaise === 0 && refunded !== beyond && refunded !== 0) {
        fail(world, "12 (a prepaid booking gets what is beyond its new price back)", { swept, was, now });
      }
      if (refunded > 0) count(world, "missed visit refunded");
      model.missed.set(booking.id, credit);
    });
  }
  toString = () => `missVisit(${this.pick}${this.confirming})`;
}

/** The customer rebooks a missed visit in one tap: the next free time, the credit kept. */
class RebookVisit extends OnDoorstep {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      const customer = world.customers[booking.customer] as MoneyWorld["customers"][number];
      const { code } = await world.db.booking.findUniqueOrThrow({
        where: { id: booking.id },
        select: { code: true },
      });
      const before = deriveBookingMoney(await ledgerTotals(world.db, booking.id));
      const moved = await attempt(world, "rebook", () => customer.caller.visit.rebook({ bookingCode: code }));
      if (!moved) return;
      count(world, "missed visit rebooked");
      const after = deriveBookingMoney(await ledgerTotals(world.db, booking.id));
      if (
        moved.creditPaise !== model.missed.get(booking.id) ||
        after.duePaise !== before.duePaise ||
        moved.slotStart.getTime() <= modelNow(model).getTime()
      ) {
        fail(world, "12 (rebooking keeps the credit and the price, at a later time)", {
          moved,
          before,
          after,
        });
      }
    });
  }
  toString = () => `rebookVisit(${this.pick})`;
}

/**
 * The washer arrives and records the car not accessible, with a photo: chargeNotAccessible as the washer's
 * action calls it, in its transaction. A live booking becomes a no-show whose price is the policy's fee.
 */
class NotAccessible extends OnDoorstep {
  async run(model: MoneyModel, world: MoneyWorld) {
    const booking = this.booking(model);
    await step(model, world, `${this} #${booking.id}`, async () => {
      await this.confirm(world, booking.id);
      const { slotStart, status } = await world.db.booking.findUniqueOrThrow({
        where: { id: booking.id },
        select: { slotStart: true, status: true },
      });
      // The phone records it only on a live booking (washer-actions.service.ts), once the washer is there.
      if (!["paid", "confirmed", "in_progress"].includes(status))
        return count(world, `not accessible: ${status}`);
      const untilSlot = slotStart.getTime() - modelNow(model).getTime();
      if (untilSlot > 0) advanceClock(model, untilSlot);
      const before = await ledgerTotals(world.db, booking.id);
      const staff = { id: world.fixture.owner.id, role: "vendor" as const };
      const charged = await attempt(world, "not accessible", () =>
        world.db.$transaction((tx) => chargeNotAccessible(tx, staff, booking.id)),
      );
      if (!charged) return;
      count(world, `car not accessible (${booking.method})`);
      const was = deriveBookingMoney(before);
      const fee = was.cashPaise > 0 ? 0 : Math.min(FIELD_VISIT_POLICY.notAccessibleFeePaise, was.duePaise);
      const now = deriveBookingMoney(await ledgerTotals(world.db, booking.id), "no_show");
      const refunded =
        now.refundPendingPaise + now.refundedPaise - was.refundPendingPaise - was.refundedPaise;
      if (
        charged.feePaise !== fee ||
        (fee > 0 && now.duePaise !== fee) ||
        refunded !== charged.refundPaise ||
        now.heldPaise !== was.heldPaise - refunded ||
        (fee > 0 && now.outstandingPaise !== Math.max(0, fee - now.heldPaise))
      ) {
        fail(world, "13 (a car not accessible costs the fee; the rest goes back)", {
          charged,
          fee,
          was,
          now,
        });
      }
    });
  }
  toString = () => `notAccessible(${this.pick}${this.confirming})`;
}

const pick = fc.nat({ max: 30 });
const day = fc.integer({ min: 1, max: 3 });
const time = fc.constantFrom(...TIMES);

const payOrder = fc
  .tuple(pick, fc.constantFrom("success" as const, "success" as const, "failure" as const), fc.boolean())
  .map(([p, outcome, now]) => new PayOrder(p, outcome, now));
const bookUpi = fc
  .tuple(fc.integer({ min: 0, max: 1 }), fc.constant("upi" as const), day, time)
  .map(([customer, method, d, t]) => new Book(customer, method, d, t));
const bookDoorstep = fc
  .tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom("upi" as const, "cash" as const), day, time)
  .map(([customer, method, d, t]) => new BookDoorstep(customer, method, d, t));
// Most field jobs are confirmed by the centre before the visit: three in four here.
const confirmFirst = fc.constantFrom(true, true, true, false);
const missVisit = fc.tuple(pick, confirmFirst).map(([p, confirm]) => new MissVisit(p, confirm));
const notAccessible = fc.tuple(pick, confirmFirst).map(([p, confirm]) => new NotAccessible(p, confirm));
const deliverWebhook = fc
  .tuple(pick, fc.boolean(), fc.constantFrom(false, false, false, true))
  .map(([p, twice, drop]) => new DeliverWebhook(p, twice, drop));

export const allCommands = [
  bookUpi,
  payOrder,
  payOrder,
  deliverWebhook,
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom("upi" as const, "cash" as const), day, time)
    .map(([customer, method, d, t]) => new Book(customer, method, d, t)),
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.constant("upi" as const), day, time)
    .map(([customer, method, d, t]) => new Book(customer, method, d, t)),
  fc
    .tuple(pick, fc.constantFrom("success" as const, "success" as const, "failure" as const), fc.boolean())
    .map(([p, outcome, now]) => new PayOrder(p, outcome, now)),
  fc.tuple(pick, fc.boolean()).map(([p, again]) => new ConfirmLater(p, again)),
  pick.map((p) => new PayAgain(p)),
  pick.map((p) => new PayAtCentre(p)),
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom("upi" as const, "cash" as const), day, time)
    .map(([customer, method, d, t]) => new WalkIn(customer, method, d, t)),
  pick.map((p) => new PayQr(p)),
  pick.map((p) => new QrStatus(p)),
  pick.map((p) => new TakeCash(p)),
  pick.map((p) => new CustomerCancel(p)),
  fc.tuple(pick, day, time).map(([p, d, t]) => new Reschedule(p, d, t)),
  pick.map((p) => new TakeRefund(p)),
  fc.tuple(pick, fc.constantFrom(...CENTRE_ACTIONS)).map(([p, action]) => new CentreAct(p, action)),
  pick.map((p) => new NoShow(p)),
  pick.map((p) => new CentreFinishes(p)),
  pick.map((p) => new CentreFinishes(p)),
  pick.map((p) => new AdminCancel(p)),
  fc
    .tuple(
      pick,
      fc.oneof(
        fc.constant(null),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.integer({ min: 2, max: 200_000 }),
      ),
    )
    .map(([p, share]) => new AdminRefund(p, share)),
  fc
    .tuple(pick, fc.boolean(), fc.constantFrom(false, false, false, true))
    .map(([p, twice, drop]) => new DeliverWebhook(p, twice, drop)),
  fc
    .tuple(pick, fc.constantFrom("processed" as const, "processed" as const, "failed" as const))
    .map(([p, outcome]) => new SettleRefund(p, outcome)),
  fc.constant(new RunOutbox()),
  fc.constantFrom(10, 20, 240, 24 * 60, 7 * 24 * 60).map((minutes) => new AdvanceClock(minutes)),
  fc.constant(new ExpireHolds()),
  fc.constant(new ReleaseOverduePayouts()),
  fc.boolean().map((paused) => new PausePayouts(paused)),
  fc.constant(new ReconcileOrders()),
  fc.constant(new ReconcileRefunds()),
  fc
    .oneof(
      fc.constantFrom(30, 45, 60).map((slotMinutes) => ({ slotMinutes })),
      fc.constantFrom(1, 2).map((bays) => ({ bays })),
      fc.constantFrom(8 * 60, 9 * 60 + 15, 10 * 60 + 15).map((opensAt) => ({ opensAt })),
    )
    .map((change) => new ChangeSchedule(change)),
  pick.map((p) => new Review(p)),
  fc
    .tuple(pick, fc.oneof(fc.constant(null), fc.integer({ min: 1_000, max: 30_000 })))
    .map(([p, part]) => new ResolveDispute(p, part)),
  bookDoorstep,
  bookDoorstep,
  bookDoorstep,
  missVisit,
  missVisit,
  missVisit,
  pick.map((p) => new RebookVisit(p)),
  pick.map((p) => new RebookVisit(p)),
  notAccessible,
  notAccessible,
];

// ─── Invariants ────────────────────────────────────────────────────────────────────────────────────────────

const PAID_STATUSES = new Set(["paid", "confirmed", "in_progress", "completed"]);
const LIVE_STATUSES = ["pending_payment", "requested", "paid", "confirmed", "in_progress"];

class InvariantBroken extends Error {
  override readonly name = "InvariantBroken";
}

function fail(world: MoneyWorld, invariant: string, detail: unknown): never {
  throw new InvariantBroken(
    `Invariant ${invariant} broken after [${world.trail.join(", ")}]: ${JSON.stringify(detail)}`,
  );
}

async function bookingsWithMoney(world: MoneyWorld) {
  const rows = await world.db.booking.findMany({
    where: { centreId: world.fixture.centre.id },
    select: {
      id: true,
      customerId: true,
      status: true,
      paymentStatus: true,
      paymentMethod: true,
      ledger: { select: { kind: true, amountPaise: true } },
    },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({ ...row, money: deriveBookingMoney(totalsOf(row.ledger)) }));
}

/** Invariants 1–5, after every command. */
export async function checkStepInvariants(model: MoneyModel, world: MoneyWorld) {
  const { db, standin } = world;
  const centreId = world.fixture.centre.id;
  const bookings = await bookingsWithMoney(world);
  for (const booking of bookings) {
    // 1. The stored payment status is what the ledger says.
    const expected = paymentStatusOf(booking.money, booking.paymentMethod);
    if (booking.paymentStatus !== expected) {
      fail(world, "1 (payment_status = paymentStatusOf(ledger))", {
        booking: booking.id,
        status: booking.status,
        stored: booking.paymentStatus,
        expected,
        money: booking.money,
      });
    }
    // 2. A UPI booking the centre works on is paid for, less what an admin gave back on purpose.
    if (booking.paymentMethod === "upi" && PAID_STATUSES.has(booking.status)) {
      const goodwill = model.goodwill.get(booking.id) ?? 0;
      if (booking.money.heldPaise < booking.money.duePaise - goodwill) {
        fail(world, "2 (paid UPI booking holds its total)", {
          booking: booking.id,
          status: booking.status,
          goodwill,
          money: booking.money,
        });
      }
    }
    // 3a. Per booking, refunds never exceed captures.
    const { refundedPaise, refundPendingPaise, capturedPaise } = booking.money;
    if (refundedPaise + refundPendingPaise > capturedPaise) {
      fail(world, "3 (refunded + pending ≤ captured, per booking)", {
        booking: booking.id,
        money: booking.money,
      });
    }
  }
  // 3b. Per payment, the same.
  const perPayment = await db.$queryRaw<{ paymentId: number; captured: number; promised: number }[]>`
    SELECT e.payment_id AS "paymentId",
      coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'payment_captured'), 0)::int AS captured,
      (coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'refund_requested'), 0)
        - coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'refund_failed'), 0))::int AS promised
    FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
    WHERE b.centre_id = ${centreId}::int AND e.payment_id IS NOT NULL
    GROUP BY e.payment_id`;
  for (const row of perPayment) {
    if (row.promised > row.captured) fail(world, "3 (refunded + pending ≤ captured, per payment)", row);
  }
  // 3c. At Razorpay, no payment gives back more than it took.
  const refundsAt = new Map<string, number>();
  for (const refund of standin.controls.refunds()) {
    if (refund.status === "failed") continue;
    refundsAt.set(refund.payment_id, (refundsAt.get(refund.payment_id) ?? 0) + refund.amount);
  }
  const standinPayments = standin.controls.payments();
  for (const payment of standinPayments) {
    const refunded = refundsAt.get(payment.id) ?? 0;
    if (payment.amount_refunded > payment.amount || refunded > payment.amount) {
      fail(world, "3 (Razorpay refunds ≤ Razorpay capture)", {
        payment: payment.id,
        amount: payment.amount,
        amountRefunded: payment.amount_refunded,
        refunds: refunded,
      });
    }
    if (refunded > 0 && !payment.captured) fail(world, "3 (refund of an uncaptured payment)", payment.id);
  }
  // 4. Each captured payment of one of our orders is bound to at most one booking, of the customer who paid.
  const orders = await db.payment.findMany({
    where: { booking: { centreId }, razorpayOrderId: { not: null } },
    select: { razorpayOrderId: true, booking: { select: { id: true, customerId: true } } },
  });
  const orderOwner = new Map(orders.map((row) => [row.razorpayOrderId, row.booking]));
  const emailOf = new Map(world.customers.map((customer) => [customer.id, customer.email]));
  for (const payment of standinPayments) {
    if (!payment.captured || !payment.order_id || !orderOwner.has(payment.order_id)) continue;
    const bound = await db.payment.findMany({
      where: { razorpayPaymentId: payment.id },
      select: { booking: { select: { id: true, customerId: true } } },
    });
    if (bound.length > 1)
      fail(world, "4 (a capture is bound to one booking)", { payment: payment.id, bound });
    const booking = bound[0]?.booking;
    if (booking && emailOf.get(booking.customerId) !== payment.email) {
      fail(world, "4 (a capture is bound to the payer's booking)", {
        payment: payment.id,
        payer: payment.email,
        booking,
        owner: orderOwner.get(payment.order_id),
      });
    }
  }
  // 5. No two live bookings hold the same bay at overlapping times.
  const clashes = await db.$queryRaw<{ a: number; b: number; bay: number }[]>`
    SELECT b1.id AS a, b2.id AS b, r1.bay
    FROM bay_reservations r1
    JOIN bookings b1 ON b1.id = r1.booking_id
    JOIN bay_reservations r2 ON r2.bay = r1.bay AND r2.booking_id > r1.booking_id
    JOIN bookings b2 ON b2.id = r2.booking_id
    WHERE b1.centre_id = ${centreId}::int AND b2.centre_id = b1.centre_id
      AND b1.status::text = ANY(${LIVE_STATUSES}::text[]) AND b2.status::text = ANY(${LIVE_STATUSES}::text[])
      AND b1.slot_start < b2.slot_end AND b2.slot_start < b1.slot_end`;
  if (clashes.length > 0) fail(world, "5 (one live booking per bay at a time)", clashes);
  await checkPayoutStepInvariants(model, world);
  world.stats.invariantChecks += 1;
}

function count(world: MoneyWorld, outcome: string) {
  world.stats.outcomes[outcome] = (world.stats.outcomes[outcome] ?? 0) + 1;
}

/** Invariants 8, 9 and 11, after every command: what Route moved, and when; what the centre owes. */
async function checkPayoutStepInvariants(model: MoneyModel, world: MoneyWorld) {
  const { db, standin } = world;
  // 11. The commission a centre owes on its cash bookings is never over-recovered from its online shares.
  const owed = await centreReceivablePaise(db, world.fixture.centre.id);
  if (owed < 0) fail(world, "11 (what a centre owes is never negative)", { owed });
  const transfers = await db.transfer.findMany({
    where: { centreId: world.fixture.centre.id },
    select: {
      id: true,
      amountPaise: true,
      state: true,
      razorpayTransferId: true,
      releasedAt: true,
      booking: {
        select: {
          id: true,
          status: true,
          slotEnd: true,
          // A dispute opened after the release does not undo it: only those open before count.
          disputes: { where: { status: "open" }, select: { createdAt: true } },
        },
      },
      ledger: { select: { kind: true, amountPaise: true } },
    },
  });
  const atRazorpay = new Map(standin.controls.transfers().map((transfer) => [transfer.id, transfer]));
  for (const transfer of transfers) {
    const payout = deriveBookingPayout(totalsOf(transfer.ledger));
    const sent = transfer.ledger
      .filter((e) => e.kind === "transfer_created")
      .reduce((a, e) => a + e.amountPaise, 0);
    // 8. Reversals never exceed the transfer, in our books or at Razorpay.
    if (payout.reversedPaise > sent)
      fail(world, "8 (reversed ≤ transferred, per transfer)", { transfer, sent });
    const there = transfer.razorpayTransferId ? atRazorpay.get(transfer.razorpayTransferId) : undefined;
    if (there && (there.amount_reversed > there.amount || there.amount_reversed !== payout.reversedPaise)) {
      fail(world, "8 (Razorpay's reversals = the ledger's)", { transfer: transfer.id, there, payout });
    }
    // 9. Nothing is released to the centre before the job is done (or the customer did not come), or before
    // the release window after the slot has passed on a booking nobody cancelled or disputes.
    const released = transfer.state === "released" || (there !== undefined && !there.on_hold);
    const releasedAt = transfer.releasedAt ?? new Date();
    const windowPassed =
      transfer.booking.slotEnd.getTime() + releaseWindowMs() <= modelNow(model).getTime() &&
      !transfer.booking.disputes.some((dispute) => dispute.createdAt < releasedAt);
    if (released && !["completed", "no_show"].includes(transfer.booking.status) && !windowPassed) {
      fail(world, "9 (no transfer released before completion)", {
        transfer: transfer.id,
        booking: transfer.booking,
      });
    }
  }
}

/** Lets everything in flight finish: held webhooks delivered, refunds settled, outbox and reconciliation run. */
export async function drain(model: MoneyModel, world: MoneyWorld) {
  const { db, standin } = world;
  world.trail.push("drain");
  for (let round = 0; round < 6; round += 1) {
    // Retries the outbox scheduled for later are due now.
    await db.outboxMessage.updateMany({
      where: { status: "pending" },
      data: { runAt: new Date(0), lockedUntil: null },
    });
    await runOutbox(world);
    for (const refund of standin.controls.refunds()) {
      if (refund.status === "pending") standin.controls.settleRefund(refund.id, "processed");
    }
    for (const event of standin.controls.events()) {
      if (model.handledEvents.has(event.id)) continue;
      model.handledEvents.add(event.id);
      await deliver(world, event);
    }
    await reconcileOpenOrders(db, world.payments, {
      olderThanMs: -60_000,
      now: modelNow(model),
      logger: silent,
    });
    await reconcilePendingRefunds(db, world.payments, { olderThanMs: -60_000 });
    if ((await releaseOverduePayouts(db, world.payments.gateway, modelNow(model))) > 0) {
      count(world, "payout released after the window");
    }
    advanceClock(model, 7 * 60 * 60_000); // past any reconcile back-off
  }
  await checkStepInvariants(model, world);
}

/** Invariants 6 and 7, once everything has drained. */
export async function checkDrainedInvariants(model: MoneyModel, world: MoneyWorld) {
  const { db, standin } = world;
  const centreId = world.fixture.centre.id;
  const bookings = await bookingsWithMoney(world);
  // 6. Whoever was owed everything back has it back, except refunds the bank refused (recorded as failed).
  for (const booking of bookings) {
    if (!model.owedBack.has(booking.id)) continue;
    const { refundablePaise, refundFailedPaise } = booking.money;
    if (refundablePaise > 0 && refundablePaise > refundFailedPaise) {
      fail(world, "6 (customer owed a refund gets it back)", { booking: booking.id, money: booking.money });
    }
  }
  // A capture that arrived after a cancellation is owed back too.
  for (const booking of bookings) {
    if (!["cancelled", "expired"].includes(booking.status) || booking.paymentMethod !== "upi") continue;
    const cancelledBy = await db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { cancelledBy: true },
    });
    const byCustomer = booking.status === "expired" || cancelledBy.cancelledBy === "customer";
    if (!byCustomer) continue;
    const { refundablePaise, refundFailedPaise } = booking.money;
    if (refundablePaise > refundFailedPaise) {
      fail(world, "6 (money captured for a cancelled or expired booking goes back)", {
        booking: booking.id,
        status: booking.status,
        money: booking.money,
      });
    }
  }
  // 7. Nothing left pending.
  const pending = await db.refund.findMany({
    where: { status: "pending", booking: { centreId } },
    select: { id: true, bookingId: true, amountPaise: true, razorpayRefundId: true },
  });
  if (pending.length > 0) fail(world, "7 (no refund left pending)", pending);
  for (const booking of bookings) {
    if (booking.money.refundPendingPaise !== 0) fail(world, "7 (no refund pending in the ledger)", booking);
  }
  const orders = new Set(
    (
      await db.payment.findMany({
        where: { booking: { centreId }, razorpayOrderId: { not: null } },
        select: { razorpayOrderId: true },
      })
    ).map((row) => row.razorpayOrderId),
  );
  for (const payment of standin.controls.payments()) {
    if (!payment.captured || !payment.order_id || !orders.has(payment.order_id)) continue;
    const entry = await db.ledgerEntry.findFirst({
      where: { kind: "payment_captured", razorpayId: payment.id },
      select: { id: true },
    });
    if (!entry) {
      const owner = await db.payment.findFirst({
        where: { razorpayOrderId: payment.order_id },
        select: {
          booking: {
            select: {
              id: true,
              status: true,
              paymentStatus: true,
              cancelledBy: true,
              payments: {
                select: {
                  id: true,
                  state: true,
                  razorpayPaymentId: true,
                  failureReason: true,
                  reconcileError: true,
                },
              },
            },
          },
        },
      });
      fail(world, "7 (every capture at Razorpay is in its booking's ledger)", {
        payment: payment.id,
        order: payment.order_id,
        booking: owner?.booking,
      });
    }
  }
  // 7. What a walk-in's QR took at Razorpay is in that walk-in's ledger, all of it (a payment made after the
  // customer chose to pay at the centre is refunded, through the ledger); when the counter took cash instead, the
  // QR was closed before anything was paid by it.
  for (const code of standin.controls.qrCodes()) {
    const walkIn = model.bookings.find((booking) => booking.qrCodeId === code.id);
    if (!walkIn) continue;
    const recorded = await db.ledgerEntry.aggregate({
      where: { kind: "payment_captured", bookingId: walkIn.id, payment: { razorpayQrCodeId: code.id } },
      _sum: { amountPaise: true },
    });
    const inLedger = recorded._sum.amountPaise ?? 0;
    if (inLedger !== code.payments_amount_received) {
      fail(world, "7 (a walk-in's QR payments are in its ledger)", {
        booking: walkIn.id,
        qr: code.id,
        atRazorpay: code.payments_amount_received,
        inLedger,
      });
    }
    if (walkIn.cashAtCounter && code.payments_amount_received > 0) {
      fail(world, "7 (cash instead of the QR only when the QR took nothing)", {
        booking: walkIn.id,
        qr: code,
      });
    }
  }
  await checkPayoutsDrained(model, world);
  await checkCashCommissionDrained(world);
  await checkVisitOutcomesDrained(world);
  world.stats.invariantChecks += 1;
}

/**
 * Invariant 11, once drained: every cash booking the centre took money for owes the marketplace its commission
 * on the service value (services less the coupon's discount, at the rate of the day the cash was taken), and
 * nothing before; what the centre owes is that commission less what was kept back of online shares.
 */
async function checkCashCommissionDrained(world: MoneyWorld) {
  const { db } = world;
  const centreId = world.fixture.centre.id;
  const rows = await db.booking.findMany({
    where: { centreId },
    select: {
      id: true,
      paymentMethod: true,
      payments: { where: { method: "cash", capturedAt: { not: null } }, select: { capturedAt: true } },
      ledger: { select: { kind: true, amountPaise: true } },
    },
  });
  let cashCommission = 0;
  let offsets = 0;
  for (const row of rows) {
    const totals = totalsOf(row.ledger);
    const payout = deriveBookingPayout(totals);
    offsets += payout.offsetPaise;
    if (row.paymentMethod !== "cash") continue;
    const collectedAt = row.payments[0]?.capturedAt;
    const serviceValue = (totals.service_charge ?? 0) - (totals.coupon_discount ?? 0);
    const rateBp = collectedAt ? await rateAt(db, "commission", centreId, collectedAt) : 0;
    const expected = Math.round((serviceValue * rateBp) / 10_000);
    if (payout.commissionPaise !== expected || payout.tcsPaise !== 0) {
      fail(world, "11 (a cash booking owes its commission once the cash is taken, and no TCS)", {
        booking: row.id,
        collectedAt,
        expected,
        payout,
      });
    }
    if (expected > 0) count(world, "cash commission owed");
    cashCommission += payout.commissionPaise;
  }
  const owed = await centreReceivablePaise(db, centreId);
  if (owed !== cashCommission - offsets) {
    fail(world, "11 (owed = cash commission − kept back of online shares)", {
      owed,
      cashCommission,
      offsets,
    });
  }
}

/**
 * Invariants 12 and 13, once drained: a UPI booking whose missed visit was credited and whose new price is kept
 * whole pays the commission on its services' value (less the coupon), not on the credit, so the centre's share
 * is services + fees − coupon − credit − commission − TCS; one whose car was not accessible and whose fee is kept
 * pays the commission on the fee, the centre getting the fee less commission and TCS.
 */
async function checkVisitOutcomesDrained(world: MoneyWorld) {
  const { db } = world;
  const centreId = world.fixture.centre.id;
  const rows = await db.booking.findMany({
    where: {
      centreId,
      paymentMethod: "upi",
      ledger: { some: { kind: { in: ["missed_visit_credit", "not_accessible_fee"] } } },
    },
    select: {
      id: true,
      status: true,
      payments: {
        where: { capturedAt: { not: null } },
        orderBy: { capturedAt: "asc" },
        take: 1,
        select: { capturedAt: true },
      },
      transfers: { where: { state: "waiting" }, select: { amountPaise: true } },
      ledger: { select: { kind: true, amountPaise: true } },
    },
  });
  for (const row of rows) {
    const totals = totalsOf(row.ledger);
    const money = deriveBookingMoney(totals);
    const payout = deriveBookingPayout(totals);
    const firstCapture = row.payments[0]?.capturedAt;
    // Only a booking whose (new) price is kept whole, nothing beyond it: a partial refund scales it all.
    if (!firstCapture || row.status === "cancelled" || money.refundablePaise !== money.duePaise) continue;
    const rateBp = await rateAt(db, "commission", centreId, firstCapture);
    const fee = totals.not_accessible_fee ?? 0;
    const credit = totals.missed_visit_credit ?? 0;
    const value = fee > 0 ? fee : (totals.service_charge ?? 0) - (totals.coupon_discount ?? 0);
    const commission = Math.min(Math.round((value * rateBp) / 10_000), money.duePaise - payout.tcsPaise);
    const waiting = row.transfers.reduce((sum, t) => sum + t.amountPaise, 0);
    const share = payout.transferredPaise + waiting + payout.offsetPaise;
    const expectedShare =
      fee > 0
        ? fee - commission - payout.tcsPaise
        : (totals.service_charge ?? 0) +
          (totals.driver_fee ?? 0) +
          (totals.travel_fee ?? 0) -
          (totals.coupon_discount ?? 0) -
          credit -
          commission -
          payout.tcsPaise;
    if (payout.commissionPaise !== commission || share !== expectedShare) {
      fail(
        world,
        fee > 0 ? "13 (the centre gets the fee less commission)" : "12 (the credit is the centre's)",
        {
          booking: row.id,
          status: row.status,
          rateBp,
          commission,
          expectedShare,
          share,
          payout,
          money,
        },
      );
    }
    count(world, fee > 0 ? "fee settled" : "credit borne by the centre");
  }
}

/**
 * Invariant 10, once drained: every paisa a UPI booking captured is the centre's (sent, or waiting while payouts
 * are paused), the marketplace's commission, TCS or back with the customer; money kept beyond the booking's
 * price is none of the centre's. Nothing waits or stays on hold for a finished job unless payouts are paused.
 */
async function checkPayoutsDrained(model: MoneyModel, world: MoneyWorld) {
  const rows = await world.db.booking.findMany({
    where: { centreId: world.fixture.centre.id, paymentMethod: "upi" },
    select: {
      id: true,
      status: true,
      ledger: { select: { kind: true, amountPaise: true } },
      transfers: {
        select: {
          id: true,
          paymentId: true,
          state: true,
          amountPaise: true,
          reason: true,
          razorpayTransferId: true,
        },
      },
    },
  });
  // A direct transfer comes from the merchant's account (`acc_...`), one from a payment from it (`pay_...`).
  const direct = new Set(
    world.standin.controls
      .transfers()
      .filter((t) => t.source.startsWith("acc_"))
      .map((t) => t.id),
  );
  for (const row of rows) {
    const totals = totalsOf(row.ledger);
    const money = deriveBookingMoney(totals);
    const payout = deriveBookingPayout(totals);
    const waiting = row.transfers.filter((t) => t.state === "waiting").reduce((a, t) => a + t.amountPaise, 0);
    const beyondPrice = Math.max(0, money.refundablePaise - money.duePaise);
    const accounted =
      payout.transferredPaise +
      waiting +
      payout.offsetPaise +
      payout.commissionPaise +
      payout.tcsPaise +
      money.refundedPaise +
      money.refundPendingPaise +
      beyondPrice;
    if (accounted !== money.capturedPaise) {
      fail(world, "10 (transfers + kept for cash commission + commission + TCS + refunds = captured)", {
        booking: row.id,
        status: row.status,
        money,
        payout,
        transfers: row.transfers,
      });
    }
    // What the runs exercised, reported with the model's outcomes.
    for (const t of row.transfers) count(world, `transfer ${t.state}`);
    if (row.transfers.some((t) => t.reason === WAITS_AFTER_REFUND))
      count(world, "share waiting after a refund");
    if (row.transfers.some((t) => direct.has(t.razorpayTransferId ?? ""))) {
      count(world, "share sent direct after a refund");
    }
    if (payout.reversedPaise > 0) count(world, "transfer reversed");
    if (new Set(row.transfers.map((t) => t.paymentId)).size < row.transfers.length) {
      count(world, "share due again after its reversal");
    }
    if (payout.offsetPaise > 0) count(world, "share kept for cash commission");
    const jobDone = ["completed", "no_show"].includes(row.status);
    // A share of a payment with a refund cannot be held at Razorpay: it waits in our books instead, until the
    // job is done (a cancelled booking's share stays unpaid either way, held or waiting).
    const waitsForRelease = (t: { reason: string | null }) => !jobDone && t.reason === WAITS_AFTER_REFUND;
    const stuck = row.transfers.filter(
      (t) =>
        t.state === "failed" ||
        (!model.payoutsPaused &&
          ((t.state === "waiting" && !waitsForRelease(t)) || (t.state === "on_hold" && jobDone))),
    );
    if (stuck.length > 0)
      fail(world, "10 (no transfer left waiting, failed or held after the job)", {
        booking: row.id,
        status: row.status,
        stuck,
      });
  }
}
