import type { Db } from "@chamak/db";
import { createTestDb, type TestDb } from "@chamak/db/testing";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PaymentsDeps } from "../../src/modules/payments/payments-deps";
import { standinPayments } from "./caller";

export interface StandinAndDatabase {
  db: Db;
  standin: RunningRazorpayStandin;
  /** Payments through the stand-in, with `keys`. */
  payments: PaymentsDeps;
}

/**
 * For a test file that pays through Razorpay: a test database and a Razorpay stand-in (its own HTTP server),
 * started before the file's tests (handed to `started`) and closed after them. With `freshEachTest`, each test
 * starts with the stand-in reset (no orders, no faults) and an empty outbox.
 */
export function useStandinAndDatabase(
  keys: { keyId: string; keySecret: string; webhookSecret: string },
  started: (parts: StandinAndDatabase) => void,
  options: { freshEachTest?: boolean } = {},
): void {
  let database: TestDb | undefined;
  let standin: RunningRazorpayStandin | undefined;
  beforeAll(async () => {
    [database, standin] = await Promise.all([createTestDb(), startRazorpayStandin(keys)]);
    started({ db: database.db, standin, payments: standinPayments(keys, standin.apiBaseUrl) });
  });
  if (options.freshEachTest) {
    beforeEach(async () => {
      standin?.controls.reset();
      await database?.db.outboxMessage.deleteMany();
    });
  }
  afterAll(async () => {
    await standin?.close();
    await database?.close();
  });
}
