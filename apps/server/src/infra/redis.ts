import { Redis } from "ioredis";

/** Pino-compatible. */
export interface InfraLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RedisConnection {
  /** Commands: rate-limit counters, publishing. */
  client: Redis;
  /** Pub/sub only: a subscribed connection runs nothing else. */
  subscriber: Redis;
  /** Connects both; rejects with a clear message when Redis does not answer in time. */
  connect(): Promise<void>;
  /** PING within a second; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {
  override readonly name = "RedisUnavailableError";
}

/**
 * Two connections to REDIS_URL, created without connecting (so they can be handed to the app first).
 * Commands fail fast instead of queueing while Redis is away (the callers fall back or log), and the
 * connections keep reconnecting in the background; the subscriber resubscribes by itself.
 */
export function openRedis(url: string, logger: () => InfraLogger): RedisConnection {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    commandTimeout: 1000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
  };
  const client = new Redis(url, { ...options, connectionName: "chamak" });
  // No commandTimeout here: a subscribed connection only waits for messages.
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined, connectionName: "chamak-sub" });

  let lastErrorLog = Number.NEGATIVE_INFINITY;
  let lastError: unknown;
  for (const [role, connection] of [
    ["commands", client],
    ["pub/sub", subscriber],
  ] as const) {
    connection.on("error", (error: unknown) => {
      lastError = error;
      const now = Date.now();
      if (now - lastErrorLog < 10_000) return;
      lastErrorLog = now;
      logger().error({ err: error, role }, "Redis connection error; retrying in the background");
    });
  }
  let everReady = false;
  client.on("ready", () => {
    if (everReady) logger().info({}, "Redis connection restored");
    everReady = true;
  });

  return {
    client,
    subscriber,
    async connect() {
      const attempt = Promise.all([client.connect(), subscriber.connect()]);
      attempt.catch(() => {}); // settled below, or abandoned after the timeout
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error("no answer within 10 s")), 10_000);
      });
      try {
        await Promise.race([attempt, timeout]);
      } catch (error) {
        client.disconnect();
        subscriber.disconnect();
        const cause = lastError ?? error;
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new RedisUnavailableError(`REDIS_URL ${hidePassword(url)} could not be reached: ${reason}`);
      } finally {
        clearTimeout(timer);
      }
    },
    async ping() {
      try {
        return (await client.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

function hidePassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable REDIS_URL)";
  }
}
