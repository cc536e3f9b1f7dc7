// `pnpm db:migrate <command>`: Prisma migrations on the wasm schema engine (Prisma's native engine
// cannot be downloaded here). Exit codes: 0 ok, 1 error or status not up to date, 2 changes found.
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { databaseDrift, unmigratedChanges } from "./check";
import { createMigration } from "./create";
import { migrateDeploy } from "./deploy";
import { engineMessage, MigrateError } from "./errors";
import { resolveMigration } from "./resolve";
import type { MigrateOptions } from "./session";
import { isUpToDate, migrationStatus } from "./status";

const usage = `Usage: pnpm db:migrate <command> [--schema <path>] [--migrations <dir>]

Commands:
  create <name>   write prisma/migrations/<timestamp>_<name>/migration.sql for the schema's changes
  deploy          apply pending migrations to the database
  status          list applied and pending migrations (exit 1 unless up to date)
  check           exit 2 when the schema has changes without a migration (CI)
  drift           exit 2 when the database differs from what the migrations produce
  resolve <name> --rolled-back | --applied
                  record a failed migration as rolled back (deploy retries it) or as applied by hand

The database is DATABASE_URL (PostgreSQL), else the PGlite directory PGLITE_DIR (default .data/pglite).`;

type Command = (args: string[], options: MigrateOptions, flags: Flags) => Promise<number>;
type Flags = { "rolled-back"?: boolean; applied?: boolean };

const commands: Record<string, Command> = {
  async create([name], options) {
    if (!name) throw new MigrateError("Missing migration name: pnpm db:migrate create <name>");
    const dir = await createMigration(name, options);
    console.log(
      dir ? `Created ${display(dir)}/migration.sql` : "No changes: the migrations already match the schema.",
    );
    return 0;
  },
  async deploy(_args, options) {
    const { target, applied } = await migrateDeploy(options);
    console.log(
      applied.length === 0
        ? `No pending migrations: ${target} is up to date.`
        : `Applied ${applied.length} migration(s) to ${target}:\n${list(applied)}`,
    );
    return 0;
  },
  async status(_args, options) {
    const status = await migrationStatus(options);
    const sections: [string, string[]][] = [
      ["Applied", status.applied],
      ["Pending (run `pnpm db:migrate deploy`)", status.pending],
      ["Failed (see `pnpm db:migrate resolve`)", status.failed],
      ["Edited after being applied", status.edited],
      ["In the database but not in the migrations folder", status.unknown],
    ];
    console.log(`Migrations of ${status.target}:`);
    for (const [title, names] of sections) {
      if (names.length > 0 || title === "Applied") console.log(`${title} (${names.length}):\n${list(names)}`);
    }
    console.log(isUpToDate(status) ? "Up to date." : "Not up to date.");
    return isUpToDate(status) ? 0 : 1;
  },
  async check(_args, options) {
    const sql = await unmigratedChanges(options);
    if (sql === null) console.log("The migrations match the schema.");
    else
      console.log(
        `The schema has changes without a migration (run \`pnpm db:migrate create <name>\`):\n\n${sql}`,
      );
    return sql === null ? 0 : 2;
  },
  async drift(_args, options) {
    const sql = await databaseDrift(options);
    if (sql === null) console.log("The database matches the migrations.");
    else console.log(`The database differs from the migrations; this SQL would bring it in line:\n\n${sql}`);
    return sql === null ? 0 : 2;
  },
  async resolve([name], options, flags) {
    if (!name || flags["rolled-back"] === flags.applied) {
      throw new MigrateError("Usage: pnpm db:migrate resolve <name> --rolled-back | --applied");
    }
    const as = flags.applied ? "applied" : "rolled-back";
    const target = await resolveMigration(name, as, options);
    console.log(`Marked ${name} as ${as} in ${target}.`);
    return 0;
  },
};

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      schema: { type: "string" },
      migrations: { type: "string" },
      "rolled-back": { type: "boolean" },
      applied: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [name, ...args] = positionals;
  if (values.help || !name) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw new MigrateError(`Unknown command "${name}".\n\n${usage}`);
  const maxArgs = name === "create" || name === "resolve" ? 1 : 0;
  if (args.length > maxArgs) throw new MigrateError(`Unexpected argument: ${args.slice(maxArgs).join(" ")}`);
  const options: MigrateOptions = {
    schemaPath: values.schema,
    migrationsDir: values.migrations,
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.PGLITE_DIR,
  };
  return command(args, options, values);
}

function list(names: string[]): string {
  return names.map((name) => `  ${name}`).join("\n");
}

function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") ? path : rel;
}

let exitCode: number;
try {
  exitCode = await run(process.argv.slice(2));
} catch (error) {
  const expected = error instanceof MigrateError || (error instanceof Error && "code" in error);
  console.error(expected ? `db:migrate: ${engineMessage(error)}` : error);
  exitCode = 1;
}
// The engine and PGlite can leave handles open; end explicitly.
process.exit(exitCode);
