import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, parse } from "node:path";

/** The installed version of a dependency whose package.json is not exported. */
export function packageVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (dir !== parse(dir).root) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: string;
        version: string;
      };
      if (manifest.name === name) return manifest.version;
    } catch {}
    dir = dirname(dir);
  }
  throw new Error(`Cannot find the package.json of ${name}`);
}
