import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { JOB_CARD_POLICY } from "@chamak/contracts";

/** Which code a job card waits for: the hand-over at check-in, or the return when the customer collects. */
export type CodeStep = "handover" | "return";

/** A fresh random code of JOB_CARD_POLICY.codeDigits digits (leading zeros kept). */
export function newJobCardCode(): string {
  return String(randomInt(0, 10 ** JOB_CARD_POLICY.codeDigits)).padStart(JOB_CARD_POLICY.codeDigits, "0");
}

/**
 * The code's keyed hash. With only 10,000 codes a plain hash is no secret (anyone with the table tries them
 * all); the key is the server's OTP key, never in the database. The card and the step are in it, so a hand-over
 * code is no good as a return code or for another car.
 */
export function jobCardCodeHash(key: string, jobCardId: number, step: CodeStep, code: string): string {
  return createHmac("sha256", key).update(`job_card|${jobCardId}|${step}|${code}`).digest("hex");
}

/** Whether the code matches the stored hash, in constant time. */
export function codeMatches(key: string, jobCardId: number, step: CodeStep, code: string, hash: string) {
  const left = Buffer.from(jobCardCodeHash(key, jobCardId, step, code), "hex");
  const right = Buffer.from(hash, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "+91 ••••• •3210": enough for staff and the customer to know where the code went. */
export function maskedPhone(phone: string): string {
  return `+91 ••••• •${phone.slice(-4)}`;
}
