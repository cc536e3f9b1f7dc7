// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearSessionToken,
  onSessionChangedElsewhere,
  readSessionToken,
  shareSessionAcrossTabs,
  storeSessionToken,
} from "./session-token";

const KEY = "chamak.console.token";

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** What the browser does in this tab when another tab of the site changes localStorage. */
function anotherTabChanges(key: string | null, newValue: string | null) {
  if (key && newValue) window.localStorage.setItem(key, newValue);
  else if (key) window.localStorage.removeItem(key);
  else window.localStorage.clear();
  window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: window.localStorage }));
}

describe("a session shared across tabs", () => {
  it("keeps the token where every tab of the app reads it, and forgets it for all", () => {
    shareSessionAcrossTabs(KEY);
    storeSessionToken("abc.def");
    expect(window.localStorage.getItem(KEY)).toBe("abc.def");
    expect(window.sessionStorage.getItem("token")).toBeNull();
    expect(readSessionToken()).toBe("abc.def");
    clearSessionToken();
    expect(readSessionToken()).toBeNull();
  });

  it("tells this tab when another signs in or out, and nothing about other keys", () => {
    shareSessionAcrossTabs(KEY);
    const listener = vi.fn();
    const stop = onSessionChangedElsewhere(listener);
    anotherTabChanges(KEY, "new.token");
    anotherTabChanges("chamak.console.bookingsSeenUntil", "5");
    anotherTabChanges(KEY, null);
    anotherTabChanges(null, null);
    expect(listener.mock.calls).toEqual([["new.token"], [null], [null]]);
    stop();
    anotherTabChanges(KEY, "later");
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
