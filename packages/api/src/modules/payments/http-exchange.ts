import http from "node:http";
import https from "node:https";

export interface HttpAnswer {
  status: number;
  text: string;
}

/** No complete answer arrived within the deadline. */
export class HttpTimeoutError extends Error {
  override readonly name = "HttpTimeoutError";
}

export type HttpExchange = (
  url: URL,
  request: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
) => Promise<HttpAnswer>;

/**
 * One request and its whole answer as text, over kept-alive connections. Node's own http client: `fetch`
 * spends several times its CPU per call (WHATWG streams, Request/Response and AbortSignal objects). The
 * Razorpay client no longer uses it (it goes through the official SDK, see razorpay-sdk.ts); the bench's
 * load driver does (bench/src/load/booking-attempts.ts), which shares the cores with the servers it drives.
 */
export function createHttpExchange(): HttpExchange {
  const agents = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true }),
  };
  return (url, { method, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      let settled = false;
      let timedOut = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        finish();
      };
      // However the destroyed connection reports itself, a request cut off at the deadline timed out.
      const fail = (error: Error) =>
        settle(() => reject(timedOut ? new HttpTimeoutError(`No answer within ${timeoutMs} ms`) : error));
      const secure = url.protocol === "https:";
      const request = (secure ? https : http).request(url, {
        method,
        agent: secure ? agents.https : agents.http,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      });
      const timer = setTimeout(() => {
        timedOut = true;
        request.destroy();
      }, timeoutMs);
      request.on("error", fail);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          settle(() =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
          ),
        );
        response.on("close", () => fail(new Error("The connection closed before the answer was complete")));
      });
      request.end(body);
    });
}
