import { randomBytes } from "node:crypto";
import {
  type AcceptInviteOutput,
  type AcceptInviteWithCodeInput,
  type AcceptInviteWithPasswordInput,
  type InvitePreview,
  type OtpRequestOutput,
  TEAM_INVITE_PATH,
  TEAM_INVITE_POLICY,
  type TeamInviteInput,
  type TeamOutput,
  toE164,
} from "@chamak/contracts";
import { type Db, type DbTx, hashPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { lockRow } from "../../lib/row-lock";
import type { ResetLinkDeps } from "../accounts";
import {
  assertPasswordNotCommon,
  createPasswordAccount,
  createPhoneAccount,
  createSession,
  hashToken,
  type RequestMeta,
  requestCode,
  type SessionUser,
  suspendedAccountError,
  toProfile,
} from "../accounts";
import { assertCentreMayChange, type VendorActor } from "../centre";
import type { MessagingDeps } from "../messaging";
import { countAddressAttempt, verifyOtp } from "../messaging";
import { composeTeamInviteEmail } from "./compose-invite-email";
import { assertMayHandleRole, listTeam } from "./team.service";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How invites reach people: SMS for a number, email for an address. */
export interface InviteDeps {
  messaging: MessagingDeps | undefined;
  resetLinks: ResetLinkDeps | undefined;
}

function unavailable(): DomainError {
  return new DomainError("UNAVAILABLE", "unavailable");
}

/**
 * Invites a person to the caller's centre by +91 number (SMS) or email, with a link carrying 32 random bytes
 * of which only the SHA-256 is kept. The message is sent in the request (like a sign-in code or a reset link:
 * through the outbox the token would sit in the database in clear); when the provider refuses it, the invite
 * is taken back and the caller told to try again. At most TEAM_INVITE_POLICY.perCentrePerHour a centre.
 */
export async function inviteToTeam(
  db: Db,
  deps: InviteDeps,
  actor: VendorActor,
  input: TeamInviteInput,
): Promise<TeamOutput> {
  assertCentreMayChange(actor.centre);
  assertMayHandleRole(actor, input.role);
  const centreId = actor.centre.id;
  const phone = input.mobile ? toE164(input.mobile) : null;
  const email = phone ? null : (input.email ?? null);
  const field = phone ? "mobile" : "email";
  const mailer = email ? deps.resetLinks : null;
  if ((phone && !deps.messaging) || (email && !mailer)) throw unavailable();
  const siteUrl = (deps.resetLinks?.siteUrl ?? "").replace(/\/+$/, "");
  const now = currentTime();
  const token = randomBytes(32).toString("base64url");

  const { invite, centreName } = await db.$transaction(async (tx) => {
    await lockRow(tx, "centres", centreId);
    const sent = await tx.centreInvite.count({
      where: { centreId, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } },
    });
    if (sent >= TEAM_INVITE_POLICY.perCentrePerHour)
      throw new DomainError("RATE_LIMITED", "tooManyInvites", field);
    const already = await tx.centreMember.findFirst({
      where: { centreId, user: phone ? { phone } : { email: email ?? "" } },
      select: { id: true },
    });
    if (already) throw new DomainError("CONFLICT", "alreadyMember", field);
    const waiting = await tx.centreInvite.findFirst({
      where: { centreId, phone, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      select: { id: true },
    });
    if (waiting) throw new DomainError("CONFLICT", "invitePending", field);
    const invite = await tx.centreInvite.create({
      data: {
        centreId,
        phone,
        email,
        role: input.role,
        invitedById: actor.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TEAM_INVITE_POLICY.ttlDays * DAY_MS),
      },
      select: { id: true },
    });
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "team.invited",
      { type: "centre_invite", id: invite.id },
      { centreId, role: input.role, channel: phone ? "sms" : "email" },
    );
    const centre = await tx.centre.findUniqueOrThrow({ where: { id: centreId }, select: { name: true } });
    return { invite, centreName: centre.name };
  });

  const link = `${siteUrl}${TEAM_INVITE_PATH}?token=${token}`;
  try {
    if (phone && deps.messaging) {
      await deps.messaging.channels.sms.send({
        to: phone,
        template: "team_invite",
        values: { centre: centreName.slice(0, 30), role: input.role, link },
        lang: "en",
      });
    } else if (email && mailer) {
      await mailer.mailer.send({ to: email, ...composeTeamInviteEmail(centreName, input.role, link) });
    }
  } catch (error) {
    // Not delivered: the invite goes, so the owner can simply send it again.
    await db.centreInvite.delete({ where: { id: invite.id } });
    if (phone) deps.messaging?.onSendFailure?.(error, "sms");
    else deps.resetLinks?.onSendFailure?.(error);
    throw unavailable();
  }
  return listTeam(db, actor);
}

