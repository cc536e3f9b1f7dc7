import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messagingStandinSettings } from "@chamak/api";
import { createDb, DEMO_LOGINS, seedDemoData } from "@chamak/db";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { type RunningRazorpayStandin, startRazorpayStandin } from "@chamak/razorpay-standin";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { killNode, type ServerNode, waitUntilReady } from "../../src/multinode/cluster";
import {
  buildAndDeploy,
  createThrowawayDatabase,
  devPackagesIn,
  loadGazetteerWithBundle,
  migrateWithBundle,
  run,
  startBundle,
  type ThrowawayDatabase,
} from "./production-install";

// The production build as the image runs it: the bundle in a pruned `pnpm deploy --prod` install (no dev
// dependencies, no TypeScript sources), NODE_ENV=production, on PostgreSQL (migrated by the bundle's migration
// entry, the compose file's job) and Redis, with Razorpay, MSG91 and WhatsApp played by stand-ins this test starts
// on loopback ports (production refuses to mount them itself). Then a backup: pg_dump of that database,
// pg_restore into a fresh one, and a second production node serving the restored data.
const SERVER_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** pg_dump and pg_restore of PostgreSQL's client tools, for the backup. */
async function backupToolsFound(): Promise<boolean> {
  try {
    await Promise.all([
      run("pg_dump", ["--version"], { cwd: tmpdir() }),
      run("pg_restore", ["--version"], { cwd: tmpdir() }),
    ]);
    return true;
  } catch {
    return false;
  }
}

const skipReason = !SERVER_URL
  ? "set DATABASE_URL (PostgreSQL): production runs on PostgreSQL, and pg_dump / pg_restore need it"
  : !(await redisAnswers())
    ? `Redis at ${REDIS_URL} does not answer`
    : !(await backupToolsFound())
      ? "pg_dump and pg_restore (PostgreSQL's client tools) are not on PATH"
      : null;

const prefix = `chamak-test-packaging-${randomBytes(4).toString("hex")}:`;
const razorpayKeys = {
  keyId: "rzp_test_packaging",
  keySecret: "packaging_key_secret",
  webhookSecret: "packaging_whsec",
};
const phoneProviders = messagingStandinSettings({
  msg91AuthKey: "packaging-msg91-authkey",
  whatsappToken: "packaging-whatsapp-token",
  phoneNumberId: "100000000000011",
});
const customerLogin = DEMO_LOGINS.find((login) => login.role === "user");
const vendorLogin = DEMO_LOGINS.find((login) => login.role === "vendor");

let workDir = "";
let appDir = "";
let original: ThrowawayDatabase | undefined;
let restored: ThrowawayDatabase | undefined;
let payments: RunningRazorpayStandin | undefined;
let phones: RunningMessagingStandin | undefined;
const nodes: ServerNode[] = [];

function productionEnv(databaseUrl: string): Record<string, string> {
  const [smsTemplateId = "", smsTemplate] = Object.entries(phoneProviders.msg91.templates)[0] ?? [];
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: "4",
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    RAZORPAY_KEY_ID: razorpayKeys.keyId,
    RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    RAZORPAY_API_URL: payments?.apiBaseUrl ?? "",
    MSG91_AUTH_KEY: phoneProviders.msg91.authKey,
    MSG91_SENDER_ID: phoneProviders.msg91.senderIds[0] ?? "",
    MSG91_OTP_TEMPLATE_ID: smsTemplateId,
    MSG91_OTP_DLT_TEMPLATE_ID: smsTemplate?.dltTemplateId ?? "",
    MSG91_API_URL: phones?.msg91BaseUrl ?? "",
    WHATSAPP_ACCESS_TOKEN: phoneProviders.whatsapp.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: phoneProviders.whatsapp.phoneNumberId,
    WHATSAPP_OTP_TEMPLATE: Object.keys(phoneProviders.whatsapp.templates)[0] ?? "",
    WHATSAPP_API_URL: phones?.whatsappBaseUrl ?? "",
    OTP_HASH_KEY: "packaging-test-otp-hash-key-0123456789abcdef",
    WEB_DIST: "/nonexistent/chamak-web",
    CONSOLE_DIST: "/nonexistent/chamak-console",
  };
}

async function startReadyNode(name: string, databaseUrl: string): Promise<ServerNode> {
  const node = await startBundle(appDir, name, productionEnv(databaseUrl));
  nodes.push(node);
  await waitUntilReady(node, 60_000);
  return node;
}

