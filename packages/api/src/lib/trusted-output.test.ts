import { describe, expect, it } from "vitest";
import { z } from "zod";
import { trustedOutput } from "./trusted-output";

const card = z.object({ id: z.number(), name: z.string() });
const answering = (answer: unknown) => async () => answer as z.output<typeof card>;

describe("trustedOutput", () => {
  it("checks the answer outside production: a wrong one fails as a server error, extra fields are stripped", async () => {
    await expect(
      trustedOutput(card, answering({ id: "7", name: "Sparkle" }), false)(undefined),
    ).rejects.toThrow(/does not match its schema/);
    await expect(
      trustedOutput(card, answering({ id: 7, name: "Sparkle", secret: "x" }), false)(undefined),
    ).resolves.toEqual({ id: 7, name: "Sparkle" });
  });

  it("takes the answer as it is in production: the resolver itself, the same object, unwalked", async () => {
    const answer = { id: 7, name: "Sparkle", secret: "x" };
    const resolve = answering(answer);
    expect(trustedOutput(card, resolve, true)).toBe(resolve);
    await expect(trustedOutput(card, resolve, true)(undefined)).resolves.toBe(answer);
  });

  it("follows NODE_ENV when not told", async () => {
    // Vitest runs with NODE_ENV=test: every test of a procedure checks its output.
    expect(process.env.NODE_ENV).toBe("test");
    await expect(trustedOutput(card, answering({ id: "7" }))(undefined)).rejects.toThrow(/does not match/);
  });
});
