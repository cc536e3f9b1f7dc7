#!/bin/sh
# Stands in for Prisma's native schema engine, which cannot be downloaded on this machine:
# `prisma generate` only checks that this file exists; `prisma migrate`, `db push` etc. would run it.
# Prisma shows only JSON log lines from the engine's stderr, hence the message twice.
message='The native Prisma schema engine is not installed here; use `pnpm db:migrate` (packages/db/src/migrate)'
echo "$message" >&2
printf '{"level":"ERROR","target":"schema_engine","fields":{"message":"%s"}}\n' "$message" >&2
exit 1
