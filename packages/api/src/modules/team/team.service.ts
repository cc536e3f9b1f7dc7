import { type CentreRole, centreRoleMay, type TeamOutput, type TeamRoleInput } from "@chamak/contracts";
import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { lockRow } from "../../lib/row-lock";
import { claimEdit } from "../../lib/stale-edit";
import { isPhoneAccountEmail, revokeAllSessions } from "../accounts";
import { unassignWasherFromComingBookings } from "../booking";
import { assertCentreMayChange, type VendorActor } from "../centre";
import { assertNoJobsAhead } from "../crew";

/** The team of the caller's centre: members, and invites still waiting. */
export async function listTeam(db: Db | DbTx, actor: VendorActor): Promise<TeamOutput> {
  const centreId = actor.centre.id;
  const [centre, members, invites] = await Promise.all([
    db.centre.findUniqueOrThrow({ where: { id: centreId }, select: { id: true, name: true, ownerId: true } }),
    db.centreMember.findMany({
      where: { centreId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        role: true,
        createdAt: true,
        version: true,
        user: { select: { id: true, name: true, phone: true, email: true } },
      },
    }),
    db.centreInvite.findMany({
      where: { centreId, acceptedAt: null, revokedAt: null, expiresAt: { gt: currentTime() } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        phone: true,
        email: true,
        role: true,
        expiresAt: true,
        createdAt: true,
        invitedById: true,
      },
    }),
  ]);
  const inviters = await db.user.findMany({
    where: { id: { in: [...new Set(invites.map((invite) => invite.invitedById))] } },
    select: { id: true, name: true },
  });
  const inviterName = new Map(inviters.map((user) => [user.id, user.name]));
  return {
    centre: { id: centre.id, name: centre.name },
    members: members.map((member) => ({
      userId: member.user.id,
      name: member.user.name,
      phone: member.user.phone,
      email: isPhoneAccountEmail(member.user.email) ? null : member.user.email,
      role: member.role,
      legalOwner: member.user.id === centre.ownerId,
      you: member.user.id === actor.userId,
      createdAt: member.createdAt,
      version: member.version,
    })),
    invites: invites.map(({ invitedById, ...invite }) => ({
      ...invite,
      invitedBy: inviterName.get(invitedById) ?? "",
    })),
  };
}

/** Only owners make, change or remove owners (the role table's `team.owners`). */
export function assertMayHandleRole(actor: VendorActor, role: CentreRole): void {
  if (role === "owner" && !(actor.centre.role && centreRoleMay(actor.centre.role, "team.owners"))) {
    throw new DomainError("FORBIDDEN", "onlyOwnersChangeOwners", "role");
  }
}

/** Team changes of one centre one at a time (so two demotions cannot both leave it without an owner). */
async function lockTeam(tx: DbTx, centreId: number) {
  await lockRow(tx, "centres", centreId);
  return tx.centre.findUniqueOrThrow({ where: { id: centreId }, select: { ownerId: true } });
}

async function memberOf(tx: DbTx, centreId: number, userId: number) {
  const member = await tx.centreMember.findUnique({
    where: { centreId_userId: { centreId, userId } },
    select: { id: true, role: true },
  });
  if (!member) throw new DomainError("NOT_FOUND", "memberNotFound", "userId");
  return member;
}

async function assertAnotherOwner(tx: DbTx, centreId: number, userId: number) {
  const others = await tx.centreMember.count({ where: { centreId, role: "owner", userId: { not: userId } } });
  if (others === 0) throw new DomainError("CONFLICT", "lastOwner", "userId");
}

/**
 * Gives a member another role, if their role is still as the team list showed it (`version`). The legal owner
 * keeps `owner`; a centre always keeps one owner.
 */
export async function changeMemberRole(
  db: Db,
  actor: VendorActor,
  input: TeamRoleInput,
): Promise<TeamOutput> {
  assertCentreMayChange(actor.centre);
  assertMayHandleRole(actor, input.role);
  const centreId = actor.centre.id;
  await db.$transaction(async (tx) => {
    const centre = await lockTeam(tx, centreId);
    const member = await memberOf(tx, centreId, input.userId);
    // Already what was asked: nothing to change, whatever the screen showed.
    if (member.role === input.role) return;
    await claimEdit(tx, {
      record: "teamMember",
      id: member.id,
      seen: input.version,
      changed: "teamRoleChanged",
      current: async () => (await listTeam(tx, actor)).members.find((m) => m.userId === input.userId),
    });
    assertMayHandleRole(actor, member.role);
    if (input.userId === centre.ownerId) throw new DomainError("CONFLICT", "legalOwnerStays", "userId");
    if (member.role === "owner") await assertAnotherOwner(tx, centreId, input.userId);
    await tx.centreMember.update({ where: { id: member.id }, data: { role: input.role } });
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "team.role_changed",
      { type: "centre", id: centreId },
      { userId: input.userId, from: member.role, to: input.role },
    );
  });
  return listTeam(db, actor);
}

/**
 * Takes a member off the team and ends every session of theirs: a phone left signed in at the counter stops
 * working at once (they may be a member of another centre; they sign in again for that).
 */
export async function removeMember(db: Db, actor: VendorActor, userId: number): Promise<TeamOutput> {
  assertCentreMayChange(actor.centre);
  if (userId === actor.userId) throw new DomainError("CONFLICT", "removeYourself", "userId");
  const centreId = actor.centre.id;
  await db.$transaction(async (tx) => {
    const centre = await lockTeam(tx, centreId);
    const member = await memberOf(tx, centreId, userId);
    assertMayHandleRole(actor, member.role);
    if (userId === centre.ownerId) throw new DomainError("CONFLICT", "legalOwnerStays", "userId");
    if (member.role === "owner") await assertAnotherOwner(tx, centreId, userId);
    // A washer or driver with jobs ahead stays until those are reassigned (their crew rows go with them).
    await assertNoJobsAhead(tx, centreId, userId);
    await tx.centreMember.delete({ where: { id: member.id } });
    await unassignWasherFromComingBookings(tx, centreId, userId);
    const sessionsEnded = await revokeAllSessions(tx, userId);
    await audit(
      tx,
      { id: actor.userId, role: "vendor" },
      "team.member_removed",
      { type: "centre", id: centreId },
      { userId, role: member.role, sessionsEnded },
    );
  });
  return listTeam(db, actor);
}

/** Withdraws an invite still waiting; its link stops working. */
export async function revokeInvite(db: Db, actor: VendorActor, inviteId: number): Promise<TeamOutput> {
  assertCentreMayChange(actor.centre);
  await db.$transaction(async (tx) => {
    const invite = await tx.centreInvite.findFirst({
      where: { id: inviteId, centreId: actor.centre.id },
      select: { id: true, role: true },
    });
    if (!invite) throw new DomainError("NOT_FOUND", "inviteNotFound", "inviteId");
    assertMayHandleRole(actor, invite.role);
    const revoked = await tx.centreInvite.updateMany({
      where: { id: invite.id, acceptedAt: null, revokedAt: null },
      data: { revokedAt: currentTime() },
    });
    if (revoked.count === 1) {
      await audit(tx, { id: actor.userId, role: "vendor" }, "team.invite_revoked", {
        type: "centre_invite",
        id: invite.id,
      });
    }
  });
  return listTeam(db, actor);
}
