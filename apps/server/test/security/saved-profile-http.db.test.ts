/**
 * Saved vehicles and addresses over HTTP, as the site calls them: only a signed-in customer reaches them, a
 * customer never reaches another's (404, nothing changed), and bad input is a 400 or 409 naming the field.
 */
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let vehicleTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  vehicleTypeId = (
    await t.db.vehicleType.upsert({
      where: { slug: "sedan" },
      update: {},
      create: { slug: "sedan", name: "Sedan", group: "car" },
    })
  ).id;
});
afterAll(() => t?.close());

type Answer = {
  error?: { json: { data: { httpStatus: number; fieldMessages?: Record<string, { id: string }> } } };
  result?: { data: Parameters<typeof superjson.deserialize>[0] };
};

async function call(kind: "query" | "mutation", path: string, input: unknown, token?: string) {
  const headers = token ? bearer(token) : {};
  const response =
    kind === "query"
      ? await t.app.inject({
          method: "GET",
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
          headers,
        })
      : await t.app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          headers: { "content-type": "application/json", ...headers },
          payload: JSON.stringify(superjson.serialize(input)),
        });
  const body = response.json() as Answer;
  const fields = Object.fromEntries(
    Object.entries(body.error?.json.data.fieldMessages ?? {}).map(([field, message]) => [field, message.id]),
  );
  const data = body.result ? superjson.deserialize<unknown>(body.result.data) : undefined;
  return { status: response.statusCode, fields, data };
}

let sequence = 0;
async function newCustomer(): Promise<string> {
  sequence += 1;
  const answer = await call("mutation", "accounts.register", {
    name: "Meera Nair",
    email: `saved-${sequence}@test.chamak.in`,
    mobile: "9876543210",
    state: "Kerala",
    city: "Kochi",
    address: "MG Road",
    zip: "682001",
    password: "Backwaters-Kochi7",
  });
  expect(answer.status).toBe(200);
  return (answer.data as { token: string }).token;
}

describe("saved vehicles and addresses over HTTP", () => {
  it("asks an anonymous caller to sign in", async () => {
    expect((await call("query", "accounts.saved.vehicles.list", undefined)).status).toBe(401);
    expect(
      (
        await call("mutation", "accounts.saved.vehicles.add", {
          vehicleTypeId,
          vehicleNumber: "KL 07 AB 1234",
        })
      ).status,
    ).toBe(401);
  });

  it("keeps each customer's list their own: another's ids are not found and stay as they were", async () => {
    const asha = await newCustomer();
    const ravi = await newCustomer();
    const added = await call(
      "mutation",
      "accounts.saved.vehicles.add",
      { vehicleTypeId, vehicleNumber: "kl 07 ab 1234", nickname: "Blue Swift" },
      asha,
    );
    expect(added.status).toBe(200);
    const vehicle = added.data as { id: number; vehicleNumber: string; version: number };
    expect(vehicle.vehicleNumber).toBe("KL 07 AB 1234");
    const address = (
      await call(
        "mutation",
        "accounts.saved.addresses.add",
        { label: "home", address: "MG Road", city: "Kochi", state: "Kerala", zip: "682001" },
        asha,
      )
    ).data as { id: number; version: number };

    for (const [path, input] of [
      [
        "accounts.saved.vehicles.update",
        { id: vehicle.id, version: vehicle.version, vehicleTypeId, vehicleNumber: "KL 07 ZZ 9999" },
      ],
      ["accounts.saved.vehicles.setDefault", { id: vehicle.id, version: vehicle.version }],
      ["accounts.saved.vehicles.remove", { id: vehicle.id, version: vehicle.version }],
      [
        "accounts.saved.addresses.update",
        {
          id: address.id,
          version: address.version,
          label: "work",
          address: "X",
          city: "Kochi",
          state: "Kerala",
          zip: "682001",
        },
      ],
      ["accounts.saved.addresses.remove", { id: address.id, version: address.version }],
    ] as const) {
      expect((await call("mutation", path, input, ravi)).status, path).toBe(404);
    }
    expect((await call("query", "accounts.saved.vehicles.list", undefined, ravi)).data).toEqual([]);
    expect((await call("query", "accounts.saved.vehicles.list", undefined, asha)).data).toMatchObject([
      { id: vehicle.id, vehicleNumber: "KL 07 AB 1234", nickname: "Blue Swift", isDefault: true },
    ]);
    expect((await call("query", "accounts.saved.addresses.list", undefined, asha)).data).toMatchObject([
      { id: address.id, label: "home" },
    ]);
  });

  it("answers bad input with the field's message id", async () => {
    const token = await newCustomer();
    const badPin = await call(
      "mutation",
      "accounts.saved.addresses.add",
      { label: "home", address: "MG Road", city: "Kochi", state: "Kerala", zip: "68200" },
      token,
    );
    expect(badPin).toMatchObject({ status: 400, fields: { zip: "errors.invalidPin" } });
    const badNumber = await call(
      "mutation",
      "accounts.saved.vehicles.add",
      { vehicleTypeId, vehicleNumber: "not a plate" },
      token,
    );
    expect(badNumber).toMatchObject({
      status: 400,
      fields: { vehicleNumber: "errors.invalidVehicleNumber" },
    });
    await call(
      "mutation",
      "accounts.saved.vehicles.add",
      { vehicleTypeId, vehicleNumber: "KA01MJ2020" },
      token,
    );
    const again = await call(
      "mutation",
      "accounts.saved.vehicles.add",
      { vehicleTypeId, vehicleNumber: "KA 01 MJ 2020" },
      token,
    );
    expect(again).toMatchObject({ status: 409, fields: { vehicleNumber: "errors.vehicleAlreadySaved" } });
  });
});
