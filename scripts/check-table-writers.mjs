// `pnpm lint` runs this: every table is written by its owner only (docs/architecture.md, "One writer per table").
// Each table of the Prisma schema must have an owner here; a table the schema gains without one fails the check.
// A write is a Prisma delegate's create/update/delete or an INSERT/UPDATE/DELETE statement naming the table, in
// the api's production code; tests, fixtures and models may set up rows as they need. Other modules call the
// owner's function or compose its SQL fragment (auditSql, enqueueSql, appendLedgerEntriesSql, moveBookingSql,
// openPaymentSql) instead of writing the rows themselves.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = "packages/api/src";
const SCHEMA = "packages/db/prisma/schema.prisma";

/** Each table's owners: folders or files under packages/api/src. None: written by migrations, triggers, the seed. */
const OWNERS = {
  users: ["modules/accounts/", "modules/notifications/channel-preferences.service.ts"], // users.lang: messages'
  sessions: ["modules/accounts/"],
  password_reset_links: ["modules/accounts/"],
  saved_vehicles: ["modules/accounts/"],
  saved_addresses: ["modules/accounts/"],
  otp_challenges: ["modules/messaging/"],
  consents: ["modules/notifications/"],
  media: ["modules/media/"],
  outbox: ["modules/outbox/"],
  audit_log: ["lib/audit.ts"],
  ledger_entries: ["modules/ledger/"],
  payments: ["modules/payment-records/"],
  refunds: ["modules/payment-records/"],
  webhook_events: ["modules/payments/"],
  vehicle_types: [],
  service_categories: [],
  search_words: [], // kept by triggers on the centre module's tables (migration search_documents)
  centres: ["modules/centre/"],
  centre_identity_changes: ["modules/centre/"],
  centre_schedule_versions: ["modules/centre/"],
  opening_hours: ["modules/centre/"],
  centre_day_rules: ["modules/centre/"],
  centre_breaks: ["modules/centre/"],
  bay_blocks: ["modules/centre/"],
  centre_photos: ["modules/centre/"],
  services: ["modules/centre/"],
  service_prices: ["modules/centre/"],
  centre_members: ["modules/team/"],
  centre_invites: ["modules/team/"],
  // bookings.payment_status is the ledger's copy of what its entries give (ledger.ts, syncPaymentStatus).
  bookings: ["modules/booking/", "modules/ledger/ledger.ts"],
  booking_items: ["modules/booking/"],
  bay_reservations: ["modules/booking/"],
  coupons: ["modules/coupons/"],
  coupon_redemptions: ["modules/coupons/"],
  reviews: ["modules/reviews/"],
  disputes: ["modules/jobcard/"],
  job_cards: ["modules/jobcard/"],
  job_card_photos: ["modules/jobcard/"],
  contact_messages: ["modules/contact/"],
  job_runs: ["modules/jobs/"],
  rate_schedule: ["modules/payouts/"],
  payout_accounts: ["modules/payouts/"],
  payout_bank_changes: ["modules/payouts/"],
  transfers: ["modules/payouts/"],
  invoice_series: ["modules/invoices/"],
  invoices: ["modules/invoices/"],
  places: ["modules/places/"],
  place_sources: ["modules/places/"],
  crew_members: ["modules/crew/"],
  crew_holds: ["modules/crew/"],
  field_visits: ["modules/field-visits/"],
  field_visit_actions: ["modules/field-visits/"],
  wash_plans: ["modules/wash-plans/"],
  wash_plan_prices: ["modules/wash-plans/"],
  plan_subscriptions: ["modules/wash-plans/"],
  plan_visits: ["modules/wash-plans/"],
  plan_periods: ["modules/wash-plans/"],
};
const TEST_FILE = /\.(test|fixtures|commands)\.tsx?$/;
const PRISMA_WRITE =
  "(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)";

/** The schema's models with their tables: `model Booking { … @@map("bookings") }`. */
function schemaTables() {
  const models = readFileSync(SCHEMA, "utf8").matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm);
  return [...models].map(([, model, body]) => ({
    table: body.match(/@@map\("(\w+)"\)/)?.[1] ?? model,
    delegate: model[0].toLowerCase() + model.slice(1),
  }));
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) yield path;
  }
}

const failures = [];
const rules = [];
for (const { table, delegate } of schemaTables()) {
  const owners = OWNERS[table];
  if (!owners) {
    failures.push(`${SCHEMA}: ${table} has no owner in scripts/check-table-writers.mjs`);
    continue;
  }
  rules.push({
    table,
    owners,
    write: new RegExp(
      `(\\b(INSERT INTO|UPDATE|DELETE FROM)\\s+${table}\\b)|(\\.${delegate}\\.${PRISMA_WRITE}\\()`,
    ),
  });
}

const writes = [];
for (const file of sourceFiles(ROOT)) {
  const path = relative(ROOT, file);
  const lines = readFileSync(file, "utf8").split("\n");
  for (const rule of rules) {
    if (rule.owners.some((owner) => path.startsWith(owner))) continue;
    lines.forEach((line, index) => {
      if (rule.write.test(line)) writes.push({ file: join(ROOT, path), line: index + 1, rule });
    });
  }
}
writes.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
for (const { file, line, rule } of writes) {
  const owners = rule.owners.length > 0 ? rule.owners.join(", ") : "migrations, triggers and the seed only";
  failures.push(`${file}:${line} writes ${rule.table}, owned by ${owners}`);
}
for (const failure of failures) console.error(failure);
process.exit(failures.length > 0 ? 1 : 0);
