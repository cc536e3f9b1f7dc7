/**
 * For every tRPC procedure: its access level and a valid input. The suites check that this table names
 * exactly the procedures the router mounts, so a new procedure cannot slip past them. Shared with the
 * server's HTTP suites (`@chamak/api/test-support/procedure-fixtures`).
 */
import { randomBytes } from "node:crypto";
import { addDays, indiaDate, type MediaPurpose, vehicleNumberKey } from "@chamak/contracts";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { z } from "zod";
import { createSession } from "../../src/modules/accounts/session.service";
import { sweepMissedVisits } from "../../src/modules/field-visits/missed-visit.service";
import { recordBankChange } from "../../src/modules/payouts/bank-change.service";
import { subscribe } from "../../src/modules/wash-plans/subscribe.service";
import {
  adminProcedure,
  authedProcedure,
  centreProcedure,
  customerProcedure,
  vendorAccountProcedure,
} from "../../src/procedures";
import { appRouter } from "../../src/router";
import { bookingRequest } from "./booking-fixtures";
import { callerFor } from "./caller";
import { bookingWithJobCard, jobCardWithCodeSent } from "./job-card-fixtures";
import { uploadedJobCardPhoto, uploadedJobCardPhotos } from "./job-card-photos";
import { resetTokenIn, waitForMail } from "./mail";
import { codeSentTo, latestCode } from "./messaging";
import { activatePayouts, TEST_BANK } from "./payout-account";
import {
  callerAs,
  centreWithIdentityChange,
  checkoutResult,
  companyCancelledBooking,
  completedBooking,
  couponCode,
  freshBooking,
  freshCentre,
  freshCoupon,
  freshDispute,
  freshService,
  freshUser,
  type Level,
  nextGstin,
  nextSlot,
  paidBooking,
  type RoleName,
  tokenFor,
  unique,
  type World,
} from "./security-world";
import { freshInvite, freshMemberOf } from "./team-fixtures";
import { payInTestCheckout } from "./test-checkout";

type ProcedureCall = (input?: unknown) => Promise<unknown>;

/** The procedure at a dotted path on a caller ("admin.users.list"). */
export function procedureAt(caller: unknown, path: string): ProcedureCall {
  let node = caller as Record<string, unknown>;
  for (const key of path.split(".")) node = node[key] as Record<string, unknown>;
  return node as unknown as ProcedureCall;
}

/** A review of a new completed booking at centre A, by customer A. */
async function freshReview(w: World) {
  const booking = await w.db.booking.findUniqueOrThrow({ where: { id: (await completedBooking(w)).id } });
  return w.db.review.create({
    data: { bookingId: booking.id, customerId: booking.customerId, centreId: booking.centreId, rating: 4 },
  });
}

/** An image uploaded by the role's account (a row as POST /media writes it; its files are not needed here). */
function freshMedia(w: World, role: RoleName, purpose: MediaPurpose, callerId?: number) {
  const uploadedById = callerId ?? (role === "anonymous" ? w.userIds.vendorA : w.userIds[role]);
  const key = () => `${randomBytes(32).toString("hex")}.webp`;
  return w.db.media.create({
    data: {
      purpose,
      keyLarge: key(),
      keyThumb: key(),
      contentType: "image/webp",
      width: 1600,
      height: 1200,
      bytes: 120_000,
      uploadedById,
    },
  });
}

/** The centre a role owns (centre A for roles without one: they are refused before it matters). */
const centreOfRole = (w: World, role: RoleName) => (role === "vendorB" ? w.b.centre.id : w.a.centre.id);

/** A photo of centre A, for the procedures that change one. */
function freshCentrePhoto(w: World) {
  return w.db.centrePhoto.create({
    data: { centreId: w.a.centre.id, url: "/photos/front.jpg", position: 50 },
  });
}

let calendarSerial = 0;

// Calendar entries lie outside every time the other fixtures book (before opening, beyond the horizon).

/** A bay block of an hour, each at a later hour than the last (a bay holds one block at a time). */
function nextBayBlock() {
  calendarSerial += 1;
  const startsAt = new Date(Date.now() + (300 * 24 + calendarSerial) * 3_600_000);
  return {
    bay: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    reason: "Pressure washer repair",
  };
}

/** Calendar entries of centre A, made directly, for the procedures that remove one. */
function calendarEntries(w: World) {
  const centreId = w.a.centre.id;
  return {
    day: () => {
      calendarSerial += 1;
      return w.db.centreDayRule.create({
        data: { centreId, date: indiaDate(new Date(), 200 + calendarSerial), closed: true, name: "Holi" },
      });
    },
    lunch: () =>
      w.db.centreBreak.create({ data: { centreId, startsAt: 300, endsAt: 330, name: "Cleaning" } }),
    block: () => w.db.bayBlock.create({ data: { centreId, ...nextBayBlock() } }),
  };
}

/** The centre profile form for the caller's own centre, unchanged: valid for whoever sends it. */
async function ownCentreForm(world: World, role: RoleName) {
  const id = role === "vendorB" ? world.b.centre.id : world.a.centre.id;
  const centre = await world.db.centre.findUniqueOrThrow({ where: { id } });
  return {
    name: centre.name,
    mobile: centre.mobile,
    email: centre.email,
    locality: centre.locality,
    address: centre.address,
    city: centre.city,
    state: centre.state,
    zip: centre.zip,
    gstin: centre.gstin,
    slotMinutes: centre.slotMinutes,
    bays: centre.bays,
    offersPickDrop: centre.offersPickDrop,
    offersDoorstep: centre.offersDoorstep,
    version: centre.version,
  };
}

const serviceForm = (world: World) => ({
  categoryId: world.a.wash.categoryId,
  subCategoryName: "Ceramic Coat",
  description: "Includes foam wash or wax",
  durationMinutes: 60,
  driverFeePaise: 10_000,
  prices: [{ vehicleTypeId: world.a.vehicleType.id, pricePaise: 150_000 }],
});

const cart = (world: World) => ({
  centreId: world.a.centre.id,
  vehicleTypeId: world.a.vehicleType.id,
  items: [{ serviceId: world.a.wash.id, quantity: 1 }],
});

/** A counter booking at `centre` for a new customer, on a slot of its own. */
const walkInRequest = (centre: World["a"], paymentMethod: "cash" | "upi") => ({
  mobile: freshMobile(),
  name: "Walk-in Customer",
  vehicleTypeId: centre.vehicleType.id,
  vehicleNumber: "DL 3C AB 1234",
  items: [{ serviceId: centre.wash.id, quantity: 1 }],
  ...nextSlot(),
  paymentMethod,
});

