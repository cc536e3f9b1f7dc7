import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

export type SchemaEngine = bg.SchemaEngine;

// @types/node 20 does not declare WebAssembly (and the DOM lib must not be pulled in here).
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => {
    exports: Record<string, unknown>;
  };
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let loaded = false;

/**
 * Instantiates Prisma's wasm schema engine once per process. Node's ESM loader refuses the package's
 * `import * from "./x.wasm"`, so the module is compiled by hand and given the JS glue as its imports.
 */
function loadWasm(): void {
  if (loaded) return;
  const require = createRequire(import.meta.url);
  const glue = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasm = new Module(readFileSync(join(dirname(glue), "schema_engine_bg.wasm")));
  const imports: Record<string, unknown> = { ...bg };
  for (const [name, value] of Object.entries(bg)) {
    // The engine's sleeps are never cleared; unref them so they cannot keep a process alive.
    if (name.startsWith("__wbg_setTimeout_") && typeof value === "function") {
      const setTimer = value as (...args: unknown[]) => NodeJS.Timeout;
      imports[name] = (...args: unknown[]) => setTimer(...args).unref();
    }
  }
  const instance = new Instance(wasm, { "./schema_engine_bg.js": imports });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  loaded = true;
}

export interface SchemaFile {
  path: string;
  content: string;
}

export async function startEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema: SchemaFile | undefined,
): Promise<SchemaEngine> {
  loadWasm();
  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
  };
  return bg.SchemaEngine.new(
    { datamodels: schema ? [[schema.path, schema.content]] : undefined },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

export const noFilters = { externalTables: [], externalEnums: [] };
