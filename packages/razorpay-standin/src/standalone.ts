import Fastify from "fastify";
import { createRazorpayStandin, type RazorpayStandinOptions, type StandinControls } from "./standin";

export interface RunningRazorpayStandin {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** What a Razorpay client takes as its base URL: `${url}/v1` (the SDK reaches `/v2` beside it). */
  apiBaseUrl: string;
  controls: StandinControls;
  close(): Promise<void>;
}

/**
 * The stand-in as its own HTTP server (API at `/v1` and `/v2`, test checkout at `/checkout`, controls at
 * `/__control`).
 */
export async function startRazorpayStandin(
  options: RazorpayStandinOptions & { host?: string; port?: number },
): Promise<RunningRazorpayStandin> {
  const standin = createRazorpayStandin(options);
  const app = Fastify({ logger: false });
  await app.register(standin.plugin);
  await app.register(standin.controlPlugin, { prefix: "/__control" });
  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("The stand-in is not listening on TCP");
  const url = `http://${host}:${address.port}`;
  return {
    url,
    apiBaseUrl: `${url}/v1`,
    controls: standin.controls,
    close: async () => {
      standin.controls.setLatency(0);
      await app.close();
    },
  };
}
