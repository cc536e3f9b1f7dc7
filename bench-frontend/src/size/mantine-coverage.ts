// apps/web imports Mantine's styles per component (src/mantine.css) rather than the whole styles.css.
// This finds Mantine classes the built JS uses whose rules exist in the full styles.css but are missing
// from the built CSS: a component added without its stylesheet.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const MANTINE_CLASS = /\bm_[0-9a-f]{7,8}\b/g;

export function missingMantineClasses(webDir: string, distDir = join(webDir, "dist")): string[] {
  const fullCss = readFileSync(
    createRequire(join(webDir, "package.json")).resolve("@mantine/core/styles.css"),
    "utf8",
  );
  const assets = join(distDir, "assets");
  const files = readdirSync(assets);
  const text = (ext: string) =>
    files
      .filter((file) => file.endsWith(ext))
      .map((file) => readFileSync(join(assets, file), "utf8"))
      .join("\n");
  const styled = new Set(fullCss.match(MANTINE_CLASS));
  const built = new Set(text(".css").match(MANTINE_CLASS));
  const used = new Set(text(".js").match(MANTINE_CLASS));
  return [...used].filter((name) => styled.has(name) && !built.has(name)).sort();
}
