import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLE_GSTIN, validateGstin } from "./gstin";

const ROOT = join(import.meta.dirname, "..", "..", "..");
/** Where the texts people read are: the catalogues, both apps' screens, the shared components and contracts. */
const SHOWN = [
  "packages/i18n/locales",
  "apps/web/src",
  "apps/console/src",
  "packages/ui/src",
  "packages/contracts/src",
];
/** Anything GSTIN-shaped: state code, PAN, entity number, Z, check character. */
const GSTIN_LIKE = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/g;
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (/\.(json|tsx?)$/.test(entry.name) && !isTest(entry.name)) yield path;
  }
}

const examples = SHOWN.flatMap((dir) =>
  [...textFiles(join(ROOT, dir))].flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(GSTIN_LIKE)].map((m) => ({
      file: relative(ROOT, path),
      gstin: m[0],
    })),
  ),
);

describe("example GSTINs shown in the apps", () => {
  it("the forms' example passes its own check", () => {
    expect(validateGstin(EXAMPLE_GSTIN)).toEqual({ ok: true, stateName: "Delhi" });
  });

  it("finds the GSTINs written into texts and components (the marketplace's own, on its invoices)", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples)("$gstin in $file passes validateGstin", ({ gstin }) => {
    expect(validateGstin(gstin)).toMatchObject({ ok: true });
  });
});
