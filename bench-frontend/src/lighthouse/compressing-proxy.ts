// A what-if, not the product: a local reverse proxy that brotli-compresses the demo server's text responses,
// as @fastify/compress (or a CDN) in front of apps/server would. Lighthouse through it shows what the same
// build scores once the server compresses; the report labels these numbers as a projection.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { constants, createBrotliCompress } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

export interface CompressingProxy {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startCompressingProxy(upstream: string): Promise<CompressingProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: target.host };
    delete headers["accept-encoding"];
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        const type = String(upstreamRes.headers["content-type"] ?? "");
        const wantsBr = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
        if (!wantsBr || !COMPRESSIBLE.test(type) || upstreamRes.statusCode === 304) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const outHeaders = { ...upstreamRes.headers, "content-encoding": "br", vary: "accept-encoding" };
        delete outHeaders["content-length"];
        res.writeHead(upstreamRes.statusCode ?? 200, outHeaders);
        // Quality 5: what an on-the-fly compressor would use (precompressed files at 11 are smaller still).
        upstreamRes.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
      },
    );
    forward.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
