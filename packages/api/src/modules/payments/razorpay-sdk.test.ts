import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { startRazorpayStandin } from "@chamak/razorpay-standin";
import { afterEach, describe, expect, it } from "vitest";
import { createRazorpaySdk, RazorpayTransportError } from "./razorpay-sdk";

const keys = { keyId: "rzp_test_Standin00000001", keySecret: "standin_secret_do_not_log" };

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  if (!running) return;
  server = undefined;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A bare HTTP server standing in for Razorpay where the stand-in cannot misbehave as needed. */
async function serve(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ origin: string; connections: () => number }> {
  let connections = 0;
  server = createServer(handler);
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, connections: () => connections };
}

const order = { id: "order_AAAAAAAAAAAAAA", amount: 10_000, status: "created" };

describe("createRazorpaySdk", () => {
  // Fails if a razorpay release moves the axios instance razorpay-sdk.ts reaches into: the SDK would then
  // send to api.razorpay.com (unreachable here) or refuse to start.
  it("sends the SDK's requests to the given base URL", async () => {
    const standin = await startRazorpayStandin({ ...keys, webhookSecret: "whsec_unused" });
    try {
      const sdk = createRazorpaySdk({ ...keys, baseUrl: standin.apiBaseUrl, timeoutMs: 2_000 });
      const created = await sdk.orders.create({ amount: 10_000, currency: "INR", receipt: "via-sdk" });
      expect(standin.controls.orders().map((o) => [o.id, o.receipt])).toEqual([[created.id, "via-sdk"]]);
    } finally {
      await standin.close();
    }
  });

  it("keeps a path prefix, authenticates with the keys and reuses one connection", async () => {
    const seen: string[] = [];
    const { origin, connections } = await serve((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(order));
    });
    const sdk = createRazorpaySdk({ ...keys, baseUrl: `${origin}/__razorpay/v1/`, timeoutMs: 2_000 });
    for (let n = 0; n < 3; n++) expect(await sdk.orders.fetch(order.id)).toEqual(order);
    const basic = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
    expect(seen).toEqual(Array(3).fill(`GET /__razorpay/v1/orders/${order.id} ${basic}`));
    expect(connections()).toBe(1);
  });

  it("refuses a base URL without the API version", () => {
    expect(() => createRazorpaySdk({ ...keys, baseUrl: "http://127.0.0.1:1/api", timeoutMs: 1 })).toThrow(
      /must end with \/v1/,
    );
  });

  it("bounds the whole exchange, not only the silences between bytes", async () => {
    const { origin } = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const trickle = setInterval(() => response.write(" "), 20);
      response.on("close", () => clearInterval(trickle));
    });
    const sdk = createRazorpaySdk({ ...keys, baseUrl: `${origin}/v1`, timeoutMs: 200 });
    const started = Date.now();
    const failure = await sdk.orders.fetch(order.id).catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(RazorpayTransportError);
    expect((failure as Error).message).toBe("No answer within 200 ms");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("reports a failed connection with its cause and without the key secret", async () => {
    const { origin } = await serve((request) => request.socket.destroy());
    const sdk = createRazorpaySdk({ ...keys, baseUrl: `${origin}/v1`, timeoutMs: 2_000 });
    const failure = await sdk.payments.fetch("pay_AAAAAAAAAAAAAA").catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(RazorpayTransportError);
    expect((failure as Error).message).toBe("Razorpay could not be reached");
    expect((failure as Error).cause).toMatchObject({ code: "ECONNRESET" });
    expect(inspect(failure, { depth: 10, showHidden: true })).not.toContain(keys.keySecret);
  });
});
