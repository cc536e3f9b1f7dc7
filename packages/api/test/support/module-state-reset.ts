// Setup file of the server-side test files, which share their worker's modules (vitest.config.ts, isolate: false):
// what one file may leave in module state (the server's clock, the catalog cache's TTL and entries, fake timers,
// spies) is put back before each file starts and after it ends, so no file sees another's.
import { afterAll, beforeAll, vi } from "vitest";
import { setClockOffset } from "../../src/lib/clock";
import { clearCatalogCache, configureCatalogCache } from "../../src/modules/catalog/catalog.cache";

function resetModuleState() {
  setClockOffset(0);
  configureCatalogCache({ ttlMs: 0 });
  clearCatalogCache();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

beforeAll(resetModuleState);
afterAll(resetModuleState);