/** A walk-in at centre A waiting for its UPI QR code to be paid. */
async function walkInA(world: World) {
  return (await callerAs(world, "vendorA")).walkIns.create(walkInRequest(world.a, "upi"));
}

/** A booking's code, which the customer's procedures name it by. */
async function codeOf(world: World, bookingId: number): Promise<string> {
  const { code } = await world.db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { code: true },
  });
  return code;
}

let pickDropSerial = 0;
/**
 * A slot of its own, three hours from any other: legs moved to one driver below must never overlap (the
 * database refuses one person in two places), and the bookings' own slots come three hours apart.
 */
function pickDropSlot(): { date: string; time: string } {
  const n = pickDropSerial++;
  return {
    date: indiaDate(new Date(), 20 + (Math.floor(n / 4) % 10)),
    time: ["09:00", "12:00", "15:00", "18:00"][n % 4] ?? "09:00",
  };
}

/**
 * A pick & drop booking of customer A at centre A whose legs `driverId` drives (put on the road if not yet, and
 * given the legs, as dispatch would).
 */
async function pickDropHeldBy(world: World, driverId: number): Promise<number> {
  const booking = await (await callerAs(world, "customerA")).booking.create({
    ...bookingRequest(world.a, { ...pickDropSlot(), paymentMethod: "cash" }),
    serviceMode: "pick_drop",
    zip: "110024",
    address: "B-12 Lajpat Nagar",
  });
  // Whoever the booking chose (other members may be on the road by now), the legs go to this driver.
  const driver = await world.db.crewMember.upsert({
    where: { centreId_userId: { centreId: world.a.centre.id, userId: driverId } },
    update: {},
    create: {
      centreId: world.a.centre.id,
      userId: driverId,
      kinds: ["driver"],
      shiftStart: 0,
      shiftEnd: 1440,
    },
  });
  await world.db.crewHold.updateMany({ where: { bookingId: booking.id }, data: { crewMemberId: driver.id } });
  return booking.id;
}

/**
 * A confirmed pick & drop whose driver never came: its times moved two hours into the past (the fixture's shortcut), then
 * marked missed by the sweep, so its customer may rebook it in one tap.
 */
let missedCount = 0;
async function missedPickDrop(world: World): Promise<number> {
  const bookingId = await confirmedPickDropHeldBy(world, world.a.owner.id);
  const booking = await world.db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { slotStart: true, slotEnd: true, crewHolds: { orderBy: { workStart: "asc" } } },
  });
  const first = booking.crewHolds[0]?.workStart ?? booking.slotStart;
  // Each its own past hours, so the driver's holds never overlap another's.
  missedCount += 1;
  const shift = Date.now() - (2 + 6 * missedCount) * 60 * 60_000 - first.getTime();
  const by = (at: Date) => new Date(at.getTime() + shift);
  await world.db.booking.update({
    where: { id: bookingId },
    data: { slotStart: by(booking.slotStart), slotEnd: by(booking.slotEnd) },
  });
  for (const hold of booking.crewHolds) {
    await world.db.crewHold.update({
      where: { bookingId_leg: { bookingId, leg: hold.leg } },
      data: { travelStart: by(hold.travelStart), workStart: by(hold.workStart), workEnd: by(hold.workEnd) },
    });
  }
  await sweepMissedVisits(world.db, new Date());
  return bookingId;
}

/** The same, confirmed by the centre (calls through the platform open then). */
async function confirmedPickDropHeldBy(world: World, driverId: number): Promise<number> {
  const bookingId = await pickDropHeldBy(world, driverId);
  await (await callerAs(world, "vendorA")).centreBookings.act({ bookingId, action: "confirm" });
  // The masked number joins two different phones: the driver gets one of their own.
  await world.db.user.updateMany({
    where: { id: driverId, phone: null },
    data: { phone: `+9170${String(driverId).padStart(8, "0")}` },
  });
  return bookingId;
}

// ─── The table ───────────────────────────────────────────────────────────────

export interface ProcedureFixture {
  level: Level;
  /**
   * A valid input when the call is made by `role`; left out for procedures without input. `callerId`: the account
   * making the call when it is not the role's own (a manager or staff member of the role's centre): what the
   * input claims as the caller's own, such as an uploaded photo, is theirs.
   */
  input?: (world: World, role: RoleName, callerId?: number) => unknown;
  /**
   * Whose resource the input points at. Customer B passing customer A's booking, or vendor B passing centre
   * A's service or booking, must get NOT_FOUND and change nothing.
   */
  owner?: "customerA" | "centreA";
  /** What a role allowed to call gets with the valid input, when not success. */
  allowed?: TRPC_ERROR_CODE_KEY;
}

const today = () => indiaDate(new Date());

let mobileSerial = 0;
/** A number no other call used, so the per-number limits of one call do not reach another. */
const freshMobile = () => {
  mobileSerial += 1;
  return `7${String(process.pid % 1000).padStart(3, "0")}${String(mobileSerial).padStart(6, "0")}`;
};

/** Lets the owner of a centre be sent another code at once (as if the last were sent a minute ago). */
async function ageOwnerCodes(w: World, centreId: number) {
  const { owner } = await w.db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { owner: { select: { phone: true } } },
  });
  await w.db.otpChallenge.updateMany({
    where: { phone: owner.phone ?? "" },
    data: { createdAt: new Date(Date.now() - 60_000) },
  });
  return owner.phone ?? "";
}

/** A fresh bank-change code, sent to the centre owner's phone at `userId`'s request. */
async function bankCodeFor(w: World, centreId: number, userId: number) {
  const phone = await ageOwnerCodes(w, centreId);
  const { token } = await createSession(w.db, userId, { ip: "127.0.0.1" });
  await callerFor(w.db, { token, centreId, messaging: w.messaging }).payouts.centre.requestBankCode({
    channel: "sms",
  });
  return latestCode(w.messagingStandin, phone);
}

/** The "this wasn't me" link's token of a new bank account change at centre B (reporting it pauses B's payouts). */
async function bankChangeToken(w: World) {
  await payoutAccountOf(w, w.b.centre.id);
  await w.db.$transaction((tx) =>
    recordBankChange(
      tx,
      { id: w.b.owner.id, role: "vendor" },
      w.b.centre.id,
      { bankName: "HDFC Bank", ifsc: TEST_BANK.ifsc, accountLast4: "9012", beneficiaryName: "B" },
      { ifsc: null, accountLast4: null },
    ),
  );
  const message = await w.db.outboxMessage.findFirstOrThrow({
    where: { topic: "payouts.bank_changed" },
    orderBy: { id: "desc" },
  });
  return (message.payload as { token: string }).token;
}

