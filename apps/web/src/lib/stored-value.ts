import { useSyncExternalStore } from "react";

/** The part of the Web Storage API the stores use; tests pass a plain object. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export type StorageArea = "local" | "session";

/** localStorage or sessionStorage, or null outside a browser or when the user blocks storage. */
export function browserStorage(area: StorageArea): StorageLike | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRaw(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(storage: StorageLike | null, key: string, raw: string | null): void {
  try {
    if (raw === null) storage?.removeItem(key);
    else storage?.setItem(key, raw);
  } catch {
    // storage full or blocked: the value lasts for this page only (see the memory copy below)
  }
}

type StoredValueOptions<T> = {
  area: StorageArea;
  key: string;
  parse(raw: string | null): T;
  serialize(value: T): string | null;
};

/**
 * One value kept in browser storage, readable from React with `use()`. The parsed value is cached per raw
 * string, so React sees the same object until the stored text changes (also from another tab).
 */
export function createStoredValue<T>({ area, key, parse, serialize }: StoredValueOptions<T>) {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cachedRaw: string | null | undefined;
  let cached: T;

  function raw(): string | null {
    const storage = browserStorage(area);
    return storage ? readRaw(storage, key) : memory;
  }

  function get(): T {
    const current = raw();
    if (current !== cachedRaw) {
      cachedRaw = current;
      cached = parse(current);
    }
    return cached;
  }

  function set(value: T): void {
    const next = serialize(value);
    memory = next;
    writeRaw(browserStorage(area), key, next);
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function use(): T {
    return useSyncExternalStore(subscribe, get, get);
  }

  /**
   * What a component shows of the value: the component re-renders only when that changes (Object.is), not at
   * every write (React renders a store change synchronously, the whole page at once). `derive` must give the
   * same result for the same value: a primitive, or an object it picks from data kept elsewhere.
   */
  function useDerived<R>(derive: (value: T) => R): R {
    const snapshot = () => derive(get());
    return useSyncExternalStore(subscribe, snapshot, snapshot);
  }

  return { get, set, subscribe, use, useDerived };
}
