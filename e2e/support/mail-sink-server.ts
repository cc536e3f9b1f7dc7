// The journeys' mailbox: the SMTP sink the api's tests use, on the port the demo server sends to (SMTP_URL),
// with an HTTP door for the tests to read what arrived, as a person would read their email.
// Started by playwright.config.ts as a web server of its own, before the demo server.
import { createServer } from "node:http";
// The e2e folder is not a workspace package: the sink by path (it needs nothing but node:net).
import { mailText, startSmtpSink } from "../../packages/api/src/modules/notifications/smtp-sink.testing";

const smtpPort = Number(process.env.CHAMAK_E2E_SMTP_PORT);
const httpPort = Number(process.env.CHAMAK_E2E_MAIL_PORT);
if (!smtpPort || !httpPort) throw new Error("CHAMAK_E2E_SMTP_PORT and CHAMAK_E2E_MAIL_PORT must be set");

const sink = await startSmtpSink({ port: smtpPort });

/** GET /messages?to=<address>: that address's emails, newest first, as { to, text }. GET /healthz: up. */
const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/healthz") {
    response.writeHead(200).end("ok");
    return;
  }
  if (url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const items = sink.received
    .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
    .map((mail) => ({ to: mail.to, text: mailText(mail) }))
    .reverse();
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ items }));
});
server.listen(httpPort, "127.0.0.1");

const stop = () => {
  server.close();
  void sink.close().then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
