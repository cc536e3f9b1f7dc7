import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { packageVersion } from "./package-version";
import { packageDir } from "./paths";

const cacheDir = join(packageDir, "node_modules/.cache/pglite-snapshots");
const inProcess = new Map<string, Promise<Blob>>();
const unusedSnapshotLifetimeMs = 14 * 24 * 3600 * 1000;

/**
 * Contrib extensions every PGlite is created with, so a migration's `CREATE EXTENSION` finds them (PGlite only
 * loads what it is given at creation). btree_gist: bay_reservations' exclusion constraint mixes `=` on integers
 * with `&&` on a time range in one GiST index. pg_trgm: search's similarity of words (typos, words run together).
 */
const extensions = { btree_gist, pg_trgm } satisfies PGliteOptions["extensions"];

/**
 * Opens PGlite in a directory or "memory://". A new database starts from `snapshot`, by default an empty
 * cluster: loading one takes under a second where PGlite's own initdb takes about 3 s.
 */
export async function openPglite(dataDir: string, snapshot?: Promise<Blob>): Promise<PGlite> {
  const inMemory = dataDir.startsWith("memory://");
  const fresh = inMemory || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = fresh
    ? await (snapshot ?? pgliteSnapshot(["empty cluster"], async () => {}))
    : undefined;
  return PGlite.create({ dataDir, extensions, ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * A data directory prepared once by `build` on a new in-memory database, cached in this process and on disk
 * (in node_modules/.cache) under a key covering `inputs` and the PGlite version. Kept as a plain tar (about 45 MB
 * where gzip makes 5): every test database loads one, and unpacking the gzip cost half a second of each load.
 */
export function pgliteSnapshot(inputs: string[], build: (pglite: PGlite) => Promise<void>): Promise<Blob> {
  const key = snapshotKey(inputs);
  let snapshot = inProcess.get(key);
  if (!snapshot) {
    snapshot = readOrBuild(key, build);
    inProcess.set(key, snapshot);
    snapshot.catch(() => inProcess.delete(key));
  }
  return snapshot;
}

async function readOrBuild(key: string, build: (pglite: PGlite) => Promise<void>): Promise<Blob> {
  const file = join(cacheDir, `${key}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return new Blob([readFileSync(file)]);
  }
  const pglite = await PGlite.create({ dataDir: "memory://", extensions });
  try {
    await build(pglite);
    const snapshot = await pglite.dumpDataDir("none");
    mkdirSync(cacheDir, { recursive: true });
    // Write, then rename: a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    pruneUnused();
    return snapshot;
  } finally {
    await pglite.close();
  }
}

/** Every change to the migrations makes a new snapshot; forget those unused for a while. */
function pruneUnused(): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    const unusedMs = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (unusedMs > unusedSnapshotLifetimeMs) rmSync(path, { force: true });
  }
}

function snapshotKey(inputs: string[]): string {
  const hash = createHash("sha256").update(packageVersion("@electric-sql/pglite"));
  for (const input of inputs) hash.update("\0").update(input);
  return hash.digest("hex").slice(0, 24);
}
