import type autocannon from "autocannon";

export interface ProbeResult {
  status: number;
  /** Set when a request did not answer 2xx: its method, path and the start of the body. */
  failure: string | null;
}

/** Sends each request template once (a generated one once) before any load, so a broken URL fails loudly. */
export async function probe(origin: string, requests: readonly autocannon.Request[]): Promise<ProbeResult> {
  let status = 200;
  for (const template of requests) {
    const setup = template.setupRequest;
    const request = typeof setup === "function" ? setup({ method: "GET", path: "/" }, {}) : template;
    // fetch sets content-length itself; a template's may be autocannon's, for another body.
    const {
      "content-length": _length,
      "Content-Length": _Length,
      ...headers
    } = (request.headers ?? {}) as Record<string, string>;
    const response = await fetch(`${origin}${request.path ?? "/"}`, {
      method: request.method ?? "GET",
      headers,
      body: typeof request.body === "string" ? request.body : undefined,
    });
    const text = await response.text();
    if (!response.ok) {
      return {
        status: response.status,
        failure: `${request.method ?? "GET"} ${request.path} answered ${response.status}: ${text.slice(0, 300)}`,
      };
    }
    status = response.status;
  }
  return { status, failure: null };
}
