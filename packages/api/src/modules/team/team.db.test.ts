import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre } from "../../../test/support/booking-fixtures";
import { callerFor, signedInUser } from "../../../test/support/caller";
import {
  mailText,
  resetLinksThrough,
  type SmtpSink,
  TEST_SITE_URL,
  useSmtpSink,
  waitForMail,
} from "../../../test/support/mail";
import { latestCode, messagingStandinOptions, standinMessaging } from "../../../test/support/messaging";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import type { ResetLinkDeps } from "../accounts/reset-link-deps";
import { resolveSession } from "../accounts/session.service";
import type { MessagingDeps } from "../messaging/messaging-deps";

let database: TestDb;
let db: Db;
let standin: RunningMessagingStandin;
let messaging: MessagingDeps;
let sink: SmtpSink;
let resetLinks: ResetLinkDeps;

beforeAll(async () => {
  [database, standin] = await Promise.all([createTestDb(), startMessagingStandin(messagingStandinOptions())]);
  db = database.db;
  messaging = standinMessaging(standin);
});
afterAll(async () => {
  resetLinks?.mailer.close();
  await standin?.close();
  await database?.close();
});
useSmtpSink((started) => {
  sink = started;
  resetLinks = resetLinksThrough(sink);
});

let ipSerial = 0;
/** A caller with its own limiter and address, so one test's codes do not count against another's. */
function as(token: string | null = null, centreId: number | null = null) {
  ipSerial += 1;
  return callerFor(db, {
    token,
    centreId,
    limiter: new MemoryRateLimiter(),
    ip: `10.9.${ipSerial}.1`,
    messaging,
    resetLinks,
  });
}

let mobileSerial = 0;
const freshMobile = () => {
  mobileSerial += 1;
  return `8${String(process.pid % 1000).padStart(3, "0")}${String(mobileSerial).padStart(6, "0")}`;
};

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return error instanceof TRPCError ? error.code : `thrown ${String(error)}`;
  }
}

