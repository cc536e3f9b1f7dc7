import { type DbTx, Prisma } from "@chamak/db";
import type { ErrorKey } from "@chamak/i18n";
import { DomainError } from "../errors";

/**
 * The records a screen edits, each a row with a version column that every edit bumps. A fixed list: the names
 * go into the statement as identifiers.
 */
const VERSIONED = {
  service: { table: "services", column: "version" },
  centreProfile: { table: "centres", column: "version" },
  /** The seven opening_hours rows are replaced as one, so their version is the centre's `hours_version`. */
  openingHours: { table: "centres", column: "hours_version" },
  dayRule: { table: "centre_day_rules", column: "version" },
  teamMember: { table: "centre_members", column: "version" },
  crewMember: { table: "crew_members", column: "version" },
  savedVehicle: { table: "saved_vehicles", column: "version" },
  savedAddress: { table: "saved_addresses", column: "version" },
  profile: { table: "users", column: "version" },
  messageChoices: { table: "users", column: "choices_version" },
  washPlan: { table: "wash_plans", column: "version" },
  planSubscription: { table: "plan_subscriptions", column: "version" },
} as const;

export type VersionedRecord = keyof typeof VERSIONED;

/**
 * A save made from a screen that showed an older version of the record ("changed since you opened it").
 * `current` is the record as it is now, in the procedure's output shape: the client gets it in the error's
 * `data.current` to show beside what was typed.
 */
export class StaleEditError extends DomainError {
  constructor(
    message: ErrorKey,
    readonly current: unknown,
  ) {
    super("CONFLICT", message);
  }
}

export function isStaleEditError(error: unknown): error is StaleEditError {
  return error instanceof StaleEditError;
}

export interface VersionedEdit {
  record: VersionedRecord;
  id: number;
  /**
   * The version the screen was opened with. Undefined only for the legacy REST API, whose clients send none: its
   * save applies over whatever is there (it still bumps the version, so screens opened before it are refused).
   */
  seen: number | undefined;
  /** The refusal's message: "This service changed since you opened it, ...". */
  changed: ErrorKey;
  /** The record as it is now, for the refusal; throws the record's own not-found when it is gone. */
  current: () => Promise<unknown>;
}

/**
 * Call first in the transaction that edits a record. Compares and bumps the version in one UPDATE, so of two
 * saves opened at one version exactly one wins: the second's UPDATE waits for the first's row lock, then finds
 * the version moved on and matches nothing. The row stays locked until the transaction ends. Answers the new
 * version; a stale `seen` is refused with the record as it is now.
 */
export async function claimEdit(tx: DbTx, edit: VersionedEdit): Promise<number> {
  const { table, column } = VERSIONED[edit.record];
  const col = Prisma.raw(column);
  const rows = await tx.$queryRaw<{ version: number }[]>`
    UPDATE ${Prisma.raw(table)} SET ${col} = ${col} + 1
    WHERE id = ${edit.id}::int
      ${edit.seen === undefined ? Prisma.empty : Prisma.sql`AND ${col} = ${edit.seen}::int`}
    RETURNING ${col} AS version`;
  const claimed = rows[0];
  if (claimed) return claimed.version;
  throw new StaleEditError(edit.changed, await edit.current());
}
