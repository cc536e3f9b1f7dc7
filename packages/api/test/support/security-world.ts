/**
 * The world the security suites run in: two approved centres (A and B) with their vendors, two customers,
 * an admin, a suspended customer and a Razorpay stand-in; plus fresh things to act on (bookings in unused
 * slots, throwaway services, centres, users, coupons, disputes), so each call finds the state it needs.
 */
import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import type { RateLimiter } from "../../src/lib/rate-limiter";
import type { ResetLinkDeps } from "../../src/modules/accounts/reset-link-deps";
import { createSession } from "../../src/modules/accounts/session.service";
import { makeGstin } from "../../src/modules/catalog/catalog.fixtures";
import type { CallMasking } from "../../src/modules/messaging/call-masking-deps";
import type { MessagingDeps } from "../../src/modules/messaging/messaging-deps";
import { startSmtpSink } from "../../src/modules/notifications/smtp-sink.testing";
import type { PaymentsDeps } from "../../src/modules/payments/payments-deps";
import { bookableCentre, bookingRequest } from "./booking-fixtures";
import { callerFor, signedInUser, standinPayments } from "./caller";
import { resetLinksThrough, type SmtpSink } from "./mail";
import { messagingStandinOptions, standinCalls, standinMessaging } from "./messaging";
import { payBookingInTestCheckout } from "./test-checkout";

export const ROLE_NAMES = [
  "anonymous",
  "customerA",
  "customerB",
  "vendorA",
  "vendorB",
  "admin",
  "suspended",
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export type Level = "public" | "authed" | "customer" | "vendor" | "admin";

/** Rate limits are tested elsewhere; here every attempt must reach the code under test. */
export const unlimited: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterMs: 0 }),
  giveBack: async () => {},
  reset: async () => {},
};

const keys = {
  keyId: "rzp_test_security",
  keySecret: "security-key-secret",
  webhookSecret: "security-webhook",
};

export type Fixture = Awaited<ReturnType<typeof bookableCentre>>;

export interface World {
  db: Db;
  standin: RunningRazorpayStandin;
  payments: PaymentsDeps;
  /** SMS and WhatsApp, through the messaging stand-in (codes are read from it). */
  messagingStandin: RunningMessagingStandin;
  messaging: MessagingDeps;
  /** Calls through the platform, through the same stand-in's Exotel. */
  calls: CallMasking;
  /** Email (reset links) over SMTP to a sink the links are read from. */
  mailSink: SmtpSink;
  resetLinks: ResetLinkDeps;
  a: Fixture;
  b: Fixture;
  /** The account behind each signed-in role. */
  userIds: Record<Exclude<RoleName, "anonymous">, number>;
  /** A customer account whose password is known, for accounts.login. */
  loginAccount: { email: string; password: string };
  /** A booking of customer A at centre A that the matrix only reads. */
  bookingA: { id: number };
  /** A service of centre A that vendor.services.update may rewrite. */
  spareServiceA: { id: number };
  close(): Promise<void>;
}

export async function buildWorld(db: Db): Promise<World> {
  const standin = await startRazorpayStandin(keys);
  standin.controls.deliverWebhooks(false);
  const payments = standinPayments(keys, standin.apiBaseUrl);
  const messagingStandin = await startMessagingStandin(messagingStandinOptions());
  const messaging = standinMessaging(messagingStandin);
  const calls = standinCalls(messagingStandin);
  const mailSink = await startSmtpSink();
  const resetLinks = resetLinksThrough(mailSink);
  const a = await bookableCentre(db);
  const b = await bookableCentre(db);
  // Verified mobiles: a change of a centre's payout bank account is proven by a code to its owner's.
  for (const [fixture, mobile] of [
    [a, "9700000101"],
    [b, "9700000102"],
  ] as const)
    await db.user.update({ where: { id: fixture.owner.id }, data: { phone: `+91${mobile}`, mobile } });
  const customerA = await signedInUser(db, "user");
  const customerB = await signedInUser(db, "user");
  const admin = await signedInUser(db, "admin");
  const suspended = await signedInUser(db, "user");
  await db.user.update({
    where: { id: suspended.id },
    data: { status: "suspended", suspendedReason: "Chargeback abuse" },
  });
  const login = await signedInUser(db, "user");
  const spare = await db.service.create({
    data: {
      centreId: a.centre.id,
      categoryId: a.wash.categoryId,
      subCategoryName: "Spare Wash",
      description: "Includes rinse",
      durationMinutes: 30,
      prices: { create: [{ vehicleTypeId: a.vehicleType.id, pricePaise: 29_900 }] },
    },
  });
  const world: World = {
    db,
    standin,
    payments,
    messagingStandin,
    messaging,
    calls,
    mailSink,
    resetLinks,
    a,
    b,
    userIds: {
      customerA: customerA.id,
      customerB: customerB.id,
      vendorA: a.owner.id,
      vendorB: b.owner.id,
      admin: admin.id,
      suspended: suspended.id,
    },
    loginAccount: { email: login.email, password: "secret123" },
    bookingA: { id: 0 },
    spareServiceA: { id: spare.id },
    close: async () => {
      await messagingStandin.close();
      resetLinks.mailer.close();
      await mailSink.close();
      await standin.close();
    },
  };
  world.bookingA = await freshBooking(world);
  return world;
}