/** The token in the link of the newest invite SMS to a number (codes may have come since), as the phone shows it. */
function smsInviteToken(mobile: string): string {
  const token = standin.controls
    .messages({ to: `+91${mobile}` })
    .map((message) => message.text.match(/\/console\/invite\?token=([\w-]+)/)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no invite link was sent to ${mobile}`);
  return token;
}

/** Invites a number as `role` and accepts it by the code, as a new person: their session and user id. */
async function joinByPhone(ownerToken: string, role: "manager" | "staff", centreId: number | null = null) {
  const mobile = freshMobile();
  await as(ownerToken, centreId).team.invite({ mobile, role });
  const token = smsInviteToken(mobile);
  const guest = as();
  await guest.team.invites.requestCode({ token });
  const accepted = await guest.team.invites.acceptWithCode({
    token,
    code: latestCode(standin, `+91${mobile}`),
    name: `New ${role}`,
  });
  if (!accepted.session) throw new Error("no session");
  return { mobile, token: accepted.session.token, userId: accepted.session.user.id, accepted };
}

/** A member's version as the team page of `token` shows it (sent back with a change of role). */
async function shownVersion(token: string, userId: number): Promise<number> {
  const member = (await as(token).team.list()).members.find((m) => m.userId === userId);
  if (!member) throw new Error(`user ${userId} is not on the team`);
  return member.version;
}

describe("a centre's team", () => {
  it("invites by SMS; the invitee signs up by the code and joins as a centre account with the role", async () => {
    const { owner, centre } = await bookableCentre(db);
    const joined = await joinByPhone(owner.token, "manager");
    expect(joined.accepted).toMatchObject({ centre: { id: centre.id }, role: "manager" });
    const account = await db.user.findUniqueOrThrow({ where: { id: joined.userId } });
    expect(account).toMatchObject({ role: "vendor", phone: `+91${joined.mobile}`, name: "New manager" });
    // Only the hash of the link's token is kept.
    const invite = await db.centreInvite.findFirstOrThrow({ where: { phone: `+91${joined.mobile}` } });
    expect(invite.tokenHash).not.toContain(smsInviteToken(joined.mobile));
    expect(invite.acceptedById).toBe(joined.userId);
    const team = await as(owner.token).team.list();
    expect(team.members.map((m) => [m.userId, m.role, m.legalOwner])).toEqual([
      [owner.id, "owner", true],
      [joined.userId, "manager", false],
    ]);
    expect(team.invites).toEqual([]);
    // The manager sees the centre.
    expect((await as(joined.token).vendor.centre.get()).id).toBe(centre.id);
    expect(
      await db.auditLog.count({ where: { action: { in: ["team.invited", "team.joined"] } } }),
    ).toBeGreaterThanOrEqual(2);
    // A used link is spent.
    expect(await codeOf(as().team.invites.requestCode({ token: smsInviteToken(joined.mobile) }))).toBe(
      "CONFLICT",
    );
  });

  it("invites by email; a new person makes a centre account by the link", async () => {
    const { owner, centre } = await bookableCentre(db);
    const email = `manager-${Date.now()}@example.com`;
    await as(owner.token).team.invite({ email, role: "staff" });
    const mail = await waitForMail(sink, email);
    const text = mailText(mail);
    const token = text.match(/\/console\/invite\?token=([\w-]+)/)?.[1] ?? "";
    expect(text).toContain(`${TEST_SITE_URL}/console/invite?token=`);
    expect(await as().team.invites.preview({ token })).toMatchObject({
      channel: "email",
      role: "staff",
      usable: true,
    });
    const accepted = await as().team.invites.acceptWithPassword({
      token,
      name: "Email Staff",
      password: "Washer-Bay-2026",
    });
    expect(accepted.centre.id).toBe(centre.id);
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: "vendor" });
  });

  it("refuses a customer's number a place on the team, with a clear error", async () => {
    const { owner } = await bookableCentre(db);
    const mobile = freshMobile();
    await db.user.create({
      data: {
        name: "Customer",
        email: `c-${mobile}@example.com`,
        phone: `+91${mobile}`,
        passwordHash: "",
        role: "user",
      },
    });
    await as(owner.token).team.invite({ mobile, role: "staff" });
    const token = smsInviteToken(mobile);
    // Nothing is said of the number's account before its code is given.
    expect(await codeOf(as().team.invites.acceptWithCode({ token, code: "123456" }))).toBe("BAD_REQUEST");
    await as().team.invites.requestCode({ token });
    const refusal = await as()
      .team.invites.acceptWithCode({ token, code: latestCode(standin, `+91${mobile}`) })
      .catch((error: TRPCError) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("FORBIDDEN");
    expect((refusal as TRPCError).message).toMatch(/customer account cannot join/);
  });

  it("lets only owners make owners; a manager invites and removes staff but not owners", async () => {
    const { owner } = await bookableCentre(db);
    const manager = await joinByPhone(owner.token, "manager");
    expect(await codeOf(as(manager.token).team.invite({ mobile: freshMobile(), role: "owner" }))).toBe(
      "FORBIDDEN",
    );
    const staff = await joinByPhone(manager.token, "staff");
    expect(
      await codeOf(
        as(manager.token).team.changeRole({
          userId: staff.userId,
          role: "owner",
          version: await shownVersion(manager.token, staff.userId),
        }),
      ),
    ).toBe("FORBIDDEN");
    expect(await codeOf(as(manager.token).team.remove({ userId: owner.id }))).toBe("FORBIDDEN");
    // Staff cannot manage the team at all.
    expect(await codeOf(as(staff.token).team.invite({ mobile: freshMobile(), role: "staff" }))).toBe(
      "FORBIDDEN",
    );
    await as(manager.token).team.remove({ userId: staff.userId });
    expect(await db.centreMember.count({ where: { userId: staff.userId } })).toBe(0);
  });

  it("keeps the legal owner and at least one owner", async () => {
    const { owner } = await bookableCentre(db);
    const second = await joinByPhone(owner.token, "manager");
    await as(owner.token).team.changeRole({
      userId: second.userId,
      role: "owner",
      version: await shownVersion(owner.token, second.userId),
    });
    // The registered owner is never demoted or removed, even with another owner.
    expect(
      await codeOf(
        as(second.token).team.changeRole({
          userId: owner.id,
          role: "manager",
          version: await shownVersion(second.token, owner.id),
        }),
      ),
    ).toBe("CONFLICT");
    expect(await codeOf(as(second.token).team.remove({ userId: owner.id }))).toBe("CONFLICT");
    // The second owner can be demoted while the legal owner remains.
    await as(owner.token).team.changeRole({
      userId: second.userId,
      role: "staff",
      version: await shownVersion(owner.token, second.userId),
    });
    const roles = (await as(owner.token).team.list()).members.map((m) => m.role);
    expect(roles).toEqual(["owner", "staff"]);
    expect(await codeOf(as(owner.token).team.remove({ userId: owner.id }))).toBe("CONFLICT");
  });

  it("ends every session of a removed member, and takes them off the bookings they were washing", async () => {
    const { owner, centre } = await bookableCentre(db);
    const staff = await joinByPhone(owner.token, "staff");
    const second = await db.session.count({ where: { userId: staff.userId, revokedAt: null } });
    expect(second).toBe(1);
    expect(await resolveSession(db, staff.token)).not.toBeNull();
    await as(owner.token).team.remove({ userId: staff.userId });
    expect(await resolveSession(db, staff.token)).toBeNull();
    expect(await db.session.count({ where: { userId: staff.userId, revokedAt: null } })).toBe(0);
    expect(await codeOf(as(staff.token).centreBookings.list({ page: 1, pageSize: 5 }))).toBe("UNAUTHORIZED");
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "team.member_removed", entityId: String(centre.id) },
    });
    expect(audit.data).toMatchObject({ userId: staff.userId, sessionsEnded: 1 });
  });

  it("revokes a waiting invite, and refuses one number twice", async () => {
    const { owner } = await bookableCentre(db);
    const mobile = freshMobile();
    await as(owner.token).team.invite({ mobile, role: "staff" });
    expect(await codeOf(as(owner.token).team.invite({ mobile, role: "manager" }))).toBe("CONFLICT");
    const [waiting] = (await as(owner.token).team.list()).invites;
    if (!waiting) throw new Error("no invite");
    await as(owner.token).team.revokeInvite({ inviteId: waiting.id });
    expect((await as(owner.token).team.list()).invites).toEqual([]);
    expect(await as().team.invites.preview({ token: smsInviteToken(mobile) })).toMatchObject({
      usable: false,
    });
  });

  it("limits the invites a centre sends in an hour", async () => {
    const { owner, centre } = await bookableCentre(db);
    await db.centreInvite.createMany({
      data: Array.from({ length: 20 }, (_, n) => ({
        centreId: centre.id,
        phone: `+9170000${String(n).padStart(5, "0")}`,
        role: "staff" as const,
        invitedById: owner.id,
        tokenHash: `limit-${centre.id}-${n}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    });
    expect(await codeOf(as(owner.token).team.invite({ mobile: freshMobile(), role: "staff" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
  });

  it("names the field of a bad invite", async () => {
    const { owner } = await bookableCentre(db);
    const refusal = await as(owner.token)
      .team.invite({ role: "staff" })
      .catch((error: TRPCError) => error);
    expect((refusal as TRPCError).code).toBe("BAD_REQUEST");
    expect(JSON.stringify((refusal as TRPCError).cause)).toContain("mobile");
  });
});

