// `pnpm lint` runs this: each table that records a fact is written by its owner only (docs/architecture.md, "One
// writer per table"). A write is a Prisma delegate's create/update/delete or an INSERT/UPDATE/DELETE statement
// naming the table, in the api's production code; tests, fixtures and models may set up rows as they need.
// Other modules compose the owner's function or SQL fragment (auditSql, enqueueSql, appendLedgerEntriesSql,
// moveBookingSql) instead of writing the rows themselves.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = "packages/api/src";
const TABLES = [
  { table: "ledger_entries", model: "ledgerEntry", owners: ["modules/ledger/"] },
  { table: "audit_log", model: "auditLog", owners: ["lib/audit.ts"] },
  { table: "outbox", model: "outboxMessage", owners: ["modules/outbox/"] },
  // bookings.payment_status is the ledger's copy of what its entries give (ledger.ts, syncPaymentStatus).
  { table: "bookings", model: "booking", owners: ["modules/booking/", "modules/ledger/ledger.ts"] },
];
const TEST_FILE = /\.(test|fixtures|commands)\.tsx?$/;
const PRISMA_WRITE =
  "(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)";

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) yield path;
  }
}

const rules = TABLES.map(({ table, model, owners }) => ({
  table,
  owners,
  write: new RegExp(
    `(\\b(INSERT INTO|UPDATE|DELETE FROM)\\s+${table}\\b)|(\\.${model}\\.${PRISMA_WRITE}\\()`,
  ),
}));

const failures = [];
for (const file of sourceFiles(ROOT)) {
  const path = relative(ROOT, file);
  const lines = readFileSync(file, "utf8").split("\n");
  for (const rule of rules) {
    if (rule.owners.some((owner) => path.startsWith(owner))) continue;
    lines.forEach((line, index) => {
      if (rule.write.test(line)) failures.push({ file: join(ROOT, path), line: index + 1, rule });
    });
  }
}
failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
for (const { file, line, rule } of failures) {
  console.error(`${file}:${line} writes ${rule.table}, owned by ${rule.owners.join(", ")}`);
}
process.exit(failures.length > 0 ? 1 : 0);
