import type { Db } from "@chamak/db";
import { createTestDb } from "@chamak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorOf } from "../../client-errors";
import {
  createCentre,
  createService,
  ensureReference,
  type Reference,
  signedIn,
} from "../catalog/catalog.fixtures";

let db: Db;
let close: () => Promise<void>;
let ref: Reference;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ref = await ensureReference(db);
});
afterAll(async () => {
  await close?.();
});

const CHANGED =
  "This service changed since you opened it, in another tab or by someone else. Nothing was saved: look at its current values, then save again.";

async function serviceOfOwnCentre() {
  const { centre, owner } = await createCentre(db, { name: `Versions ${Math.random()}` });
  const service = await createService(db, ref, centre.id, {
    category: "basic-wash",
    sub: "Foam Wash",
    prices: { sedan: 50_000, suv: 70_000 },
  });
  return { service, tabOne: await signedIn(db, owner.id), tabTwo: await signedIn(db, owner.id) };
}

/** What a screen sends back: the service as opened, with the sedan price changed. */
function saveOf(
  opened: Awaited<ReturnType<Awaited<ReturnType<typeof signedIn>>["vendor"]["services"]["get"]>>,
) {
  return (sedanPaise: number) => ({
    id: opened.id,
    version: opened.version,
    categoryId: opened.categoryId,
    subCategoryName: opened.subCategoryName,
    description: opened.description,
    durationMinutes: opened.durationMinutes,
    driverFeePaise: opened.driverFeePaise,
    prices: opened.prices.map((p) => ({
      vehicleTypeId: p.vehicleTypeId,
      pricePaise: p.vehicleTypeSlug === "sedan" ? sedanPaise : p.pricePaise,
    })),
  });
}

const sedanPrice = async (serviceId: number) =>
  (
    await db.servicePrice.findUniqueOrThrow({
      where: { serviceId_vehicleTypeId: { serviceId, vehicleTypeId: ref.vehicleTypes.sedan ?? 0 } },
    })
  ).pricePaise;

describe("two tabs editing one service", () => {
  it("keeps the first save's price and refuses the second, with the service as it is now", async () => {
    const { service, tabOne, tabTwo } = await serviceOfOwnCentre();
    const openedOne = await tabOne.vendor.services.get({ id: service.id });
    const openedTwo = await tabTwo.vendor.services.get({ id: service.id });
    expect(openedOne.version).toBe(openedTwo.version);

    const first = await tabOne.vendor.services.update(saveOf(openedOne)(55_000));
    expect(first.version).toBe(openedOne.version + 1);

    // The second tab changes the SUV price only; its sedan price is the one it opened with.
    const second = tabTwo.vendor.services.update({
      ...saveOf(openedTwo)(50_000),
      durationMinutes: 60,
    });
    const refusal = await second.then(
      () => null,
      (error: { code: string; cause: unknown }) => error,
    );
    expect(refusal?.code).toBe("CONFLICT");
    const client = clientErrorOf(refusal?.cause, "", false);
    expect(client.message).toBe(CHANGED);
    expect(client.current).toMatchObject({
      id: service.id,
      version: first.version,
      durationMinutes: 45,
      prices: expect.arrayContaining([
        expect.objectContaining({ vehicleTypeSlug: "sedan", pricePaise: 55_000 }),
      ]),
    });

    expect(await sedanPrice(service.id)).toBe(55_000);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toMatchObject({
      durationMinutes: 45,
      version: first.version,
    });

    // Seen as it is now, the second tab's save goes through.
    const again = await tabTwo.vendor.services.update({ ...saveOf(first)(55_000), durationMinutes: 60 });
    expect(again).toMatchObject({ durationMinutes: 60, version: first.version + 1 });
  });

  it("lets exactly one of two saves opened at one version win when they run at once", async () => {
    const { service, tabOne, tabTwo } = await serviceOfOwnCentre();
    const opened = await tabOne.vendor.services.get({ id: service.id });
    const results = await Promise.allSettled([
      tabOne.vendor.services.update(saveOf(opened)(51_000)),
      tabTwo.vendor.services.update(saveOf(opened)(52_000)),
    ]);
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as { code: string }] : []));
    expect(won).toHaveLength(1);
    expect(refused.map((r) => r.code)).toEqual(["CONFLICT"]);
    const winner = won[0]?.prices.find((p) => p.vehicleTypeSlug === "sedan")?.pricePaise;
    expect(await sedanPrice(service.id)).toBe(winner);
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).version).toBe(
      opened.version + 1,
    );
  });
});