async function getJson(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(node: ServerNode, login: { email: string; password: string } | undefined) {
  if (!login) throw new Error("no demo login");
  const response = await fetch(`${node.origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  const body = (await response.json()) as { status: boolean; token?: string };
  if (!body.token) throw new Error(`sign-in as ${login.email} failed: ${JSON.stringify(body)}`);
  return body.token;
}

function reportNodesOnFailure() {
  onTestFailed(() => {
    for (const node of nodes) console.error(`--- ${node.name} output:\n${node.output.join("").slice(-6000)}`);
  });
}

if (skipReason) {
  describe.skip(`the production install (skipped: ${skipReason})`, () => {
    it("needs PostgreSQL and Redis", () => {});
  });
} else {
  describe("the production install", () => {
    let primary: ServerNode;
    let gazetteerOutput = "";

    beforeAll(async () => {
      workDir = mkdtempSync(join(tmpdir(), "chamak-packaging-"));
      appDir = join(workDir, "app");
      [original, payments, phones] = await Promise.all([
        createThrowawayDatabase(SERVER_URL as string, "chamak_packaging"),
        startRazorpayStandin(razorpayKeys),
        startMessagingStandin(phoneProviders),
        buildAndDeploy(appDir),
      ]);
      await migrateWithBundle(appDir, original.url);
      gazetteerOutput = await loadGazetteerWithBundle(appDir, original.url);
      const seeding = await createDb({ databaseUrl: original.url, pool: 2 });
      try {
        await seedDemoData(seeding.db);
      } finally {
        await seeding.close();
      }
      primary = await startReadyNode("production", original.url);
    }, 240_000);

    afterAll(async () => {
      await Promise.allSettled(nodes.map(killNode));
      await Promise.allSettled([payments?.close(), phones?.close()]);
      await Promise.allSettled([original?.drop(), restored?.drop()]);
      const redis = new Redis(REDIS_URL);
      let cursor = "0";
      do {
        const [next, found] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
        if (found.length > 0) await redis.del(...found);
        cursor = next;
      } while (cursor !== "0");
      redis.disconnect();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    }, 60_000);

    it("holds the bundle and production dependencies only", () => {
      expect(existsSync(join(appDir, "dist", "main.js"))).toBe(true);
      expect(existsSync(join(appDir, "dist", "migrate.js"))).toBe(true);
      expect(existsSync(join(appDir, "src"))).toBe(false);
      expect(devPackagesIn(appDir)).toEqual([]);
    });

    it("loads the gazetteer from the install's own packages, once", async () => {
      expect(gazetteerOutput).toMatch(
        /^Loaded \d{6} places from india-post\.\nLoaded \d+ places from demo-cities\.$/m,
      );
      expect(await loadGazetteerWithBundle(appDir, original?.url ?? "")).toContain(
        "The gazetteer is current.",
      );
    });

    it("serves /readyz and the public API with NODE_ENV=production", async () => {
      reportNodesOnFailure();
      expect(await getJson(`${primary.origin}/readyz`)).toEqual({
        status: 200,
        body: expect.objectContaining({ status: "ready", database: "up" }),
      });
      const seeding = await createDb({ databaseUrl: original?.url, pool: 1 });
      const approved = await seeding.db.centre
        .findMany({ where: { status: "approved" }, select: { name: true } })
        .finally(() => seeding.close());
      const vendors = await getJson(`${primary.origin}/api/vendors`);
      expect(vendors.status).toBe(200);
      expect(vendors.body.total).toBe(approved.length);
      const names = (vendors.body.data as { name: string }[]).map((centre) => centre.name).sort();
      expect(names).toEqual(approved.map((centre) => centre.name).sort());
    });

    it("reads its catalogues and PDF fonts from the install: a centre's statement PDF", async () => {
      reportNodesOnFailure();
      const token = await signIn(primary, vendorLogin);
      const month = new Date().toISOString().slice(0, 7);
      const response = await fetch(`${primary.origin}/statements/${month}.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.includes("NotoSans")).toBe(true);
    });

    it("serves the same centres and bookings from a pg_dump restored into a fresh database", async () => {
      reportNodesOnFailure();
      const dump = join(workDir, "chamak.dump");
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, `--dbname=${original?.url}`], {
        cwd: workDir,
      });
      restored = await createThrowawayDatabase(SERVER_URL as string, "chamak_restored");
      await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restored.url}`, dump], {
        cwd: workDir,
      });
      const restoredNode = await startReadyNode("restored", restored.url);

      const vendorsBefore = await getJson(`${primary.origin}/api/vendors`);
      const vendorsAfter = await getJson(`${restoredNode.origin}/api/vendors`);
      expect(vendorsAfter).toEqual(vendorsBefore);
      expect((vendorsAfter.body.data as unknown[]).length).toBeGreaterThan(0);

      const bookingsBefore = await getJson(
        `${primary.origin}/api/getBookings`,
        await signIn(primary, customerLogin),
      );
      const bookingsAfter = await getJson(
        `${restoredNode.origin}/api/getBookings`,
        await signIn(restoredNode, customerLogin),
      );
      expect(bookingsAfter).toEqual(bookingsBefore);
      expect((bookingsAfter.body.data as unknown[]).length).toBeGreaterThan(0);
    });
  });
}
