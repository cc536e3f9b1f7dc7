import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionExpiry } from "./session-expiry";

function apiError(httpStatus: number) {
  return new TRPCClientError("refused", { result: { error: { data: { httpStatus } } } as never });
}

afterEach(() => {
  vi.useRealTimers();
});

const expiryWith = (handler: () => void) => {
  const expiry = createSessionExpiry({
    ownPaths: ["accounts.login", "accounts.register"],
    fallback: () => {
      throw new Error("the app has replaced the fallback");
    },
  });
  expiry.setUnauthorizedHandler(handler);
  return expiry;
};

describe("session expiry", () => {
  it("signs out once for a batch of 401 answers, then again after a pause", () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const { handleAuthError } = expiryWith(handler);
    handleAuthError(apiError(401), [["accounts", "me"], { type: "query" }]);
    handleAuthError(apiError(401), [["booking", "mine"], { type: "query" }]);
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    handleAuthError(apiError(401), [["booking", "mine"], { type: "query" }]);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("leaves a wrong password, a 403 and network failures to the screen", () => {
    const handler = vi.fn();
    const { handleAuthError } = expiryWith(handler);
    handleAuthError(apiError(401), [["accounts", "login"]]);
    handleAuthError(apiError(401), [["accounts", "register"]]);
    handleAuthError(apiError(403), [["booking", "mine"], {}]);
    handleAuthError(new TypeError("Failed to fetch"), [["booking", "mine"], {}]);
    expect(handler).not.toHaveBeenCalled();
  });
});