/** The centre's payout account, set up on the stand-in the first time it is needed. */
async function payoutAccountOf(world: World, centreId: number) {
  const existing = await world.db.payoutAccount.findUnique({ where: { centreId } });
  if (existing) return existing;
  const { ownerId } = await world.db.centre.findUniqueOrThrow({
    where: { id: centreId },
    select: { ownerId: true },
  });
  await activatePayouts(world.db, world.payments.gateway, { centreId, ownerId });
  return world.db.payoutAccount.findUniqueOrThrow({ where: { centreId } });
}
const hours = (opensAt: number) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt, closesAt: 20 * 60, closed: false }));

let plateSerial = 0;
/** A registration number no earlier call used, so a duplicate number never refuses a valid call. */
const freshPlate = () => {
  plateSerial += 1;
  return `HR 26 ${String(plateSerial % 10_000).padStart(4, "0")}`;
};

const savedAddressForm = {
  label: "home",
  address: "C-4 Vasant Kunj",
  city: "New Delhi",
  state: "Delhi",
  zip: "110070",
};

/** A role's saved vehicles and addresses emptied, so a valid add is not refused by the limit. */
async function roomToSave(world: World, role: RoleName) {
  if (role === "anonymous") return;
  const userId = world.userIds[role];
  await world.db.savedVehicle.deleteMany({ where: { userId } });
  await world.db.savedAddress.deleteMany({ where: { userId } });
}

/** A vehicle and an address customer A keeps, written straight in (no limit), for the calls that name one. */
async function savedVehicleOfA(world: World) {
  const vehicleNumber = freshPlate();
  return world.db.savedVehicle.create({
    data: {
      userId: world.userIds.customerA,
      vehicleTypeId: world.a.vehicleType.id,
      vehicleNumber,
      numberKey: vehicleNumberKey(vehicleNumber),
    },
  });
}
async function savedAddressOfA(world: World) {
  return world.db.savedAddress.create({
    data: { userId: world.userIds.customerA, ...savedAddressForm, label: "home" },
  });
}

/** Centre A's daily wash plan, with a washer on call all day to take its subscribers. */
async function washPlanOfA(world: World) {
  const washer = await freshMemberOf(world, world.a.centre.id, "staff");
  await world.db.crewMember.create({
    data: {
      centreId: world.a.centre.id,
      userId: washer.id,
      kinds: ["washer"],
      shiftStart: 0,
      shiftEnd: 1440,
    },
  });
  return world.db.washPlan.create({
    data: {
      centreId: world.a.centre.id,
      name: "Daily wipe",
      frequency: "daily",
      weekdays: [],
      windowStart: 360,
      windowEnd: 600,
      capacityPerWasher: 40,
      skipNoticeHours: 24,
      maxPauseDaysPerMonth: 10,
      creditUse: "extend_plan",
      refundUnusedOnCancel: true,
      haltGraceDays: 3,
      prices: { create: [{ vehicleTypeId: world.a.vehicleType.id, monthlyPaise: 79_900 }] },
    },
  });
}

/** What subscribing to centre A's plan needs of `userId`: a new car of theirs and their flat nearby. */
async function planSubscriptionRequest(world: World, userId: number) {
  const plan = await washPlanOfA(world);
  const vehicleNumber = freshPlate();
  const vehicle = await world.db.savedVehicle.create({
    data: {
      userId,
      vehicleTypeId: world.a.vehicleType.id,
      vehicleNumber,
      numberKey: vehicleNumberKey(vehicleNumber),
    },
  });
  const address = await world.db.savedAddress.create({
    data: {
      userId,
      label: "other",
      address: "B-12 Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      siteDetails: { society: "Green Park Residency", tower: "B" },
    },
  });
  return {
    planId: plan.id,
    vehicleId: vehicle.id,
    addressId: address.id,
    startDate: indiaDate(new Date(), 1),
    billing: "monthly_cash" as const,
  };
}

/** A live subscription of customer A's (cash, from tomorrow), with a wash yesterday still scheduled. */
async function planSubscriptionOfA(world: World) {
  const request = await planSubscriptionRequest(world, world.userIds.customerA);
  const id = await subscribe(world.db, world.userIds.customerA, request);
  await world.db.planVisit.create({ data: { subscriptionId: id, date: indiaDate(new Date(), -1) } });
  const { version } = await world.db.planSubscription.findUniqueOrThrow({
    where: { id },
    select: { version: true },
  });
  return { subscriptionId: id, version, startDate: request.startDate };
}

/** A subscription of customer A's to be paid month by month by UPI, its first month not paid yet. */
async function monthByUpiPlanOfA(world: World) {
  const request = await planSubscriptionRequest(world, world.userIds.customerA);
  return subscribe(world.db, world.userIds.customerA, { ...request, billing: "monthly_upi" });
}

/** A booking of customer A's that is over (cancelled by them), which "Book again" starts a cart from. */
async function pastBookingOfA(world: World) {
  const booking = await freshBooking(world);
  await (await callerAs(world, "customerA")).booking.cancel({ bookingId: booking.id });
  return booking;
}

