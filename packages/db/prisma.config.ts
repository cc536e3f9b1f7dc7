import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// Native engines cannot be downloaded here: `prisma generate` only needs this path to exist, and an
// accidental `prisma migrate ...` gets a message pointing at our wasm-based `pnpm db:migrate`.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(
  new URL("./scripts/schema-engine-stub.sh", import.meta.url),
);
// The CLI's update check would try the network.
process.env.CHECKPOINT_DISABLE = "1";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only so that `prisma migrate ...` reaches the stub engine and its message instead of asking for a URL.
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/chamak" },
});
