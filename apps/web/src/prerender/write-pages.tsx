// Run by `pnpm build` after the client build (see package.json): writes the prerendered pages into the
// client build. Usage: node <this bundle> <client build dir>
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { precompressFile } from "@chamak/vite-build";
import { HELD_SUBMIT_SCRIPT } from "./held-submit";
import { PRERENDERED_PAGES, PRERENDERED_ROUTES_FILE, ROUTE_SHELLS } from "./prerendered-pages";
import { renderPage } from "./render-page";
import { routeAssetTags } from "./route-assets";
import { VISITOR_GATE_SCRIPT, VISITOR_GATE_STYLE } from "./visitor-gate";

const dist = resolve(process.argv[2] ?? "dist");
const template = readFileSync(join(dist, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`${dist}/index.html has no empty ${ROOT}`);

// Named by content like Vite's assets, so the server's year-long immutable caching stays correct.
const headScript = `${VISITOR_GATE_SCRIPT};${HELD_SUBMIT_SCRIPT}`;
const headHash = createHash("sha256").update(headScript).digest("hex").slice(0, 10);
const headFile = `assets/prerender-head-${headHash}.js`;
writeFileSync(join(dist, headFile), headScript);
// Before the stylesheets: a script placed after one waits for it before running.
const CHARSET = '<meta charset="UTF-8" />';
const gate = `${CHARSET}\n    <script src="/${headFile}"></script>\n    <style>${VISITOR_GATE_STYLE}</style>`;

mkdirSync(join(dist, "prerendered"), { recursive: true });
const routes: Record<string, string> = {};

/** index.html with the visitor gate, the route's assets and `root` in place of the empty root element. */
function writePage(page: { path: string; routeFile: string; file: string }, root: string): void {
  const document = template
    .replace(CHARSET, gate)
    .replace("</head>", `  ${routeAssetTags(dist, page.routeFile)}\n  </head>`)
    .replace(ROOT, root);
  const file = join(dist, "prerendered", page.file);
  writeFileSync(file, document);
  precompressFile(file);
  routes[page.path] = `prerendered/${page.file}`;
  console.log(`prerendered ${page.path} -> ${routes[page.path]} (${document.length} bytes)`);
}

for (const page of PRERENDERED_PAGES) {
  const html = await renderPage(page.path);
  writePage(page, `<div id="root" data-prerendered="${page.path}">${html}</div>`);
}
for (const shell of ROUTE_SHELLS) {
  // Inert: what a visitor types into the frame would be lost when the app replaces it.
  const frame = await renderPage(shell.frame);
  writePage(shell, `<div id="root" data-shell><div inert>${frame}</div></div>`);
}
writeFileSync(join(dist, PRERENDERED_ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
