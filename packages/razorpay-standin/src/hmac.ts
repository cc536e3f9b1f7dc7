import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const hmacSha256Hex = (message: string, secret: string) =>
  createHmac("sha256", secret).update(message).digest("hex");

/** Constant-time string comparison for credentials of any length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
