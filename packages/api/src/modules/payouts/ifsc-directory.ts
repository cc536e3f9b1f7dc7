import { createRequire } from "node:module";

/**
 * Which bank an IFSC belongs to, and whether RBI lists it, read offline from Razorpay's IFSC dataset (the `ifsc`
 * package, MIT, refreshed from RBI's lists with each release). Only its JSON is read: its own lookup asks
 * Razorpay's API over the network (and needs the `request` package, left out by pnpm's overrides). The dataset
 * names banks, not branches, so a branch is shown by its code.
 */
interface Dataset {
  /** Bank code (first four letters) to its branch codes (the last six characters; numbers where all digits). */
  branches: Record<string, readonly (number | string)[]>;
  bankNames: Record<string, string>;
  /** IFSCs of a bank's branches that serve another (a co-operative through a sponsor bank), to that bank's code. */
  sublets: Record<string, string>;
  /** Prefixes of IFSCs that are sublets (e.g. "ALLA0AU"), to the bank's code. */
  customSublets: Record<string, string>;
}

let dataset: Dataset | undefined;
const branchSets = new Map<string, Set<string>>();

/** Read on first use (1.4 MB of JSON): most requests never look up a bank. */
function data(): Dataset {
  if (dataset) return dataset;
  const require = createRequire(import.meta.url);
  dataset = {
    branches: require("ifsc/src/IFSC.json"),
    bankNames: require("ifsc/src/banknames.json"),
    sublets: require("ifsc/src/sublet.json"),
    customSublets: require("ifsc/src/custom-sublets.json"),
  };
  return dataset;
}

function branchesOf(bankCode: string): Set<string> | undefined {
  const known = branchSets.get(bankCode);
  if (known) return known;
  const list = data().branches[bankCode];
  if (!list) return undefined;
  const set = new Set(list.map((code) => (typeof code === "number" ? String(code).padStart(6, "0") : code)));
  branchSets.set(bankCode, set);
  return set;
}

export interface IfscBank {
  ifsc: string;
  bankName: string;
  /** The branch's code within the bank (the IFSC's last six characters). */
  branchCode: string;
}

/** The bank of an IFSC RBI lists, or null for one it does not (mistyped, or a closed branch). */
export function bankOfIfsc(ifsc: string): IfscBank | null {
  const code = ifsc.trim().toUpperCase();
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return null;
  const bankCode = code.slice(0, 4);
  const branchCode = code.slice(5);
  if (!branchesOf(bankCode)?.has(branchCode)) return null;
  const { bankNames, sublets, customSublets } = data();
  const subletOf =
    sublets[code] ?? Object.entries(customSublets).find(([prefix]) => code.startsWith(prefix))?.[1];
  const bankName = bankNames[subletOf ?? bankCode] ?? bankNames[bankCode];
  if (!bankName) return null;
  return { ifsc: code, bankName, branchCode };
}
