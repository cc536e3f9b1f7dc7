import { expect, test } from "./support/fixtures";
import { messagesTo } from "./support/phone";
import { photoFile } from "./support/photos";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { goOffline, planCarOf, planRoundForNewWasher, serverPlanStops, washerPhone } from "./support/washer";

// A washer's morning plan round on a phone with no signal: three monthly subscribers' cars in one society's
// parking (two in tower A, one in tower B), washed or not reached, each with a photo, in a basement; the taps
// reach the server once, in order, when the signal is back, and the customers get their messages.

test.describe("the washer's plan round", () => {
  test.slow();
  test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

  test("marks two cars washed and one not accessible offline, syncs them once, and the customer is told", async ({
    browser,
    baseUrl,
  }, testInfo) => {
    // Its own society per run, so the round holds only this run's cars.
    const tag = `${Date.now() % 1_000_000}-${testInfo.repeatEachIndex}`;
    const society = `Green Park Residency ${tag}`;
    const round = await planRoundForNewWasher(baseUrl, tag, society, [
      { tower: "B", slot: "B-7" },
      { tower: "A", slot: "A-12" },
      { tower: "A", slot: "A-3" },
    ]);
    const [inB, inA12, inA3] = round.cars;
    if (!inB || !inA12 || !inA3) throw new Error("three cars were not subscribed");
    // The first morning of the plan, at 07:00 in India: the round is the washer's day.
    await setServerClock(baseUrl, new Date(`${round.date}T07:00:00+05:30`));

    const { context, page } = await washerPhone(browser, baseUrl, round.washerToken);
    const section = page.getByRole("region", { name: "Plan washes" });
    await expect(
      section.getByRole("heading", { name: /^Plan washes · 5:00\s?am–6:00\s?am$/i }),
    ).toBeVisible();
    // Grouped by society and tower, in the order the round goes: tower A's slots in order, then tower B.
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      `${society} · Tower A`,
      `${society} · Tower B`,
    ]);
    await expect(section.getByRole("article")).toHaveCount(3);
    await expect(section.getByRole("article").first()).toHaveAccessibleName(`Car ${inA3.vehicleNumber}`);
    const first = planCarOf(page, inA3.vehicleNumber);
    await expect(first).toContainText(`Slot A-3 · ${inA3.vehicleNumber}`);
    await expect(first).toContainText(round.planName);
    await expect(first).toContainText("Gate: Gate 2, tell the guard");
    await expect(first).toContainText("Extras: Interior clean (2 a month)");
    await expect(first.getByRole("link", { name: "Navigate" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible();
    // The phone keeps the console's files (the service worker) before the basement.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await snap(page, "washer-plan-round-1-morning-phone");

    await goOffline(context, page);
    // Opened again with no signal: the page and the round come from the phone.
    await page.reload();
    await expect(first).toBeVisible();
    await first.getByLabel("Done: photo").setInputFiles(photoFile("a3.png", [30, 140, 200]));
    await expect(first.getByText("Washed", { exact: true })).toBeVisible();
    const second = planCarOf(page, inA12.vehicleNumber);
    await second.getByLabel("Done: photo").setInputFiles(photoFile("a12.png", [60, 170, 90]));
    await expect(second.getByText("Washed", { exact: true })).toBeVisible();
    const blocked = planCarOf(page, inB.vehicleNumber);
    await blocked.getByLabel("Car not accessible: photo").setInputFiles(photoFile("b7.png", [200, 80, 40]));
    await expect(blocked.getByText("Car not accessible", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^No signal: 3 steps saved on this phone/ }),
    ).toBeVisible();
    await expect(section).toContainText("Every car is done");
    await snap(page, "washer-plan-round-2-offline-done-phone");
    // Nothing reached the server meanwhile.
    expect((await serverPlanStops(baseUrl, round.washerToken, round.date)).map((stop) => stop.state)).toEqual(
      ["scheduled", "scheduled", "scheduled"],
    );

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({
      timeout: 30_000,
    });
    // Each tap applied once: every wash one version on.
    expect(await serverPlanStops(baseUrl, round.washerToken, round.date)).toEqual([
      expect.objectContaining({ subscriptionId: inA3.subscriptionId, state: "done", version: 2 }),
      expect.objectContaining({ subscriptionId: inA12.subscriptionId, state: "done", version: 2 }),
      expect.objectContaining({ subscriptionId: inB.subscriptionId, state: "not_accessible", version: 2 }),
    ]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await snap(page, "washer-plan-round-3-synced-phone");
    await page.setViewportSize(VIEWPORTS.desktop);
    await snap(page, "washer-plan-round-3-synced-desktop");
    await context.close();

    // The customers' messages (the messaging stand-in's record): washed, with the plan's page; not reached.
    const sms = async (mobile: string) =>
      (await messagesTo(baseUrl, mobile)).filter((item) => item.channel === "sms").map((item) => item.text);
    await expect
      .poll(() => sms(inA3.mobile), { timeout: 30_000 })
      .toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Chamak: your car ${inA3.vehicleNumber} was washed this morning\\. See the photo on your plan: https?://[^ ]+/profile/plans/${inA3.subscriptionId}$`,
          ),
        ),
      );
    await expect
      .poll(() => sms(inB.mobile), { timeout: 30_000 })
      .toContainEqual(expect.stringContaining(`could not reach your car ${inB.vehicleNumber} this morning`));
  });
});
