/** Hostile input against the customer procedures (bookings, reviews); see hostile-suite.ts. */

import { PROCEDURES } from "../support/procedure-fixtures";
import { hostileInputSuite } from "./hostile-suite";

const levels: readonly string[] = ["customer"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "customer");
