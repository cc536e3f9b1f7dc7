import type {
  LoginInput,
  Profile,
  ProfileUpdateInput,
  RegisterInput,
  SessionOutput,
} from "@chamak/contracts";
import { type Db, hashPassword, verifyPassword } from "@chamak/db";
import { DomainError } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import type { RateLimiter } from "../../lib/rate-limiter";
import { claimEdit } from "../../lib/stale-edit";
import { THROTTLES, throttle } from "../../lib/throttle";
import { clearLoginFailures, countLoginAttempt } from "./login-throttle";
import { assertPasswordNotCommon } from "./password-strength";
import { hasPassword } from "./phone-account";
import { toDateColumn, toProfile } from "./profile.mapper";
import { createSession, type RequestMeta, revokeSession } from "./session.service";
import { suspendedAccountError } from "./suspension";

// Verified against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = hashPassword("not-a-real-password-0");

export async function register(
  db: Db,
  limiter: RateLimiter,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<SessionOutput> {
  await throttle(limiter, `register:${meta.ip}`, THROTTLES.registration);
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        state: input.state,
        city: input.city,
        address: input.address,
        zip: input.zip,
        passwordHash,
        role: "user",
      },
    });
    const session = await createSession(db, user.id, meta);
    return { ...session, user: toProfile(user) };
  } catch (error) {
    if (isUniqueViolation(error, "email")) {
      throw new DomainError("CONFLICT", "emailTaken", "email");
    }
    throw error;
  }
}

export async function login(
  db: Db,
  limiter: RateLimiter,
  input: LoginInput,
  meta: RequestMeta,
): Promise<SessionOutput> {
  await countLoginAttempt(limiter, meta.ip, input.email);
  const user = await db.user.findUnique({ where: { email: input.email } });
  // An account made by phone has no password: checked against the dummy too, so it takes as long.
  const hash = user && hasPassword(user.passwordHash) ? user.passwordHash : await DUMMY_HASH;
  const valid = (await verifyPassword(hash, input.password)) && hash !== (await DUMMY_HASH);
  if (!user || !valid) throw new DomainError("UNAUTHENTICATED", "invalidCredentials");
  await clearLoginFailures(limiter, meta.ip, input.email);
  if (user.status === "suspended") throw suspendedAccountError(user.suspendedMessage);
  const session = await createSession(db, user.id, meta);
  return { ...session, user: toProfile(user) };
}

export function logout(db: Db, token: string): Promise<void> {
  return revokeSession(db, token);
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new DomainError("NOT_FOUND", "accountNotFound");
  return toProfile(user);
}

/** Saves the profile form; a form opened at another version is refused with the profile as it is now. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdateInput): Promise<Profile> {
  const user = await db.$transaction(async (tx) => {
    await claimEdit(tx, {
      record: "profile",
      id: userId,
      seen: input.version,
      changed: "profileChanged",
      current: async () => toProfile(await tx.user.findUniqueOrThrow({ where: { id: userId } })),
    });
    return tx.user.update({
      where: { id: userId },
      data: {
        name: input.name,
        mobile: input.mobile,
        state: input.state,
        city: input.city,
        address: input.address,
        zip: input.zip,
        dateOfBirth: toDateColumn(input.dateOfBirth),
        gender: input.gender,
      },
    });
  });
  return toProfile(user);
}
