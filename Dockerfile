# syntax=docker/dockerfile:1.7
# Chamak's server image: the bundled server (apps/server/dist), a pruned production install of its dependencies
# (`pnpm deploy --prod`: no dev dependencies, no TypeScript sources) and the built customer site and console.
#   docker build -t chamak .
# One image for the server nodes (the default command) and the migration job (`node dist/migrate.js deploy`):
# see compose.yaml and docs/deploy.md. Node 20 as in package.json's engines; Debian slim (glibc) because the
# argon2 and Prisma native/wasm packages are installed for linux-x64-gnu / linux-arm64-gnu by the build stage.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: the pnpm store, filled from the lockfile alone (cached until the lockfile changes)
FROM ${NODE_IMAGE} AS deps
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install --global --silent "pnpm@12.21.0"
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches ./patches
RUN --mount=type=cache,id=chamak-pnpm-store,target=/pnpm/store \
    pnpm config set store-dir /pnpm/store && pnpm fetch --frozen-lockfile

# ---- build: the whole workspace installed offline from that store, the server bundled, the apps built
FROM deps AS build
COPY . .
RUN --mount=type=cache,id=chamak-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline \
 && pnpm turbo run build --filter=@chamak/server --filter=@chamak/web --filter=@chamak/console --output-logs=errors-only \
 && pnpm --filter @chamak/server deploy --prod --offline --frozen-lockfile /out/app

# ---- runtime: what production runs, as the unprivileged `node` user (uid 1000) of the Node image
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/public/web \
    CONSOLE_DIST=/app/public/console
WORKDIR /app
# Owned by root and read-only to the server: it writes nothing to disk (logs go to stdout).
COPY --from=build /out/app /app
COPY --from=build /repo/apps/web/dist /app/public/web
COPY --from=build /repo/apps/console/dist /app/public/console
USER node
EXPOSE 3000
# node:*-slim has no curl: ask /readyz with Node's own fetch. 503 while draining after SIGTERM, or the database is down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and gets SIGTERM itself, which starts the graceful drain (docs/deploy.md).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "dist/main.js"]
