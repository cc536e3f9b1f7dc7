import Fastify from "fastify";
import {
  createMessagingStandin,
  type MessagingStandinControls,
  type MessagingStandinOptions,
} from "./standin";

export interface RunningMessagingStandin {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** MSG91's base URL on it (`${url}/msg91`). */
  msg91BaseUrl: string;
  /** The Graph API's base URL on it (`${url}/whatsapp`). */
  whatsappBaseUrl: string;
  /** Exotel's ExoBridge base URL on it (`${url}/exotel`), when started with `exotel`. */
  exotelBaseUrl: string;
  controls: MessagingStandinControls;
  close(): Promise<void>;
}

/** The stand-ins as their own HTTP server, for tests. */
export async function startMessagingStandin(
  options: MessagingStandinOptions & { host?: string },
): Promise<RunningMessagingStandin> {
  const standin = createMessagingStandin(options);
  const app = Fastify({ logger: false });
  await app.register(standin.plugin);
  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("The stand-in is not listening on TCP");
  const url = `http://${host}:${address.port}`;
  return {
    url,
    msg91BaseUrl: `${url}/msg91`,
    whatsappBaseUrl: `${url}/whatsapp`,
    exotelBaseUrl: `${url}/exotel`,
    controls: standin.controls,
    close: () => app.close(),
  };
}
