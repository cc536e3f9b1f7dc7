/** Hostile input against the vendor console procedures (own centre); see hostile-suite.ts. */
import { hostileInputSuite } from "./hostile-suite";
import { PROCEDURES } from "./procedure-fixtures";

const levels: readonly string[] = ["vendor"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "vendor");
