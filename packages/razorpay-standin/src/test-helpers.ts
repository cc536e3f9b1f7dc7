import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export const keys = {
  keyId: "rzp_test_Standin00000001",
  keySecret: "standin_key_secret",
  webhookSecret: "whsec_standin",
};

export const basicAuth = (keyId: string, keySecret: string) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the stand-in answered
  body: any;
}

/** Plain HTTP calls to a running stand-in, with the right Basic auth unless told otherwise. */
export function httpClient(origin: string) {
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined } satisfies Answer;
  }
  const auth = { authorization: basicAuth(keys.keyId, keys.keySecret) };
  return {
    send,
    get: (path: string) => send("GET", path, undefined, auth),
    post: (path: string, body: unknown = {}) => send("POST", path, body, auth),
    patch: (path: string, body: unknown = {}) => send("PATCH", path, body, auth),
    checkout: (path: string, body: object) =>
      send("POST", `/checkout${path}`, { key_id: keys.keyId, ...body }),
    /** The stand-in's controls over HTTP (no auth), as a stand-in in its own process offers them. */
    control: (path: string, body: object) => send("POST", `/__control${path}`, body),
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A tiny merchant server that records webhooks; `failNext` answers 500 that many times first. */
export async function startWebhookReceiver(options: { failNext?: number; delayMs?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let failNext = options.failNext ?? 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = () => {
        if (failNext > 0) {
          failNext -= 1;
          response.writeHead(500).end("try later");
          return;
        }
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(200).end("ok");
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
