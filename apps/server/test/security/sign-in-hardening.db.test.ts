/**
 * Signing in and up as an attacker would, through the real app on both doors (tRPC and the legacy REST API):
 * guessing someone's password from one address makes that address wait longer and longer, but never locks the
 * owner out of their own account from their own address; common passwords are refused at sign-up, on the
 * password field.
 */
import { uniqueTestGstin } from "@chamak/api/test-support/test-gstin";
import { hashPassword } from "@chamak/db";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = "Gurugram-Phase3";
const ATTACKER = "203.0.113.7";
const OWNER_PHONE = "198.51.100.20";

async function account(email: string) {
  await t.db.user.create({ data: { name: "Owner", email, passwordHash: await hashPassword(PASSWORD) } });
}

const trpcLogin = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/trpc/accounts.login",
    remoteAddress,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ json: { email, password } }),
  });
const restLogin = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", remoteAddress, payload: { email, password } });

/** Tries wrong passwords as fast as the server answers, until it says to wait (at most 15 tries). */
async function guessUntilRefused(login: (password: string) => Promise<LightMyRequestResponse>) {
  const answers: LightMyRequestResponse[] = [];
  while (answers.length < 15 && answers.at(-1)?.statusCode !== 429)
    answers.push(await login(`wrong-guess-${answers.length}`));
  return answers;
}

const WAIT = /^Too many login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

describe("guessing a password", () => {
  it("over tRPC: the guessing address waits, the owner signs in from their own", async () => {
    const email = "guessed-trpc@test.chamak.in";
    await account(email);
    const answers = await guessUntilRefused((password) => trpcLogin(ATTACKER, email, password));
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const refused = answers.at(-1) as LightMyRequestResponse;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { json: { message: expect.stringMatching(WAIT), data: { code: "TOO_MANY_REQUESTS" } } },
    });

    const owner = await trpcLogin(OWNER_PHONE, email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ result: { data: { json: { token: expect.any(String) } } } });
  });

  it("over the legacy API: the same, in the legacy shape", async () => {
    const email = "guessed-rest@test.chamak.in";
    await account(email);
    const answers = await guessUntilRefused((password) => restLogin(ATTACKER, email, password));
    expect(answers.slice(0, 5).map((answer) => answer.json())).toEqual(
      Array(5).fill({ status: false, message: "Invalid email or password" }),
    );
    const refused = answers.at(-1) as LightMyRequestResponse;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: expect.stringMatching(WAIT),
    });

    const owner = await restLogin(OWNER_PHONE, email, PASSWORD);
    expect(owner.json()).toEqual({ status: true, token: expect.any(String), message: "Signed in" });
  });

  it("failures from many addresses do not lock the owner out either", async () => {
    const email = "spread@test.chamak.in";
    await account(email);
    for (let n = 1; n <= 12; n++)
      expect((await trpcLogin(`10.20.0.${n}`, email, "wrong-guess-1")).statusCode).toBe(401);
    expect((await trpcLogin(OWNER_PHONE, email, PASSWORD)).statusCode).toBe(200);
  });
});

describe("common passwords at sign-up", () => {
  const customer = (email: string, password: string) => ({
    name: "Meera Nair",
    email,
    mobile: "9876543210",
    state: "Kerala",
    city: "Kochi",
    address: "MG Road",
    zip: "682001",
    password,
  });
  const seller = (email: string, password: string) => ({
    centreName: "Sparkle Car Spa",
    mobile: "9811100000",
    gstin: uniqueTestGstin(),
    email,
    locality: "Dwarka",
    city: "New Delhi",
    state: "Delhi",
    zip: "110075",
    password,
    confirmPassword: password,
  });
  const trpcPost = (path: string, input: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json: input }),
    });
  const COMMON =
    "This password is too common or too easy to guess; choose one that is harder to guess, such as a few unrelated words.";

  it.each([
    ["accounts.register", customer],
    ["accounts.registerSeller", seller],
  ] as const)("%s refuses password1 on the password field, and writes nothing", async (path, form) => {
    const users = await t.db.user.count();
    const response = await trpcPost(path, form(`common-${path}@test.chamak.in`, "password1"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        json: {
          message: COMMON,
          data: {
            code: "BAD_REQUEST",
            fieldErrors: { password: COMMON },
            fieldMessages: { password: { id: "errors.passwordCommon" } },
          },
        },
      },
    });
    expect(await t.db.user.count()).toBe(users);
    const strong = await trpcPost(path, form(`strong-${path}@test.chamak.in`, "Dwarka-Shine42"));
    expect(strong.statusCode).toBe(200);
  });

  it("POST /api/register refuses it too, in the legacy shape", async () => {
    const users = await t.db.user.count();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...customer("common-rest@test.chamak.in", "Password1"), mobile_no: "9876543210" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      requestId: expect.any(String),
      message: COMMON,
      field: "password",
    });
    expect(await t.db.user.count()).toBe(users);
  });
});
