import { randomBytes } from "node:crypto";
import type { CentreRole } from "@chamak/contracts";
import { hashToken } from "../../src/modules/accounts/session.service";
import { signedInUser } from "./caller";
import { unique, type World } from "./security-world";

/** A waiting invite to `centreId`, written straight in, with the token its link would carry. */
export async function freshInvite(
  world: Pick<World, "db">,
  centreId: number,
  to: { mobile: string } | { email: string },
  role: CentreRole = "staff",
) {
  const token = randomBytes(32).toString("base64url");
  const invite = await world.db.centreInvite.create({
    data: {
      centreId,
      role,
      ...("mobile" in to ? { phone: `+91${to.mobile}` } : { email: to.email }),
      invitedById: (await world.db.centre.findUniqueOrThrow({ where: { id: centreId } })).ownerId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { id: invite.id, token };
}

/** A new centre account made a member of `centreId` with `role`, with a session of its own. */
export async function freshMemberOf(world: Pick<World, "db">, centreId: number, role: CentreRole) {
  const user = await signedInUser(world.db, "vendor", { email: `member-${unique()}@test.chamak.in` });
  await world.db.centreMember.create({ data: { centreId, userId: user.id, role } });
  return user;
}
