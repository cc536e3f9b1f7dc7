/** Hostile input against the customer procedures (bookings, reviews); see hostile-suite.ts. */
import { hostileInputSuite } from "./hostile-suite";
import { PROCEDURES } from "./procedure-fixtures";

const levels: readonly string[] = ["customer"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "customer");
