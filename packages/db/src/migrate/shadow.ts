import type { PGlite } from "@electric-sql/pglite";
import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { openPglite } from "../pglite";

export interface ShadowedFactory {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/**
 * Gives the engine a new in-memory PGlite whenever it asks for a shadow database, so diffs never need a
 * shadow PostgreSQL: adapter-pg's own shadow is silently the main database when its pool came from a URL,
 * and is dropped before its pool closes.
 *
 * Without `main` (create, check: commands that only diff), one in-memory PGlite serves as the main
 * connection, from which the engine only reads server metadata, and then as the first shadow; this
 * saves loading a second database.
 */
export function withPgliteShadow(main?: SqlDriverAdapterFactory): ShadowedFactory {
  const opened: Promise<PGlite>[] = [];
  const open = () => {
    const pglite = openPglite("memory://");
    opened.push(pglite);
    return pglite;
  };
  const adapterOn = async (pglite: Promise<PGlite>): Promise<SqlDriverAdapter> =>
    new PrismaPGlite(await pglite).connect();

  const scratch = main ? undefined : open();
  let scratchIsFree = scratch !== undefined;
  const connectToShadowDb = () => {
    const pglite = scratchIsFree && scratch ? scratch : open();
    scratchIsFree = false;
    return adapterOn(pglite);
  };
  return {
    factory: {
      provider: "postgres",
      adapterName: main?.adapterName ?? "pglite-scratch",
      connect: main ? () => main.connect() : () => adapterOn(scratch ?? open()),
      connectToShadowDb,
    },
    close: async () => {
      const results = await Promise.allSettled(opened);
      await Promise.all(
        results.map((result) => (result.status === "fulfilled" ? result.value.close() : null)),
      );
    },
  };
}