/** A new session's bearer token for the role (null for anonymous), so a logout in one call spoils no other. */
export async function tokenFor(world: World, role: RoleName): Promise<string | null> {
  if (role === "anonymous") return null;
  return (await createSession(world.db, world.userIds[role], { ip: "127.0.0.1" })).token;
}

/** A caller for the role with a session of its own. */
export async function callerAs(world: World, role: RoleName, limiter: RateLimiter = unlimited) {
  return callerFor(world.db, {
    token: await tokenFor(world, role),
    limiter,
    payments: world.payments,
    messaging: world.messaging,
    resetLinks: world.resetLinks,
    calls: world.calls,
  });
}

// ─── Fresh things to act on, so each call finds the state it needs ───────────

let slot = 0;
let serial = 0;
export const unique = () => `${process.pid}${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A slot no other fixture uses: half-hour steps through the opening hours, from the day after tomorrow. */
export function nextSlot(): { date: string; time: string } {
  const n = slot++;
  const step = n % 24;
  return {
    date: indiaDate(new Date(), 2 + Math.floor(n / 24)),
    time: `${String(8 + Math.floor(step / 2)).padStart(2, "0")}:${step % 2 ? "30" : "00"}`,
  };
}

/** A new booking of customer A (or B) at centre A, through the real booking service. */
export async function freshBooking(
  world: World,
  options: { customer?: "customerA" | "customerB"; paymentMethod?: "cash" | "upi" } = {},
) {
  const caller = await callerAs(world, options.customer ?? "customerA");
  return caller.booking.create(
    bookingRequest(world.a, { ...nextSlot(), paymentMethod: options.paymentMethod ?? "cash" }),
  );
}

/** A UPI booking of customer A whose Checkout succeeded but was not reported yet: confirmPayment's input. */
export async function checkoutResult(world: World) {
  const booking = await freshBooking(world, { paymentMethod: "upi" });
  return payBookingInTestCheckout(world.standin.url, keys.keyId, booking);
}

export async function paidBooking(world: World) {
  const result = await checkoutResult(world);
  await (await callerAs(world, "customerA")).booking.confirmPayment(result);
  return { id: result.bookingId };
}

/** A paid booking centre A cancelled: the customer may now take a full refund. */
export async function companyCancelledBooking(world: World) {
  const booking = await paidBooking(world);
  await (await callerAs(world, "vendorA")).centreBookings.act({
    bookingId: booking.id,
    action: "cancel",
    reason: "Bay flooded",
  });
  return booking;
}

export async function completedBooking(world: World) {
  const booking = await freshBooking(world);
  await world.db.booking.update({ where: { id: booking.id }, data: { status: "completed" } });
  return booking;
}

export async function freshService(world: World, centre: Fixture) {
  return world.db.service.create({
    data: {
      centreId: centre.centre.id,
      categoryId: centre.wash.categoryId,
      subCategoryName: `Throwaway ${unique()}`,
      description: "Includes nothing",
      durationMinutes: 30,
      prices: { create: [{ vehicleTypeId: centre.vehicleType.id, pricePaise: 10_000 }] },
    },
  });
}

let gstinSerial = 7_000 + Math.floor(Math.random() * 2_000);

/** A valid Delhi GSTIN no other fixture uses. */
export const nextGstin = () => makeGstin("Delhi", gstinSerial++);

/** An approved throwaway centre whose new name and GSTIN wait for an admin's review. */
export async function centreWithIdentityChange(world: World) {
  const centre = await freshCentre(world, "approved");
  await world.db.centreIdentityChange.create({
    data: {
      centreId: centre.id,
      name: `Renamed ${centre.name}`,
      gstin: nextGstin(),
      requestedById: centre.ownerId,
    },
  });
  return centre;
}

export async function freshCentre(world: World, status: "pending" | "approved" | "suspended") {
  const owner = await world.db.user.create({
    data: {
      name: "Throwaway Owner",
      email: `owner-${unique()}@test.chamak.in`,
      passwordHash: "x",
      role: "vendor",
    },
  });
  return world.db.centre.create({
    data: {
      ownerId: owner.id,
      name: `Throwaway Centre ${unique()}`,
      mobile: "9811111111",
      email: `centre-${unique()}@test.chamak.in`,
      gstin: nextGstin(),
      locality: "Saket",
      address: "1 Saket",
      city: "New Delhi",
      state: "Delhi",
      zip: "110017",
      status,
    },
  });
}

export async function freshUser(world: World, status: "active" | "suspended") {
  return world.db.user.create({
    data: {
      name: "Throwaway Customer",
      email: `customer-${unique()}@test.chamak.in`,
      passwordHash: "x",
      status,
      suspendedReason: status === "suspended" ? "Spam" : null,
    },
  });
}

export const couponCode = () => `S${(serial++).toString(36).toUpperCase()}`.slice(0, 6);

export async function freshCoupon(world: World) {
  return (await callerAs(world, "admin")).admin.coupons.create({
    code: couponCode(),
    description: "Ten off",
    percentOff: 10,
    maxDiscountPaise: 5_000,
  });
}

export async function freshDispute(world: World) {
  const booking = await freshBooking(world);
  return (await callerAs(world, "admin")).admin.disputes.open({ bookingId: booking.id, reason: "Scratch" });
}

/** The level a role reaches; "public" procedures are open to all, suspended accounts included. */
export function roleMayCall(role: RoleName, level: Level): boolean {
  if (level === "public") return true;
  if (role === "anonymous" || role === "suspended") return false;
  if (level === "authed") return true;
  const roleLevel = {
    customerA: "customer",
    customerB: "customer",
    vendorA: "vendor",
    vendorB: "vendor",
    admin: "admin",
  }[role];
  return roleLevel === level;
}

/** The role the hostile-input suites call a procedure or route as: the first that may. */
export function allowedRole(level: Level): RoleName {
  return {
    public: "anonymous",
    authed: "customerA",
    customer: "customerA",
    vendor: "vendorA",
    admin: "admin",
  }[level] as RoleName;
}

/** Puts the world back after a suite may have suspended, deleted or closed things at random. */
export async function healWorld(world: World) {
  await world.db.user.updateMany({
    where: { id: { in: Object.values(world.userIds).filter((id) => id !== world.userIds.suspended) } },
    data: { status: "active", suspendedReason: null },
  });
  await world.db.centre.updateMany({
    where: { id: { in: [world.a.centre.id, world.b.centre.id] } },
    data: { status: "approved", statusReason: null, bays: 2, slotMinutes: 30 },
  });
  await world.db.service.updateMany({
    where: { id: { in: [world.a.wash.id, world.a.polish.id, world.b.wash.id, world.spareServiceA.id] } },
    data: { deletedAt: null },
  });
  for (const centre of [world.a, world.b]) {
    await world.db.openingHours.deleteMany({ where: { centreId: centre.centre.id } });
    await world.db.openingHours.createMany({
      data: Array.from({ length: 7 }, (_, weekday) => ({
        centreId: centre.centre.id,
        weekday,
        opensAt: 8 * 60,
        closesAt: 20 * 60,
      })),
    });
  }
}
