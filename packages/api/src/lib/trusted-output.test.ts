import { describe, expect, it } from "vitest";
import { z } from "zod";
import { trustedOutput } from "./trusted-output";

const card = z.object({ id: z.number(), name: z.string() });

describe("trustedOutput", () => {
  it("is the schema itself outside production: a wrong answer fails and extra fields are stripped", () => {
    const schema = trustedOutput(card, false);
    expect(schema).toBe(card);
    expect(() => schema.parse({ id: "7", name: "Sparkle" })).toThrow();
    expect(schema.parse({ id: 7, name: "Sparkle", secret: "x" })).toEqual({ id: 7, name: "Sparkle" });
  });

  it("takes the answer as it is in production, the same object, unwalked", () => {
    const answer = { id: 7, name: "Sparkle" };
    expect(trustedOutput(card, true).parse(answer)).toBe(answer);
  });

  it("follows NODE_ENV when not told", () => {
    // Vitest runs with NODE_ENV=test: every test of a procedure checks its output.
    expect(process.env.NODE_ENV).toBe("test");
    expect(trustedOutput(card)).toBe(card);
  });
});
