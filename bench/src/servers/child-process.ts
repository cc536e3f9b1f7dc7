/** What a server child process tells its parent: one JSON line on stdout once it listens. */
export interface ReadyMessage {
  ready: true;
  port: number;
  /** How it is configured: database pool size, catalog cache TTL (ms). */
  settings: ServerSettings;
}

export interface ServerSettings {
  pool: number;
  cacheTtlMs: number;
}

/** The Razorpay key id the stand-in, the stack and the baseline share (the secret comes by environment). */
export const BENCH_RAZORPAY_KEY_ID = "rzp_test_chamakbench";

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * Announces the port, then on SIGTERM/SIGINT closes and exits normally, so `node --cpu-prof` gets to write
 * its profile (it does on a normal exit, not on a kill).
 */
export function runUntilStopped(port: number, settings: ServerSettings, close: () => Promise<void>): void {
  const message: ReadyMessage = { ready: true, port, settings };
  process.stdout.write(`${JSON.stringify(message)}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
