/** Hostile input against the vendor console procedures (own centre); see hostile-suite.ts. */

import { PROCEDURES } from "../support/procedure-fixtures";
import { hostileInputSuite } from "./hostile-suite";

const levels: readonly string[] = ["vendor"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "vendor");
