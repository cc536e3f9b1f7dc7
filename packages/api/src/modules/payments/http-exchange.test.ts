import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpExchange, HttpTimeoutError } from "./http-exchange";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: URL; connections: () => number }> {
  let connections = 0;
  server = createServer(handler);
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/v1/orders`), connections: () => connections };
}

const post = { method: "POST", headers: { "content-type": "application/json" }, timeoutMs: 1_000 };

describe("createHttpExchange", () => {
  it("sends the body and returns the whole answer, reusing one connection", async () => {
    const { url, connections } = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => response.writeHead(201).end(`${request.method} ${request.url} ${body}`));
    });
    const exchange = createHttpExchange();
    for (const n of [1, 2, 3]) {
      const answer = await exchange(url, { ...post, body: `{"n":${n},"name":"ज़"}` });
      expect(answer).toEqual({ status: 201, text: `POST /v1/orders {"n":${n},"name":"ज़"}` });
    }
    expect(connections()).toBe(1);
  });

  it("gives up at the deadline with a timeout error", async () => {
    const { url } = await serve((_request, response) => {
      response.writeHead(200);
      response.write("{");
    });
    const exchange = createHttpExchange();
    const error = await exchange(url, { ...post, timeoutMs: 100 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect((error as Error).message).toBe("No answer within 100 ms");
  });

  it("fails when the connection closes before the answer is complete", async () => {
    const { url } = await serve((request, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write("{");
      setTimeout(() => request.socket.destroy(), 10);
    });
    const exchange = createHttpExchange();
    await expect(exchange(url, post)).rejects.toThrow("The connection closed before the answer was complete");
  });
});
