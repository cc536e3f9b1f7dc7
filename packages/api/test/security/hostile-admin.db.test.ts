/** Hostile input against the admin console procedures; see hostile-suite.ts. */

import { PROCEDURES } from "../support/procedure-fixtures";
import { hostileInputSuite } from "./hostile-suite";

const levels: readonly string[] = ["admin"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "admin");
