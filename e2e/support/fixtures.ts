import { test as base } from "@playwright/test";
import { type JourneyServer, startJourneyServer } from "./journey-server";

export { expect } from "@playwright/test";

/**
 * Playwright's test, on this worker's own server (support/journey-server.ts): `baseURL` points at it, `baseUrl` is
 * the same origin for plain fetch calls, and `mailbox` reads the emails it sent.
 */
export const test = base.extend<
  { baseUrl: string; mailbox: Pick<JourneyServer, "emailsTo"> },
  { journeyServer: JourneyServer }
>({
  journeyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = await startJourneyServer(workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.url),
  baseUrl: async ({ journeyServer }, use) => use(journeyServer.url),
  mailbox: async ({ journeyServer }, use) => use(journeyServer),
});
