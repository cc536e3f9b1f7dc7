import { afterEach, describe, expect, it, vi } from "vitest";
import { readSessionToken } from "./session-token";

function storeToken(value: string | null) {
  vi.stubGlobal("window", { sessionStorage: { getItem: (key: string) => (key === "token" ? value : null) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("readSessionToken", () => {
  it.each([
    ["missing", null],
    ["empty", ""],
    ["the text null", "null"],
    ["blank", "   "],
  ])("treats a %s token as signed out", (_case, stored) => {
    storeToken(stored);
    expect(readSessionToken()).toBeNull();
  });

  it("returns a stored token", () => {
    storeToken(" abc.def.ghi ");
    expect(readSessionToken()).toBe("abc.def.ghi");
  });

  it("treats blocked storage as signed out", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(readSessionToken()).toBeNull();
  });
});