export const PROCEDURES: Record<string, ProcedureFixture> = {
  "health.check": { level: "public" },
  "coupons.firstBookingOffer": { level: "public" },

  "accounts.register": {
    level: "public",
    input: () => ({
      name: "Meera Nair",
      email: `meera-${unique()}@test.chamak.in`,
      mobile: "9876543210",
      state: "Kerala",
      city: "Kochi",
      address: "MG Road",
      zip: "682001",
      password: "Backwaters-Kochi7",
    }),
  },
  "accounts.login": { level: "public", input: (w) => w.loginAccount },
  "accounts.logout": { level: "authed" },
  "accounts.me": { level: "authed" },
  "accounts.updateProfile": {
    level: "authed",
    input: () => ({
      name: "Ravi Kumar",
      mobile: "9876500000",
      state: "Delhi",
      city: "New Delhi",
      address: "C-4 Vasant Kunj",
      zip: "110070",
      // Each role's account is saved once here, from a form opened at its first version.
      version: 1,
    }),
  },
  "accounts.changePassword": {
    level: "authed",
    input: () => ({ currentPassword: "secret123", newPassword: `Fresh-Password-${unique()}` }),
  },
  "accounts.phone.requestSignInCode": { level: "public", input: () => ({ mobile: freshMobile() }) },
  "accounts.phone.signIn": {
    level: "public",
    input: async (w) => {
      const mobile = freshMobile();
      await callerFor(w.db, { messaging: w.messaging }).accounts.phone.requestSignInCode({ mobile });
      return { mobile, code: latestCode(w.messagingStandin, `+91${mobile}`), name: "Matrix Person" };
    },
  },
  "accounts.phone.requestLinkCode": { level: "authed", input: () => ({ mobile: freshMobile() }) },
  "accounts.phone.link": {
    level: "authed",
    input: async (w, role) => {
      const mobile = freshMobile();
      if (role === "anonymous" || role === "suspended") return { mobile, code: "123456" };
      const token = await tokenFor(w, role);
      await callerFor(w.db, { token, messaging: w.messaging }).accounts.phone.requestLinkCode({ mobile });
      return { mobile, code: latestCode(w.messagingStandin, `+91${mobile}`) };
    },
  },
  "accounts.phone.requestResetCode": { level: "public", input: () => ({ mobile: freshMobile() }) },
  "accounts.phone.resetPassword": {
    level: "public",
    input: async (w) => {
      const mobile = freshMobile();
      await w.db.user.create({
        data: {
          name: "Reset Person",
          email: `reset-${unique()}@test.chamak.in`,
          phone: `+91${mobile}`,
          passwordHash: "",
        },
      });
      await callerFor(w.db, { messaging: w.messaging }).accounts.phone.requestResetCode({ mobile });
      return {
        mobile,
        code: await codeSentTo(w.messagingStandin, `+91${mobile}`),
        password: `Fresh-Password-${unique()}`,
      };
    },
  },
  "accounts.password.requestResetLink": {
    level: "public",
    input: () => ({ email: `forgot-${unique()}@test.chamak.in` }),
  },
  "accounts.password.resetWithLink": {
    level: "public",
    input: async (w) => {
      const email = `link-reset-${unique()}@test.chamak.in`;
      await w.db.user.create({ data: { name: "Link Person", email, passwordHash: "" } });
      await callerFor(w.db, { resetLinks: w.resetLinks }).accounts.password.requestResetLink({ email });
      return {
        token: resetTokenIn(await waitForMail(w.mailSink, email)),
        password: `Fresh-Password-${unique()}`,
      };
    },
  },
  "accounts.saved.vehicles.list": { level: "customer" },
  "accounts.saved.vehicles.add": {
    level: "customer",
    input: async (w, role) => {
      await roomToSave(w, role);
      return { vehicleTypeId: w.a.vehicleType.id, vehicleNumber: freshPlate(), brand: "Honda" };
    },
  },
  "accounts.saved.vehicles.update": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({
      ...(await savedVehicleOfA(w).then(({ id, version }) => ({ id, version }))),
      vehicleTypeId: w.a.vehicleType.id,
      vehicleNumber: freshPlate(),
      nickname: "Office car",
    }),
  },
  "accounts.saved.vehicles.setDefault": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { id, version } = await savedVehicleOfA(w);
      return { id, version };
    },
  },
  "accounts.saved.vehicles.remove": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { id, version } = await savedVehicleOfA(w);
      return { id, version };
    },
  },
  "accounts.saved.addresses.list": { level: "customer" },
  "accounts.saved.addresses.add": {
    level: "customer",
    input: async (w, role) => {
      await roomToSave(w, role);
      return savedAddressForm;
    },
  },
  "accounts.saved.addresses.update": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { id, version } = await savedAddressOfA(w);
      return { id, version, ...savedAddressForm, label: "work" };
    },
  },
  "accounts.saved.addresses.setDefault": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { id, version } = await savedAddressOfA(w);
      return { id, version };
    },
  },
  "accounts.saved.addresses.remove": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { id, version } = await savedAddressOfA(w);
      return { id, version };
    },
  },
  "accounts.saved.bookAgain": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await pastBookingOfA(w)).id }),
  },
  "accounts.registerSeller": {
    level: "public",
    input: () => {
      const email = `seller-${unique()}@test.chamak.in`;
      return {
        centreName: "Sparkle Car Spa",
        mobile: "9811100000",
        gstin: nextGstin(),
        email,
        locality: "Dwarka",
        city: "New Delhi",
        state: "Delhi",
        zip: "110075",
        password: "Sparkle@Spa42",
        confirmPassword: "Sparkle@Spa42",
      };
    },
  },

  "contact.send": {
    level: "public",
    input: () => ({ name: "Anil", email: "anil@test.chamak.in", message: "Do you wash tractors?" }),
  },

  "catalog.vehicleTypes": { level: "public" },
  "catalog.categories": { level: "public" },
  "catalog.centres": { level: "public", input: () => ({ page: 1, pageSize: 12, city: "New Delhi" }) },
  "catalog.centre": { level: "public", input: (w) => ({ id: w.a.centre.id }) },
  "catalog.service": { level: "public", input: (w) => ({ id: w.a.wash.id }) },
  "catalog.categoryServices": {
    level: "public",
    input: () => ({ category: "basic-wash", vehicleType: "suv", page: 1, pageSize: 12 }),
  },
  "catalog.reviews": { level: "public", input: (w) => ({ centreId: w.a.centre.id, page: 1, pageSize: 12 }) },
  "catalog.suggest": { level: "public", input: () => ({ q: "foam", limit: 8 }) },
  // Bandra, beside PIN 400050's centre (one of the PINs the fixtures place: test-places.ts).
  "places.near": { level: "public", input: () => ({ latitude: 19.0552, longitude: 72.83 }) },
  "catalog.search": {
    level: "public",
    input: () => ({
      q: "wash",
      vehicleType: "suv",
      city: "New Delhi",
      sort: "relevance",
      page: 1,
      pageSize: 12,
    }),
  },

  "vendor.services.list": { level: "vendor" },
  "vendor.services.get": { level: "vendor", owner: "centreA", input: (w) => ({ id: w.a.wash.id }) },
  "vendor.services.create": { level: "vendor", input: (w) => serviceForm(w) },
  "vendor.services.update": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({
      ...serviceForm(w),
      id: w.spareServiceA.id,
      version: (await w.db.service.findUniqueOrThrow({ where: { id: w.spareServiceA.id } })).version,
      subCategoryName: "Spare Wash",
    }),
  },
  "vendor.services.delete": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ id: (await freshService(w, w.a)).id }),
  },
  "vendor.centre.get": { level: "vendor" },
  "vendor.centre.update": { level: "vendor", input: (w, role) => ownCentreForm(w, role) },
  "vendor.centre.setOpeningHours": {
    level: "vendor",
    input: async (w, role) => ({
      days: hours(8 * 60),
      version: (await w.db.centre.findUniqueOrThrow({ where: { id: centreOfRole(w, role) } })).hoursVersion,
    }),
  },
  "vendor.calendar.get": { level: "vendor" },
  "vendor.calendar.previewDay": {
    level: "vendor",
    input: () => ({ date: indiaDate(new Date(), 200), name: "Diwali", closed: true, version: null }),
  },
  "vendor.calendar.setDay": {
    level: "vendor",
    input: async (w, role) => {
      // The date's rule as the calendar page would show it: set by an earlier call, or none.
      const date = indiaDate(new Date(), 200);
      const shown = await w.db.centreDayRule.findUnique({
        where: { centreId_date: { centreId: centreOfRole(w, role), date } },
      });
      return { date, name: "Diwali", closed: true, version: shown?.version ?? null };
    },
  },
  "vendor.calendar.removeDay": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const { id, version } = await calendarEntries(w).day();
      return { id, version };
    },
  },
  "vendor.calendar.addBreak": {
    level: "vendor",
    input: () => ({ weekday: null, startsAt: 5 * 60, endsAt: 5 * 60 + 30, name: "Cleaning" }),
  },
  "vendor.calendar.removeBreak": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ id: (await calendarEntries(w).lunch()).id }),
  },
  "vendor.calendar.blockBay": { level: "vendor", input: () => nextBayBlock() },
  "vendor.calendar.unblockBay": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ id: (await calendarEntries(w).block()).id }),
  },

  "vendor.photos.list": { level: "vendor" },
  "vendor.photos.add": {
    level: "vendor",
    input: async (w, role, callerId) => {
      // Room under the photo limit, whatever earlier calls added.
      await w.db.centrePhoto.deleteMany({ where: { centreId: centreOfRole(w, role) } });
      return { mediaIds: [(await freshMedia(w, role, "centre_photo", callerId)).id] };
    },
  },
  "vendor.photos.reorder": {
    level: "vendor",
    input: async (w, role) => ({
      photoIds: (
        await w.db.centrePhoto.findMany({
          where: { centreId: centreOfRole(w, role) },
          orderBy: { id: "desc" },
          select: { id: true },
        })
      ).map((photo) => photo.id),
    }),
  },
  "vendor.photos.setCover": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ photoId: (await freshCentrePhoto(w)).id }),
  },
  "vendor.photos.remove": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ photoId: (await freshCentrePhoto(w)).id }),
  },

  "reviews.centre.list": { level: "vendor", input: () => ({ page: 1, pageSize: 12 }) },
  "reviews.centre.reply": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ reviewId: (await freshReview(w)).id, reply: "Thank you, see you again!" }),
  },
  "reviews.admin.list": { level: "admin", input: () => ({ page: 1, pageSize: 12 }) },
  "reviews.admin.hide": {
    level: "admin",
    input: async (w) => ({ reviewId: (await freshReview(w)).id, reason: "Abusive language" }),
  },
  "reviews.admin.show": { level: "admin", input: async (w) => ({ reviewId: (await freshReview(w)).id }) },
  "reviews.create": {
    level: "customer",
    owner: "customerA",
    input: async (w, role) => ({
      bookingId: (await completedBooking(w)).id,
      rating: 4,
      comment: "Spotless",
      photoIds: [(await freshMedia(w, role, "review_photo")).id],
    }),
  },

  "booking.availability": { level: "public", input: (w) => ({ ...cart(w), date: indiaDate(new Date(), 3) }) },
  "booking.quote": { level: "public", input: (w) => ({ ...cart(w), serviceMode: "pick_drop" }) },
  "booking.create": {
    level: "customer",
    input: (w) => bookingRequest(w.a, { ...nextSlot(), paymentMethod: "cash" }),
  },
  "booking.mine": { level: "customer", input: () => ({ page: 1, pageSize: 12 }) },
  "booking.get": { level: "customer", owner: "customerA", input: (w) => ({ bookingId: w.bookingA.id }) },
  "booking.pay": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await freshBooking(w, { paymentMethod: "upi" })).id }),
  },
  "booking.payAtCentre": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await freshBooking(w, { paymentMethod: "upi" })).id }),
  },
  "booking.confirmPayment": { level: "customer", owner: "customerA", input: (w) => checkoutResult(w) },
  "booking.cancel": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id }),
  },
  "booking.reschedule": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id, ...nextSlot() }),
  },
  "booking.takeRefund": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingId: (await companyCancelledBooking(w)).id }),
  },

  "centreBookings.list": { level: "vendor", input: () => ({ page: 1, pageSize: 50 }) },
  "centreBookings.assignWasher": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id, washerId: w.userIds.vendorA }),
  },
  "centreBookings.act": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id, action: "confirm" }),
  },
  "centreBookings.timeline": { level: "vendor", input: () => ({ date: nextSlot().date }) },
  "centreBookings.move": {
    level: "vendor",
    owner: "centreA",
    // Kept at its time on bay 1: a move nobody is told of, valid for the booking wherever it sits.
    input: async (w) => {
      const booking = await freshBooking(w);
      return { bookingId: booking.id, bay: 1, slotStart: booking.slotStart };
    },
  },
  "centreBookings.search": { level: "vendor", input: () => ({ q: "DL 3C AB 1234" }) },
  "centreBookings.reassignCrew": {
    level: "vendor",
    owner: "centreA",
    // A pick & drop of centre A, driven by its owner, given to its owner again (the plan places it anew).
    input: async (w) => {
      nextSlot(); // an hour between these bookings: the driver brings one car back before fetching the next
      const request = bookingRequest(w.a, nextSlot());
      const booking = await (await callerAs(w, "customerA")).booking.create({
        ...request,
        serviceMode: "pick_drop",
      });
      return { bookingId: booking.id, userId: w.userIds.vendorA };
    },
  },
  "centreBookings.reassignDay": {
    level: "vendor",
    owner: "centreA",
    input: (w) => ({ userId: w.userIds.vendorA, date: nextSlot().date }),
  },

  "jobCard.get": { level: "vendor", owner: "centreA", input: (w) => ({ bookingId: w.bookingA.id }) },
  "jobCard.open": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const { bookingId, jobCardId } = await bookingWithJobCard(w, "checking_in");
      // A confirmed booking of today without a card yet.
      await w.db.jobCardPhoto.deleteMany({ where: { jobCardId } });
      await w.db.jobCard.delete({ where: { id: jobCardId } });
      return { bookingId };
    },
  },
  "jobCard.recordCondition": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({
      bookingId: (await bookingWithJobCard(w, "checking_in")).bookingId,
      condition: { left: { notes: "Scratch on the rear door" } },
      fuelPercent: 50,
      odometerKm: 12_000,
      belongings: "Umbrella",
    }),
  },
  "jobCard.addPhoto": {
    level: "vendor",
    owner: "centreA",
    input: async (w, _role, callerId) => ({
      bookingId: (await bookingWithJobCard(w, "checking_in")).bookingId,
      side: "interior",
      mediaId: await uploadedJobCardPhoto(w.db, callerId ?? w.a.owner.id),
    }),
  },
  "jobCard.removePhoto": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const { bookingId, jobCardId } = await bookingWithJobCard(w, "checking_in");
      const photo = await w.db.jobCardPhoto.findFirstOrThrow({ where: { jobCardId } });
      return { bookingId, photoId: photo.id };
    },
  },
  "jobCard.sendCode": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await bookingWithJobCard(w, "checking_in")).bookingId }),
  },
  "jobCard.confirmCode": { level: "vendor", owner: "centreA", input: (w) => jobCardWithCodeSent(w) },
  "jobCard.start": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await bookingWithJobCard(w, "checked_in")).bookingId }),
  },
  "jobCard.addAfterPhoto": {
    level: "vendor",
    owner: "centreA",
    input: async (w, _role, callerId) => ({
      bookingId: (await bookingWithJobCard(w, "started")).bookingId,
      mediaId: await uploadedJobCardPhoto(w.db, callerId ?? w.a.owner.id),
    }),
  },
  "jobCard.removeAfterPhoto": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const { bookingId, jobCardId } = await bookingWithJobCard(w, "started");
      const mediaId = await uploadedJobCardPhoto(w.db, w.a.owner.id);
      const photo = await w.db.jobCardPhoto.create({
        data: { jobCardId, stage: "after", side: "front", mediaId },
      });
      return { bookingId, photoId: photo.id };
    },
  },
  "jobCard.done": {
    level: "vendor",
    owner: "centreA",
    input: async (w, _role, callerId) => ({
      bookingId: (await bookingWithJobCard(w, "started")).bookingId,
      afterMediaIds: await uploadedJobCardPhotos(w.db, callerId ?? w.a.owner.id, 2),
    }),
  },
  "jobCard.evidence": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await bookingWithJobCard(w, "done")).bookingId }),
  },
  "jobCard.mine": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingCode: (await bookingWithJobCard(w, "started")).bookingCode }),
  },
  "jobCard.reportDamage": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({
      bookingCode: (await bookingWithJobCard(w, "done")).bookingCode,
      reason: "A new dent on the left door",
      photoMediaIds: [],
    }),
  },

  "washerDay.today": { level: "vendor", input: () => ({}) },
  "washerDay.act": {
    level: "vendor",
    owner: "centreA",
    input: async (w, _role, callerId) => ({
      clientActionId: randomBytes(12).toString("hex"),
      bookingId: await pickDropHeldBy(w, callerId ?? w.a.owner.id),
      leg: "pickup",
      version: 0,
      tappedAt: new Date(),
      action: "set_out",
      etaMinutes: 20,
    }),
  },
  "washerDay.callCustomer": {
    level: "vendor",
    owner: "centreA",
    input: async (w, _role, callerId) => ({
      bookingId: await confirmedPickDropHeldBy(w, callerId ?? w.a.owner.id),
    }),
  },
  "visit.callWasher": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingCode: await codeOf(w, await confirmedPickDropHeldBy(w, w.a.owner.id)) }),
  },
  "visit.status": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingCode: await codeOf(w, await pickDropHeldBy(w, w.a.owner.id)) }),
  },
  "visit.rebook": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ bookingCode: await codeOf(w, await missedPickDrop(w)) }),
  },

  "walkIns.create": {
    level: "vendor",
    input: (w, role) => walkInRequest(role === "vendorB" ? w.b : w.a, "cash"),
  },
  "walkIns.status": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await walkInA(w)).booking.id }),
  },
  "walkIns.waiting": { level: "vendor" },
  "walkIns.takeCash": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await walkInA(w)).booking.id }),
  },
  "walkIns.cancel": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ bookingId: (await walkInA(w)).booking.id }),
  },

  "dashboard.me": { level: "vendor" },
  "dashboard.overview": { level: "vendor", input: () => ({ from: today(), to: indiaDate(new Date(), 30) }) },

  "messaging.standinMessages": { level: "admin", input: () => undefined },
  "notifications.preferences": { level: "customer", input: () => undefined },
  "notifications.bookingChannels": {
    level: "vendor",
    owner: "centreA",
    input: (w) => ({ bookingId: w.bookingA.id }),
  },
  "notifications.savePreferences": {
    level: "customer",
    // Each role's choices are saved once here, from a card opened at their first version.
    input: () => ({ email: true, sms: true, whatsapp: false, lang: "en", version: 1 }),
  },
  "notifications.setLanguage": { level: "customer", input: () => ({ lang: "hi" }) },
  "admin.system": { level: "admin" },
  "admin.centres.list": { level: "admin", input: () => ({ status: "pending", q: "Centre", page: 1 }) },
  "admin.centres.approve": {
    level: "admin",
    input: async (w) => ({ centreId: (await freshCentre(w, "pending")).id }),
  },
  "admin.centres.reject": {
    level: "admin",
    input: async (w) => ({ centreId: (await freshCentre(w, "pending")).id, reason: "Blurry papers" }),
  },
  "admin.centres.suspend": {
    level: "admin",
    input: async (w) => ({ centreId: (await freshCentre(w, "approved")).id, reason: "Complaints" }),
  },
  "admin.centres.restore": {
    level: "admin",
    input: async (w) => ({ centreId: (await freshCentre(w, "suspended")).id }),
  },
  "admin.centres.approveIdentityChange": {
    level: "admin",
    input: async (w) => ({ centreId: (await centreWithIdentityChange(w)).id }),
  },
  "admin.centres.rejectIdentityChange": {
    level: "admin",
    input: async (w) => ({
      centreId: (await centreWithIdentityChange(w)).id,
      reason: "GSTIN not on the portal",
    }),
  },
  "admin.users.list": { level: "admin", input: () => ({ q: "Test", role: "user", page: 1 }) },
  "admin.users.suspend": {
    level: "admin",
    input: async (w) => ({ userId: (await freshUser(w, "active")).id, internalNote: "Abuse" }),
  },
  "admin.users.restore": {
    level: "admin",
    input: async (w) => ({ userId: (await freshUser(w, "suspended")).id }),
  },
  "admin.bookings.search": { level: "admin", input: () => ({ code: "CH", from: today(), page: 1 }) },
  "admin.bookings.export": { level: "admin", input: () => ({ q: "CH", from: today() }) },
  "admin.bookings.get": { level: "admin", input: (w) => ({ bookingId: w.bookingA.id }) },
  "admin.bookings.cancel": {
    level: "admin",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id, reason: "Centre closed" }),
  },
  "admin.bookings.refund": {
    level: "admin",
    input: async (w) => ({ bookingId: (await paidBooking(w)).id, amountPaise: 10_000, reason: "Goodwill" }),
  },
  "admin.bookings.reconcileErrors": { level: "admin", input: () => ({ page: 1 }) },
  "admin.bookings.failedRefunds": { level: "admin", input: () => undefined },
  "admin.disputes.list": { level: "admin", input: () => ({ page: 1 }) },
  "admin.disputes.open": {
    level: "admin",
    input: async (w) => ({ bookingId: (await freshBooking(w)).id, reason: "Scratched bumper" }),
  },
  "admin.disputes.resolve": {
    level: "admin",
    input: async (w) => ({ disputeId: (await freshDispute(w)).id, resolution: "Apologised" }),
  },
  "admin.coupons.list": { level: "admin" },
  "admin.overview": { level: "admin" },
  "admin.disputes.evidence": {
    level: "admin",
    input: async (w) => ({ disputeId: (await freshDispute(w)).id }),
  },
  "admin.coupons.create": {
    level: "admin",
    input: () => ({
      code: couponCode(),
      description: "Flat off",
      amountOffPaise: 5_000,
      minOrderPaise: 20_000,
    }),
  },
  "admin.coupons.retire": { level: "admin", input: async (w) => ({ couponId: (await freshCoupon(w)).id }) },

  "invoices.forBooking": {
    level: "customer",
    owner: "customerA",
    input: (w) => ({ bookingId: w.bookingA.id }),
  },
  "invoices.centre": { level: "vendor", input: () => ({ side: "customer", page: 1 }) },
  "invoices.admin.list": { level: "admin", input: (w) => ({ centreId: w.a.centre.id, side: "commission" }) },
  "invoices.admin.issueCommission": { level: "admin", input: () => ({ month: "2026-01" }) },

  "payouts.centre.terms": { level: "vendor" },
  "payouts.centre.bankOfIfsc": { level: "vendor", input: () => ({ ifsc: TEST_BANK.ifsc }) },
  "payouts.centre.requestBankCode": {
    level: "vendor",
    input: async (w, role) => {
      await ageOwnerCodes(w, centreOfRole(w, role));
      return { channel: "sms" };
    },
  },
  "payouts.centre.setUpAccount": {
    level: "vendor",
    // Only a centre's owner may ask for the code; anyone else is refused before the code matters.
    input: async (w, role, callerId) => ({
      ...TEST_BANK,
      acceptTerms: true,
      code:
        (role === "vendorA" || role === "vendorB") && callerId === undefined
          ? await bankCodeFor(w, centreOfRole(w, role), w.userIds[role])
          : "000000",
    }),
  },
  "payouts.centre.statement": { level: "vendor", input: () => ({ month: today().slice(0, 7) }) },
  "payouts.admin.overview": { level: "admin" },
  "payouts.admin.stuck": { level: "admin" },
  "payouts.admin.gstr8": { level: "admin", input: () => ({ month: today().slice(0, 7) }) },
  "payouts.admin.setPaused": {
    level: "admin",
    input: async (w) => {
      await payoutAccountOf(w, w.a.centre.id);
      return { centreId: w.a.centre.id, paused: true, reason: "Dispute under review" };
    },
  },
  "payouts.admin.setCommission": {
    level: "admin",
    // Replaces the default (10%) with the same rate, so the call can be made again and again.
    input: (w) => ({
      centreId: w.a.centre.id,
      basisPoints: 1_000,
      effectiveFrom: today(),
      replacesBasisPoints: 1_000,
    }),
  },
  "payouts.bankChange.preview": {
    level: "public",
    input: async (w) => ({ token: await bankChangeToken(w) }),
  },
  "payouts.bankChange.report": { level: "public", input: async (w) => ({ token: await bankChangeToken(w) }) },
  "payouts.admin.commissionScope": {
    level: "admin",
    input: (w) => ({ centreId: w.a.centre.id, effectiveFrom: today() }),
  },
  "payouts.admin.statement": {
    level: "admin",
    input: (w) => ({ centreId: w.a.centre.id, month: today().slice(0, 7) }),
  },

  "team.list": { level: "vendor" },
  "crew.list": { level: "vendor" },
  "washPlans.list": { level: "vendor" },
  "washPlans.save": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const plan = await w.db.washPlan.create({
        data: {
          centreId: w.a.centre.id,
          name: "Daily wipe",
          frequency: "daily",
          weekdays: [0],
          windowStart: 360,
          windowEnd: 600,
          capacityPerWasher: 20,
          skipNoticeHours: 24,
          maxPauseDaysPerMonth: 10,
          creditUse: "extend_plan",
          refundUnusedOnCancel: true,
          haltGraceDays: 3,
        },
      });
      return {
        id: plan.id,
        version: plan.version,
        name: "Daily wipe and shine",
        frequency: "daily",
        weekdays: [0],
        windowStart: "06:00",
        windowEnd: "10:00",
        prices: [{ vehicleTypeId: w.a.vehicleType.id, monthlyPaise: 79_900 }],
        extras: [{ name: "Interior clean", perMonth: 2 }],
        capacityPerWasher: 20,
        skipNoticeHours: 24,
        maxPauseDaysPerMonth: 10,
        creditUse: "extend_plan",
        refundUnusedOnCancel: true,
        haltGraceDays: 3,
      };
    },
  },
  "washPlans.onOffer": { level: "public", input: (w) => ({ centreId: w.a.centre.id }) },
  "planSubscriptions.subscribe": {
    level: "customer",
    input: (w, role) =>
      planSubscriptionRequest(w, role === "anonymous" ? w.userIds.customerA : w.userIds[role]),
  },
  "planSubscriptions.mine": { level: "customer" },
  "planSubscriptions.get": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ subscriptionId: (await planSubscriptionOfA(w)).subscriptionId }),
  },
  "planSubscriptions.skip": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { subscriptionId, version, startDate } = await planSubscriptionOfA(w);
      return { subscriptionId, version, date: addDays(startDate, 2) };
    },
  },
  "planSubscriptions.reportMissed": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { subscriptionId, version } = await planSubscriptionOfA(w);
      return { subscriptionId, version, date: indiaDate(new Date(), -1) };
    },
  },
  "planSubscriptions.pause": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { subscriptionId, version, startDate } = await planSubscriptionOfA(w);
      return { subscriptionId, version, from: addDays(startDate, 3), to: addDays(startDate, 4) };
    },
  },
  "planSubscriptions.cancel": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const { subscriptionId, version } = await planSubscriptionOfA(w);
      return { subscriptionId, version };
    },
  },
  "planSubscriptions.authorizeAutopay": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const id = await subscribe(w.db, w.userIds.customerA, {
        ...(await planSubscriptionRequest(w, w.userIds.customerA)),
        billing: "autopay",
      });
      return { subscriptionId: id };
    },
  },
  "planSubscriptions.confirmMandate": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const id = await subscribe(w.db, w.userIds.customerA, {
        ...(await planSubscriptionRequest(w, w.userIds.customerA)),
        billing: "autopay",
      });
      const checkout = await (await callerAs(w, "customerA")).planSubscriptions.authorizeAutopay({
        subscriptionId: id,
      });
      const answer = w.standin.controls.authorizeSubscription(checkout.razorpaySubscriptionId, {
        method: "upi_intent",
      });
      return {
        subscriptionId: id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySubscriptionId: answer.razorpay_subscription_id,
        razorpaySignature: answer.razorpay_signature,
      };
    },
  },
  "planSubscriptions.monthPayment": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ subscriptionId: await monthByUpiPlanOfA(w) }),
  },
  "planSubscriptions.payMonth": {
    level: "customer",
    owner: "customerA",
    input: async (w) => ({ subscriptionId: await monthByUpiPlanOfA(w) }),
  },
  "planSubscriptions.confirmMonthPayment": {
    level: "customer",
    owner: "customerA",
    input: async (w) => {
      const subscriptionId = await monthByUpiPlanOfA(w);
      const checkout = await (await callerAs(w, "customerA")).planSubscriptions.payMonth({ subscriptionId });
      const paid = await payInTestCheckout(w.standin.url, {
        keyId: w.payments.gateway.keyId,
        orderId: checkout.orderId,
      });
      return {
        subscriptionId,
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      };
    },
  },
  "planSubscribers.list": { level: "vendor" },
  "planSubscribers.societyCounts": { level: "vendor", input: () => ({ date: today() }) },
  "planSubscribers.insights": { level: "vendor" },
  "crew.save": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({
      userId: (await freshMemberOf(w, w.a.centre.id, "staff")).id,
      kinds: ["washer"],
      shiftStart: "08:00",
      shiftEnd: "16:00",
    }),
  },
  "crew.remove": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const member = await freshMemberOf(w, w.a.centre.id, "staff");
      await w.db.crewMember.create({
        data: {
          centreId: w.a.centre.id,
          userId: member.id,
          kinds: ["driver"],
          shiftStart: 480,
          shiftEnd: 960,
        },
      });
      return { userId: member.id };
    },
  },
  "crew.route": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => {
      const member = await freshMemberOf(w, w.a.centre.id, "staff");
      await w.db.crewMember.create({
        data: {
          centreId: w.a.centre.id,
          userId: member.id,
          kinds: ["washer"],
          shiftStart: 480,
          shiftEnd: 960,
        },
      });
      return { userId: member.id, date: today() };
    },
  },
  "team.invite": { level: "vendor", input: () => ({ mobile: freshMobile(), role: "staff" }) },
  "team.revokeInvite": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ inviteId: (await freshInvite(w, w.a.centre.id, { mobile: freshMobile() })).id }),
  },
  "team.changeRole": {
    level: "vendor",
    owner: "centreA",
    // A new member is at version 1.
    input: async (w) => ({
      userId: (await freshMemberOf(w, w.a.centre.id, "staff")).id,
      role: "manager",
      version: 1,
    }),
  },
  "team.remove": {
    level: "vendor",
    owner: "centreA",
    input: async (w) => ({ userId: (await freshMemberOf(w, w.a.centre.id, "staff")).id }),
  },
  "team.invites.preview": {
    level: "public",
    input: async (w) => ({ token: (await freshInvite(w, w.a.centre.id, { mobile: freshMobile() })).token }),
  },
  "team.invites.requestCode": {
    level: "public",
    input: async (w) => ({ token: (await freshInvite(w, w.a.centre.id, { mobile: freshMobile() })).token }),
  },
  "team.invites.acceptWithCode": {
    level: "public",
    input: async (w) => {
      const mobile = freshMobile();
      const { token } = await freshInvite(w, w.a.centre.id, { mobile });
      await callerFor(w.db, { messaging: w.messaging }).team.invites.requestCode({ token });
      return { token, code: latestCode(w.messagingStandin, `+91${mobile}`), name: "Matrix Washer" };
    },
  },
  "team.invites.acceptWithPassword": {
    level: "public",
    input: async (w) => ({
      token: (await freshInvite(w, w.a.centre.id, { email: `invitee-${unique()}@test.chamak.in` })).token,
      name: "Matrix Manager",
      password: `Fresh-Password-${unique()}`,
    }),
  },
  "team.invites.accept": {
    level: "vendor",
    // An invite to the caller's own email, at a centre of its own (so no matrix role joins centre A or B).
    input: async (w, role) => {
      const centre = await freshCentre(w, "approved");
      const email =
        role === "anonymous"
          ? "nobody@test.chamak.in"
          : (await w.db.user.findUniqueOrThrow({ where: { id: w.userIds[role] } })).email;
      return { token: (await freshInvite(w, centre.id, { email })).token };
    },
  },
  "team.branches.list": { level: "vendor" },
  "team.branches.add": {
    level: "vendor",
    input: () => ({
      centreName: "Sparkle Branch",
      mobile: "9876543210",
      email: `branch-${unique()}@test.chamak.in`,
      gstDeclaration: true,
      locality: "Saket",
      city: "New Delhi",
      state: "Delhi",
      zip: "110017",
    }),
  },
};

/** Every procedure the router mounts, by dotted path. */
export const mountedProcedures = () => Object.keys(appRouter._def.procedures).sort();

type ProcedureDef = { _def: { type: string; middlewares: unknown[]; inputs: unknown[] } };
const definitionOf = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, ProcedureDef>)[path]?._def;

export const procedureType = (path: string) => definitionOf(path)?.type ?? "unknown";

/** The zod schema a procedure parses its input with, if it takes one. */
export const inputSchemaOf = (path: string) => definitionOf(path)?.inputs[0] as z.ZodType | undefined;

/** The access level a procedure declares, read from the middlewares it was built with. */
export function declaredLevel(path: string): Level {
  const middlewares = definitionOf(path)?.middlewares ?? [];
  const has = (builder: unknown) => {
    const own = (builder as ProcedureDef)._def.middlewares;
    return middlewares.includes(own[own.length - 1]);
  };
  if (has(adminProcedure)) return "admin";
  // Every centre procedure ends in the centre members' middleware, whichever action it names.
  if (has(centreProcedure("bookings.act")) || has(vendorAccountProcedure)) return "vendor";
  if (has(customerProcedure)) return "customer";
  if (has(authedProcedure)) return "authed";
  return "public";
}
