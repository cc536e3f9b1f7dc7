import { LRUCache } from "lru-cache";

/**
 * Cache admission on the second sighting (TinyLFU's "doorkeeper"): a cache asks before keeping an answer, and a
 * key is admitted only once it was asked for before. One-off reads (a distance search from a point no one else
 * stands on) then cost the cache nothing: no entry the garbage collector must carry until it falls out, and no
 * popular entry pushed out by it. A popular read is kept from its second request on.
 *
 * Remembers the last `capacity` keys seen once (10,000 by default, which both the catalog's object cache and the
 * server's response cache use: ten seconds' worth at a thousand one-off reads a second) as 30-bit hashes (small
 * integers, which the LRU stores without allocating), not the strings. Two keys that share a hash are a harmless
 * error: the second is admitted early.
 */
export class SecondSighting {
  private readonly seen: LRUCache<number, true>;

  constructor(capacity = 10_000) {
    this.seen = new LRUCache({ max: capacity });
  }

  /** True when `key` was seen before (among the last `capacity` first sightings); otherwise remembers it. */
  admit(key: string): boolean {
    const hash = fnv1a(key);
    if (this.seen.has(hash)) return true;
    this.seen.set(hash, true);
    return false;
  }
}

/**
 * 32-bit FNV-1a over the string's UTF-16 code units, folded to 30 bits so V8 keeps it a small integer (a Smi) on
 * every build. Written here because Node's hashes (node:crypto) return a new Buffer or string per call, which is
 * what this avoids.
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 2;
}
