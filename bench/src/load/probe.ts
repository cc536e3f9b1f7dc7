import type autocannon from "autocannon";

/** A probe that gets no answer in this time fails (status 0): the server is swamped at this size. */
export const PROBE_TIMEOUT_MS = 60_000;

export interface ProbeResult {
  /** The last HTTP status; 0 when a request got no answer within PROBE_TIMEOUT_MS. */
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
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === "TimeoutError") return null;
      throw error;
    });
    if (response === null) {
      return {
        status: 0,
        failure: `${request.method ?? "GET"} ${request.path} got no answer within ${PROBE_TIMEOUT_MS / 1000} s`,
      };
    }
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
