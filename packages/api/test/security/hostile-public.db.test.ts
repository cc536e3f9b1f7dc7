/** Hostile input against the procedures anyone or any signed-in account may call; see hostile-suite.ts. */

import { PROCEDURES } from "../support/procedure-fixtures";
import { hostileInputSuite } from "./hostile-suite";

const levels: readonly string[] = ["public", "authed"];

// A procedure without a fixture lands here, where the suite's first test fails on it.
hostileInputSuite((path) => {
  const level = PROCEDURES[path]?.level;
  return level === undefined || levels.includes(level);
}, "public and signed-in");
