import type { AppRouter } from "@chamak/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/support/test-app";

/**
 * The embedded server with no SMS or WhatsApp provider configured: it mounts the messaging stand-ins, its real
 * clients send to them over HTTP, and a test reads the phone's messages over the stand-in's HTTP API.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
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

/** The newest message to a number, as the phone shows it, from the stand-in's HTTP API. */
async function phoneInbox(mobile: string) {
  const response = await fetch(`${origin}/__messaging/messages?to=${encodeURIComponent(`+91${mobile}`)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { channel: string; text: string }[] }).items;
}
const codeIn = (text: string | undefined) => text?.match(/\d{6}/)?.[0] ?? "";

describe("phone sign-in through the embedded server", () => {
  it("signs a new customer up by an SMS code read from the stand-in, over HTTP", async () => {
    const mobile = "9811234567";
    await expect(client().accounts.phone.requestSignInCode.mutate({ mobile })).resolves.toEqual({
      channel: "sms",
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    const [sms] = await phoneInbox(mobile);
    expect(sms?.channel).toBe("sms");
    const code = codeIn(sms?.text);
    const result = await client().accounts.phone.signIn.mutate({ mobile, code, name: "Sunita Devi" });
    expect(result).toMatchObject({ status: "signedIn", created: true });
    if (result.status !== "signedIn") throw new Error("not signed in");
    await expect(client(result.session.token).accounts.me.query()).resolves.toMatchObject({
      name: "Sunita Devi",
      phone: mobile,
    });
  });

  it("sends by WhatsApp when chosen, and answers a wrong code with the field and what is left", async () => {
    const mobile = "9811234568";
    await client().accounts.phone.requestSignInCode.mutate({ mobile, channel: "whatsapp" });
    const [message] = await phoneInbox(mobile);
    expect(message?.channel).toBe("whatsapp");
    const wrong = codeIn(message?.text) === "000000" ? "111111" : "000000";
    const error = await client()
      .accounts.phone.signIn.mutate({ mobile, code: wrong, name: "X" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      httpStatus: 400,
      error: { id: "errors.otpWrong", values: { left: 4 } },
      fieldMessages: { code: { id: "errors.otpWrong", values: { left: 4 } } },
    });
  });
});
