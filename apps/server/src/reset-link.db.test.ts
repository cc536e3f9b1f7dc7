import type { AppRouter } from "@chamak/api";
import {
  mailText,
  resetTokenIn,
  type SmtpSink,
  useSmtpSink,
  waitForMail,
} from "@chamak/api/test-support/mail";
import { hashPassword } from "@chamak/db";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/support/test-app";

/**
 * A password reset by an emailed link through the server as configured: SMTP_URL's mailer (here a sink) and
 * PUBLIC_URL's origin in the link, over HTTP with the site's tRPC client.
 */
let sink: SmtpSink;
useSmtpSink((started) => {
  sink = started;
});
let t: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      smtpUrl: sink.url,
      mailFrom: "Chamak <no-reply@chamak.test>",
      publicUrl: "https://chamak.example",
    },
    seed: async (db) =>
      db.user.create({
        data: {
          name: "Meera",
          email: "meera@example.com",
          passwordHash: await hashPassword("Old-Password-77"),
        },
      }),
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

describe("password reset by an emailed link, over HTTP", () => {
  it("emails a link to the site, and the link sets the password and signs in", async () => {
    await expect(
      client().accounts.password.requestResetLink.mutate({ email: " Meera@Example.com " }),
    ).resolves.toEqual({ expiresInMinutes: 30 });
    const mail = await waitForMail(sink, "meera@example.com");
    expect(mail.from).toBe("no-reply@chamak.test");
    const token = resetTokenIn(mail);
    expect(mailText(mail)).toContain(`https://chamak.example/reset-password?token=${token}`);

    const session = await client().accounts.password.resetWithLink.mutate({
      token,
      password: "New-Password-88",
    });
    await expect(client(session.token).accounts.me.query()).resolves.toMatchObject({
      email: "meera@example.com",
    });
    await expect(
      client().accounts.login.mutate({ email: "meera@example.com", password: "New-Password-88" }),
    ).resolves.toMatchObject({ user: { name: "Meera" } });

    const error = await client()
      .accounts.password.resetWithLink.mutate({ token, password: "Another-Pass-99" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      httpStatus: 409,
      error: { id: "errors.resetLinkUsed" },
      fieldMessages: { token: { id: "errors.resetLinkUsed" } },
    });
  });

  it("names the field of a malformed request", async () => {
    const error = await client()
      .accounts.password.requestResetLink.mutate({ email: "not-an-email" })
      .catch((e: unknown) => e);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      httpStatus: 400,
      fieldMessages: { email: { id: "errors.invalidEmail" } },
    });
  });
});
