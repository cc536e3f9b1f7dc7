import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("verifies the password it hashed and rejects a wrong one", async () => {
    const stored = await hashPassword("Customer@123");
    expect(await verifyPassword(stored, "Customer@123")).toBe(true);
    expect(await verifyPassword(stored, "customer@123")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("produces a salted argon2id hash with OWASP parameters", async () => {
    const first = await hashPassword("same password");
    const second = await hashPassword("same password");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(second, "same password")).toBe(true);
  });

  it("returns false instead of throwing for malformed hashes", async () => {
    for (const bad of [
      "",
      "not-a-hash",
      "$argon2id$v=19$m=19456,t=2,p=1$garbage",
      "$2b$10$abcdefghijklmnopqrstuv",
    ]) {
      await expect(verifyPassword(bad, "anything")).resolves.toBe(false);
    }
  });
});
