import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { signedInUser } from "./caller";
import { uniqueTestGstin } from "./test-gstin";

let centreCounter = 0;

/** An approved centre open 08:00–20:00 every day, with a wash (30 min) and a polish (60 min) priced for one vehicle. */
export async function bookableCentre(db: Db, options: { bays?: number; slotMinutes?: number } = {}) {
  centreCounter += 1;
  const owner = await signedInUser(db, "vendor");
  const vehicleType = await db.vehicleType.upsert({
    where: { slug: "suv" },
    update: {},
    create: { slug: "suv", name: "Suv", group: "car" },
  });
  const category = await db.serviceCategory.upsert({
    where: { slug: "basic-wash" },
    update: {},
    create: { slug: "basic-wash", name: "Basic Wash" },
  });
  const centre = await db.centre.create({
    data: {
      ownerId: owner.id,
      name: `Test Centre ${centreCounter}`,
      mobile: "9811111111",
      email: `centre${centreCounter}@test.chamak.in`,
      gstin: uniqueTestGstin(),
      locality: "Lajpat Nagar",
      address: "12 Ring Road",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      status: "approved",
      bays: options.bays ?? 2,
      slotMinutes: options.slotMinutes ?? 30,
      offersPickDrop: true,
      openingHours: {
        create: Array.from({ length: 7 }, (_, weekday) => ({ weekday, opensAt: 8 * 60, closesAt: 20 * 60 })),
      },
    },
  });
  const service = (name: string, durationMinutes: number, pricePaise: number, driverFeePaise: number) =>
    db.service.create({
      data: {
        centreId: centre.id,
        categoryId: category.id,
        subCategoryName: name,
        description: `Includes ${name}`,
        durationMinutes,
        driverFeePaise,
        prices: { create: [{ vehicleTypeId: vehicleType.id, pricePaise }] },
      },
    });
  const wash = await service("Foam Wash", 30, 49_900, 15_000);
  const polish = await service("Wax Polish", 60, 120_000, 25_000);
  return { centre, owner, vehicleType, wash, polish };
}

/** A valid booking request for the fixture centre, tomorrow in India at `time`. */
export function bookingRequest(
  fixture: Awaited<ReturnType<typeof bookableCentre>>,
  overrides: Partial<{
    time: string;
    date: string;
    paymentMethod: "upi" | "cash";
    idempotencyKey: string;
  }> = {},
) {
  return {
    centreId: fixture.centre.id,
    vehicleTypeId: fixture.vehicleType.id,
    items: [{ serviceId: fixture.wash.id, quantity: 1 }],
    serviceMode: "at_centre" as const,
    date: overrides.date ?? indiaDate(new Date(), 1),
    time: overrides.time ?? "10:00",
    vehicleNumber: "DL 3C AB 1234",
    brand: "Hyundai",
    contactMobile: "9876543210",
    state: "Delhi" as const,
    city: "New Delhi",
    address: "B-12 Lajpat Nagar",
    zip: "110024",
    paymentMethod: overrides.paymentMethod ?? "cash",
    ...(overrides.idempotencyKey ? { idempotencyKey: overrides.idempotencyKey } : {}),
  };
}
