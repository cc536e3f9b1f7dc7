import { DomainError } from "../errors";

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

const pathOf = (node: Node) => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.key != null; at = at.parent) keys.unshift(at.key);
  return keys.join(".");
};

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold U+0000, and JSON columns (the audit log) refuse unpaired surrogates, which
 * also break URL encoding: such input would fail deep inside as an internal error, or after a partial write.
 * Both doors (tRPC and the REST adapter) refuse it up front, naming the field. Iterative, so deeply nested
 * junk cannot overflow the stack.
 */
export function assertStorableText(input: unknown): void {
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  const seen = new Set<object>();
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === "string") {
      if (value.includes("\u0000") || LONE_SURROGATE.test(value)) {
        const field = pathOf(node) || "input";
        throw new DomainError("BAD_INPUT", { id: "errors.unstorableText", values: { field } }, field);
      }
    } else if (typeof value === "object" && value !== null && !seen.has(value)) {
      seen.add(value);
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, key, parent: node });
    }
  }
}
