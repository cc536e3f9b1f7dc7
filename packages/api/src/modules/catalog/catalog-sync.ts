import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { clearCatalogCache, onCatalogInvalidated } from "./catalog.cache";

/** Pino-compatible. */
export interface CatalogSyncLogger {
  warn(obj: object, msg?: string): void;
}

export interface CatalogSyncOptions {
  /**
   * Sends a message to every node (Redis pub/sub in apps/server). Without it only this process is kept
   * fresh, which is all a single node needs.
   */
  publish?: (message: string) => Promise<unknown>;
  /**
   * With a read replica: clears again this long after each invalidation, dropping results that were read
   * from a replica not yet caught up with the write. 0 (default) for none.
   */
  replicaLagMs?: number;
  logger?: CatalogSyncLogger;
  /** Tells this node's own messages apart; default host:pid:random. */
  nodeId?: string;
}

export interface CatalogSync {
  /** Every message received from the channel `publish` sends to, this node's own included. */
  receive(message: string): void;
  /** The channel was (re)subscribed after a disconnect: messages may have been missed, so drop everything. */
  resynced(): void;
  stop(): void;
}

/**
 * Keeps the catalog cache of every node fresh after a write on any of them: a local invalidation is
 * published, and a message from another node clears this node's cache. With a TTL of 0 (the default) the
 * cache only coalesces in-flight reads and none of this matters; with a TTL it bounds staleness after a write
 * to the pub/sub delay instead of the TTL.
 */
export function syncCatalogCache(options: CatalogSyncOptions = {}): CatalogSync {
  const nodeId = options.nodeId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const replicaLagMs = Math.max(0, options.replicaLagMs ?? 0);
  const timers = new Set<NodeJS.Timeout>();

  const clearAgainLater = () => {
    if (replicaLagMs === 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      clearCatalogCache();
    }, replicaLagMs);
    timer.unref();
    timers.add(timer);
  };

  const unsubscribe = onCatalogInvalidated(() => {
    clearAgainLater();
    options.publish?.(JSON.stringify({ type: "catalog.invalidate", from: nodeId })).catch((error) => {
      options.logger?.warn(
        { err: error },
        "Could not tell the other nodes to drop their catalog cache; they catch up within its TTL",
      );
    });
  });

  return {
    receive(message) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        parsed = undefined;
      }
      if (typeof parsed === "object" && parsed !== null && "from" in parsed && parsed.from === nodeId) return;
      // Anything else, even a message this version does not understand, only costs a cache refill.
      clearCatalogCache();
      clearAgainLater();
    },
    resynced() {
      clearCatalogCache();
    },
    stop() {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