async function inviteByToken(db: Db | DbTx, token: string) {
  const invite = await db.centreInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      centreId: true,
      phone: true,
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      centre: { select: { name: true } },
    },
  });
  if (!invite) throw new DomainError("NOT_FOUND", "inviteInvalid", "token");
  return invite;
}

type Invite = Awaited<ReturnType<typeof inviteByToken>>;

const usable = (invite: Invite, now: Date) =>
  invite.acceptedAt === null && invite.revokedAt === null && invite.expiresAt > now;

function assertUsable(invite: Invite): void {
  if (!usable(invite, currentTime())) throw new DomainError("CONFLICT", "inviteUsed", "token");
}

function masked(invite: Invite): string {
  if (invite.phone) return `+91 ******${invite.phone.slice(-4)}`;
  const [local = "", domain = ""] = (invite.email ?? "").split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** What the invite's page shows before anyone signs in: the centre, the role and where it was sent (masked). */
export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  const invite = await inviteByToken(db, token);
  return {
    centreName: invite.centre.name,
    role: invite.role,
    sentTo: masked(invite),
    channel: invite.phone ? "phone" : "email",
    usable: usable(invite, currentTime()),
  };
}

/** A customer or admin account cannot be staff: work needs an account of its own. */
function assertMayJoin(user: { role: string; status: string; suspendedMessage: string | null }): void {
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  if (user.role !== "vendor") throw new DomainError("FORBIDDEN", "customerCannotJoinCentre", "token");
}

/** Spends the invite and adds the member, once (of two tabs accepting, one wins). */
async function join(tx: DbTx, invite: Invite, userId: number): Promise<void> {
  const spent = await tx.centreInvite.updateMany({
    where: { id: invite.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: currentTime() } },
    data: { acceptedAt: currentTime(), acceptedById: userId },
  });
  if (spent.count !== 1) throw new DomainError("CONFLICT", "inviteUsed", "token");
  const existing = await tx.centreMember.findUnique({
    where: { centreId_userId: { centreId: invite.centreId, userId } },
    select: { id: true },
  });
  if (existing) throw new DomainError("CONFLICT", "alreadyMember", "token");
  await tx.centreMember.create({
    data: { centreId: invite.centreId, userId, role: invite.role, addedById: null },
  });
  await audit(
    tx,
    { id: userId, role: "vendor" },
    "team.joined",
    { type: "centre", id: invite.centreId },
    { inviteId: invite.id, role: invite.role },
  );
}

const accepted = (invite: Invite, session: AcceptInviteOutput["session"]): AcceptInviteOutput => ({
  centre: { id: invite.centreId, name: invite.centre.name },
  role: invite.role,
  session,
});

/** Accepts as the signed-in account, whose verified number or email must be the one the invite went to. */
export async function acceptInvite(db: Db, user: SessionUser, token: string): Promise<AcceptInviteOutput> {
  const invite = await inviteByToken(db, token);
  assertUsable(invite);
  const account = await db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { id: true, phone: true, email: true, role: true, status: true, suspendedMessage: true },
  });
  const matches = invite.phone ? account.phone === invite.phone : account.email === invite.email;
  if (!matches) throw new DomainError("FORBIDDEN", "inviteNotForYou", "token");
  assertMayJoin(account);
  await db.$transaction((tx) => join(tx, invite, account.id));
  return accepted(invite, null);
}

