/** Hostile input against the admin console procedures; see hostile-suite.ts. */
import { hostileInputSuite } from "./hostile-suite";
import { PROCEDURES } from "./procedure-fixtures";

const levels: readonly string[] = ["admin"];

hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level !== undefined && levels.includes(level);
}, "admin");
