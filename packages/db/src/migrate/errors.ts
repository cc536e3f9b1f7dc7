/** A failure the user can act on: the CLI prints its message without a stack trace. */
export class MigrateError extends Error {
  override name = "MigrateError";
}

/**
 * The engine's message without the Rust backtrace the wasm build appends ("   0: schema_engine_wasm::...")
 * and without its generic "external connector error" line.
 */
export function engineMessage(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split("\n");
  const trace = lines.findIndex((line) => /^\s+\d+: \w+::/.test(line));
  return (trace === -1 ? lines : lines.slice(0, trace))
    .filter((line) => line.trim() !== "external connector error")
    .join("\n")
    .trim();
}
