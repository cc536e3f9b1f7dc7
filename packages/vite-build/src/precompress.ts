import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing ahead of time. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside a text file, so a static server that serves precompressed files
 * (@fastify/static's `preCompressed: true`, nginx `gzip_static`/`brotli_static`) sends about a quarter of the
 * bytes without compressing on each request. Files under 1 kB are left alone.
 */
export function precompressFile(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Precompresses every text asset of a client build (not a server bundle), once the bundle is written. */
export function precompress(): Plugin {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "chamak:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes(".vite"))) {
        precompressFile(file);
      }
    },
  };
}
