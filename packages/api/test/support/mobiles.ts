let serial = 0;

/**
 * A mobile number no other test in this process has used: `first` (6 to 9, kept apart per file so numbers made
 * in different files never meet), the process id, then a counter.
 */
export function newMobile(first: "6" | "7" | "8" | "9"): string {
  serial += 1;
  return `${first}${String(process.pid % 1000).padStart(3, "0")}${String(serial % 1_000_000).padStart(6, "0")}`;
}