/** Sends a sign-in code to the number a phone invite went to (the invite's page does not show it in full). */
export async function requestInviteCode(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  token: string,
  meta: RequestMeta,
): Promise<OtpRequestOutput> {
  const invite = await inviteByToken(db, token);
  assertUsable(invite);
  if (!invite.phone) throw new DomainError("BAD_INPUT", "inviteInvalid", "token");
  return requestCode(
    db,
    limiter,
    messaging,
    "sign_in",
    { mobile: invite.phone.slice(3), channel: "sms" },
    meta,
  );
}

/**
 * Accepts a phone invite by the code sent to its number: signs in the account with that verified number (a
 * centre account; a customer's is refused), or makes one, a centre account with the name given.
 */
export async function acceptInviteWithCode(
  db: Db,
  limiter: RateLimiter,
  messaging: MessagingDeps,
  input: AcceptInviteWithCodeInput,
  meta: RequestMeta,
): Promise<AcceptInviteOutput> {
  const invite = await inviteByToken(db, input.token);
  assertUsable(invite);
  const phone = invite.phone;
  if (!phone) throw new DomainError("BAD_INPUT", "inviteInvalid", "token");
  // The code is checked before anything is said about the number's account (without spending it: a name may
  // still be missing).
  const target = { phone, purpose: "sign_in" as const };
  await verifyOtp(db, limiter, messaging, target, input.code, { ip: meta.ip, consume: false });
  const existing = await db.user.findUnique({ where: { phone } });
  if (existing) assertMayJoin(existing);
  else if (!input.name) throw new DomainError("BAD_INPUT", "required", "name");
  await verifyOtp(db, limiter, messaging, target, input.code, { ip: meta.ip, consume: true });
  if (!existing) await countAddressAttempt(limiter, messaging.limits, "signUp", meta.ip);
  const user = await db.$transaction(async (tx) => {
    const user =
      existing ??
      (await createPhoneAccount(tx, {
        phone,
        mobile: phone.slice(3),
        name: input.name ?? "",
        role: "vendor",
      }));
    if (!existing)
      await audit(tx, { id: user.id, role: "vendor" }, "account.created_by_invite", {
        type: "user",
        id: user.id,
      });
    await join(tx, invite, user.id);
    return user;
  });
  const session = await createSession(db, user.id, meta);
  return accepted(invite, { ...session, user: toProfile(user) });
}

/**
 * Accepts an email invite by making a centre account with its address and a password (the link proved the
 * mailbox). An address that already has an account signs in first and accepts signed in.
 */
export async function acceptInviteWithPassword(
  db: Db,
  input: AcceptInviteWithPasswordInput,
  meta: RequestMeta,
): Promise<AcceptInviteOutput> {
  const invite = await inviteByToken(db, input.token);
  assertUsable(invite);
  const email = invite.email;
  if (!email) throw new DomainError("BAD_INPUT", "inviteInvalid", "token");
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new DomainError("CONFLICT", "inviteSignInFirst", "token");
  }
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.$transaction(async (tx) => {
      const user = await createPasswordAccount(tx, { name: input.name, email, passwordHash, role: "vendor" });
      await audit(tx, { id: user.id, role: "vendor" }, "account.created_by_invite", {
        type: "user",
        id: user.id,
      });
      await join(tx, invite, user.id);
      return user;
    });
    const session = await createSession(db, user.id, meta);
    return accepted(invite, { ...session, user: toProfile(user) });
  } catch (error) {
    if (isUniqueViolation(error, "email")) throw new DomainError("CONFLICT", "inviteSignInFirst", "token");
    throw error;
  }
}
