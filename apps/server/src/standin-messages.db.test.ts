import type { AppRouter } from "@chamak/api";
import { hashPassword } from "@chamak/db";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/support/test-app";

/**
 * The console's Messages page reads what the embedded messaging stand-in recorded: admins only, since it shows
 * live sign-in codes. Over real HTTP, through the server's tRPC door.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      const passwordHash = await hashPassword("Console-Admin-1");
      await db.user.createMany({
        data: [
          { name: "Asha Admin", email: "asha@admin.test", passwordHash, role: "admin" },
          { name: "Chetan Customer", email: "chetan@customer.test", passwordHash, role: "user" },
        ],
      });
    },
  });
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t?.close());

const client = (token?: string) =>
  createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        transformer: superjson,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    ],
  });
const tokenOf = async (email: string) =>
  (await client().accounts.login.mutate({ email, password: "Console-Admin-1" })).token;
const httpStatus = (error: unknown) =>
  error instanceof TRPCClientError ? (error.data as { httpStatus?: number }).httpStatus : error;

describe("messaging.standinMessages", () => {
  it("lists the stand-in's messages newest first for an admin, the code in the text", async () => {
    await client().accounts.phone.requestSignInCode.mutate({ mobile: "9822000001" });
    await client().accounts.phone.requestSignInCode.mutate({ mobile: "9822000002", channel: "whatsapp" });
    const phone = await fetch(`${origin}/__messaging/messages?to=${encodeURIComponent("+919822000002")}`);
    const [whatsapp] = ((await phone.json()) as { items: { text: string }[] }).items;
    const code = whatsapp?.text.match(/\d{6}/)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    const listed = await client(await tokenOf("asha@admin.test")).messaging.standinMessages.query();
    expect(listed.standin).toBe(true);
    expect(listed.messages.map((m) => [m.channel, m.to])).toEqual([
      ["whatsapp", "+919822000002"],
      ["sms", "+919822000001"],
    ]);
    expect(listed.messages[0]?.text).toContain(code);
    expect(listed.messages[0]?.at).toBeInstanceOf(Date);
    expect(listed.messages[1]?.template).not.toBe("");
  });

  it("is refused to customers and to callers who are not signed in", async () => {
    const customer = await client(await tokenOf("chetan@customer.test"))
      .messaging.standinMessages.query()
      .catch(httpStatus);
    expect(customer).toBe(403);
    expect(await client().messaging.standinMessages.query().catch(httpStatus)).toBe(401);
  });
});
