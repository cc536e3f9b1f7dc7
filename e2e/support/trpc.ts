/**
 * A tRPC procedure over plain HTTP, as the apps call it (superjson: the input travels as {"json": ...}), with a
 * bearer token when given. Journeys use it to set up what a test needs without clicking through it.
 */
export async function trpc<T>(
  baseUrl: string,
  kind: "query" | "mutation",
  path: string,
  input: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ json: input ?? null });
  const response =
    kind === "query"
      ? await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(body)}`, { headers })
      : await fetch(`${baseUrl}/trpc/${path}`, { method: "POST", headers, body });
  const payload = (await response.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (!response.ok || !payload.result)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(payload.error)}`);
  return payload.result.data.json;
}