describe("washers", () => {
  it("assigns a member of the booking's centre, shows them on the board, and refuses anyone else", async () => {
    const a = await bookableCentre(db);
    const b = await bookableCentre(db);
    const staff = await joinByPhone(a.owner.token, "staff");
    const customer = await signedInUser(db, "user");
    const booking = await db.booking.create({
      data: {
        code: `W${Date.now().toString(36).toUpperCase()}`.slice(0, 10),
        customerId: customer.id,
        centreId: a.centre.id,
        status: "confirmed",
        paymentStatus: "pending",
        paymentMethod: "cash",
        slotStart: new Date(Date.now() + 3_600_000),
        slotEnd: new Date(Date.now() + 5_400_000),
        vehicleTypeId: a.vehicleType.id,
        vehicleNumber: "DL 3C AB 1234",
        contactMobile: "9876543210",
        state: "Delhi",
        city: "New Delhi",
        address: "12 Ring Road",
        zip: "110024",
        subtotalPaise: 49_900,
        totalPaise: 49_900,
      },
    });
    // Staff assign themselves (bookings.act).
    expect(
      await as(staff.token).centreBookings.assignWasher({ bookingId: booking.id, washerId: staff.userId }),
    ).toEqual({
      bookingId: booking.id,
      washer: { id: staff.userId, name: "New staff" },
    });
    const board = await as(a.owner.token).centreBookings.list({ page: 1, pageSize: 50 });
    expect(board.items.find((item) => item.id === booking.id)?.washer).toEqual({
      id: staff.userId,
      name: "New staff",
    });
    // B's owner is no member of A: not a washer there, and B cannot reach A's booking.
    expect(
      await codeOf(
        as(a.owner.token).centreBookings.assignWasher({ bookingId: booking.id, washerId: b.owner.id }),
      ),
    ).toBe("BAD_REQUEST");
    expect(
      await codeOf(as(b.owner.token).centreBookings.assignWasher({ bookingId: booking.id, washerId: null })),
    ).toBe("NOT_FOUND");
    await as(a.owner.token).centreBookings.assignWasher({ bookingId: booking.id, washerId: null });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).washerId).toBeNull();
  });
});

describe("branches", () => {
  it("lets an owner add a pending branch and sums the overview across branches", async () => {
    const { owner, centre } = await bookableCentre(db);
    const branch = await as(owner.token).team.branches.add({
      centreName: "Sparkle Noida",
      mobile: "9876543210",
      email: `noida-${Date.now()}@example.com`,
      gstDeclaration: true,
      locality: "Sector 18",
      city: "Noida",
      state: "Uttar Pradesh",
      zip: "201301",
    });
    expect(branch).toMatchObject({ status: "pending", role: "owner" });
    expect((await as(owner.token).team.branches.list()).map((b) => b.id)).toEqual([centre.id, branch.id]);
    const me = await as(owner.token, branch.id).dashboard.me();
    expect(me.centre.id).toBe(branch.id);
    expect(me.branches.map((b) => b.id)).toEqual([centre.id, branch.id]);
    const today = new Date().toISOString().slice(0, 10);
    const overview = await as(owner.token).dashboard.overview({ from: today, to: today });
    expect(overview.allBranches?.centres).toBe(2);
    // A manager cannot add branches.
    const manager = await joinByPhone(owner.token, "manager");
    expect(
      await codeOf(
        as(manager.token).team.branches.add({
          centreName: "Nope",
          mobile: "9876543210",
          email: "nope@example.com",
          gstDeclaration: true,
          locality: "Saket",
          city: "New Delhi",
          state: "Delhi",
          zip: "110017",
        }),
      ),
    ).toBe("FORBIDDEN");
    expect((await as(manager.token).dashboard.overview({ from: today, to: today })).allBranches).toBeNull();
  });
});
