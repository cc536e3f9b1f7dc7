import type { Db } from "@chamak/db";
import { ensureGazetteer, replaceSource } from "./gazetteer-loader";
import { indiaPostPlaces } from "./india-post";

let demoCityOffices: ReturnType<typeof indiaPostPlaces> | undefined;

/**
 * The gazetteer as far as the demo cities go: their localities and landmarks, and India Post's PINs and offices
 * in their districts (about a thousand rows, where the whole of India takes seconds to load on PGlite).
 */
export async function loadDemoCityGazetteer(db: Db): Promise<void> {
  demoCityOffices ??= indiaPostPlaces().filter((row) => row.city !== null);
  await ensureGazetteer(db, ["demo-cities"]);
  await replaceSource(db, "india-post", "demo cities only (test)", demoCityOffices);
}
