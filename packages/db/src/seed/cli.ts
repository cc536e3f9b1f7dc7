// `pnpm --filter @chamak/db seed`: seeds the demo data into DATABASE_URL, or the embedded PGlite database.
import { createDb } from "../client";
import { DEMO_LOGINS } from "./accounts-data";
import { seedDemoData } from "./seed";

const database = await createDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
let exitCode = 0;
try {
  const started = performance.now();
  const summary = await seedDemoData(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `Seeded in ${seconds} s: ${summary.centres} centres, ${summary.services} services, ${summary.users} users, ` +
        `${summary.reviews} reviews, ${summary.coupons} coupons, ${summary.plans} wash plans ` +
        `(${summary.subscriptions} subscribed).`,
      "Demo logins:",
      ...DEMO_LOGINS.map((login) => `  ${login.role.padEnd(8)} ${login.email.padEnd(22)} ${login.password}`),
    ].join("\n"),
  );
} catch (error) {
  const missingTable = error instanceof Error && "code" in error && error.code === "P2021";
  console.error(
    missingTable
      ? "The database has no tables yet: run `pnpm --filter @chamak/db migrate deploy` first."
      : error,
  );
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
