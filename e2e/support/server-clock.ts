/**
 * The server's clock for journeys that work a booking on its day (the e2e server runs with TEST_CLOCK=1; see
 * apps/server/src/plugins/test-clock.ts). The browser keeps the wall clock: pages are opened on explicit dates.
 */
export async function setServerClock(baseUrl: string, at: Date): Promise<void> {
  const answer = await fetch(`${baseUrl}/__test/clock`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!answer.ok) throw new Error(`the test clock answered ${answer.status}: ${await answer.text()}`);
}

export async function resetServerClock(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/__test/clock`, { method: "DELETE" });
  if (!answer.ok) throw new Error(`the test clock answered ${answer.status}`);
}
