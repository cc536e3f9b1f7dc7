import {
  type CatalogSync,
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
  syncCatalogCache,
} from "@chamak/api";
import type { Config } from "../config";
import { type InfraLogger, openRedis, type RedisConnection } from "./redis";

/**
 * With a read replica and a catalog cache TTL, results read from a replica that has not yet replayed a write
 * could be cached for the whole TTL; the cache is cleared once more this long after every invalidation.
 */
export const REPLICA_CACHE_RECHECK_MS = 2000;

export interface SharedState {
  /** Redis counters when REDIS_URL is set (falling back to this node's memory while Redis is away), else memory. */
  limiter: RateLimiter;
  /** Reported by /readyz, not required by it: without Redis a node still serves, with per-node limits. */
  checks: Record<string, () => Promise<boolean>>;
  /** Connects to Redis (failing start-up if it does not answer) and starts sharing cache invalidations. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Everything a node would otherwise keep to itself, moved to Redis when REDIS_URL is set: rate-limit counters
 * (keys `<prefix>rl:*`) and catalog cache invalidations (channel `<prefix>catalog:invalidate`). Sessions,
 * idempotency keys, webhook event ids and job claims already live in PostgreSQL.
 */
export function createSharedState(
  config: Pick<Config, "redisUrl" | "redisKeyPrefix" | "databaseReplicaUrl">,
  logger: () => InfraLogger,
): SharedState {
  const replicaLagMs = config.databaseReplicaUrl ? REPLICA_CACHE_RECHECK_MS : 0;
  if (!config.redisUrl) {
    let sync: CatalogSync | undefined;
    return {
      limiter: new MemoryRateLimiter(),
      checks: {},
      async start() {
        if (replicaLagMs > 0) sync = syncCatalogCache({ replicaLagMs });
      },
      async close() {
        sync?.stop();
      },
    };
  }

  const redis = openRedis(config.redisUrl, logger);
  const limiter = new RedisRateLimiter({
    redis: redis.client,
    prefix: `${config.redisKeyPrefix}rl:`,
    // The connection's own errors are logged by openRedis.
    onFallback: () =>
      logger().warn({}, "Rate limits fall back to this node's memory while Redis is unreachable"),
  });
  let stopSync: (() => Promise<void>) | undefined;
  return {
    limiter,
    checks: { redis: () => redis.ping() },
    async start() {
      await redis.connect();
      stopSync = await shareCatalogInvalidations(redis, `${config.redisKeyPrefix}catalog:invalidate`, {
        replicaLagMs,
        logger: logger(),
      });
    },
    async close() {
      await stopSync?.();
      await redis.close();
    },
  };
}

/** Publishes this node's catalog invalidations on `channel` and applies the other nodes'. */
async function shareCatalogInvalidations(
  redis: RedisConnection,
  channel: string,
  options: { replicaLagMs: number; logger: InfraLogger },
): Promise<() => Promise<void>> {
  const sync = syncCatalogCache({
    publish: (message) => redis.client.publish(channel, message),
    replicaLagMs: options.replicaLagMs,
    logger: options.logger,
  });
  const onMessage = (from: string, message: string) => {
    if (from === channel) sync.receive(message);
  };
  // After a reconnect ioredis subscribes again by itself, but what was published meanwhile is gone.
  const onReady = () => sync.resynced();
  redis.subscriber.on("message", onMessage);
  redis.subscriber.on("ready", onReady);
  await redis.subscriber.subscribe(channel);
  return async () => {
    sync.stop();
    redis.subscriber.off("message", onMessage);
    redis.subscriber.off("ready", onReady);
  };
}
