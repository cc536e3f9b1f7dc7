import { type Algorithm, hash, type Options, verify } from "@node-rs/argon2";

/**
 * OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. The native binding generates a
 * fresh 16-byte salt per hash, and the PHC string it returns records the parameters, so the
 * cost can be raised later without invalidating stored hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** True when `plain` matches `passwordHash`; false for a wrong password or a malformed hash, never a throw. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  if (!passwordHash.startsWith("$argon2")) return false;
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
