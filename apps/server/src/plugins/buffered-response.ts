import type { FastifyReply } from "fastify";

/**
 * A fetch Response (what tRPC's adapter sends) read into a Buffer, its status and headers copied to the reply:
 * Fastify copies them only when it sends the Response itself, and an onSend hook that replaces the payload
 * would lose them.
 */
export async function bufferedResponse(reply: FastifyReply, response: Response): Promise<Buffer> {
  const body = Buffer.from(await response.arrayBuffer());
  for (const [name, value] of response.headers) reply.header(name, value);
  reply.code(response.status);
  return body;
}
