// The demo customer's saved address, so the profile's "My addresses" and the booking form's chips show from the
// start, with where at it the car waits (site details, which the booking form fills in for doorstep and pick &
// drop). No saved vehicle: the booking journeys start the demo customer's form with an empty vehicle number.
import type { Prisma } from "../generated/prisma/client";
import { DEMO_CUSTOMERS } from "./accounts-data";

const DEMO_EMAIL = "customer@chamak.in";

export async function seedSavedDetails(tx: Prisma.TransactionClient, userIds: ReadonlyMap<string, number>) {
  const userId = userIds.get(DEMO_EMAIL);
  const customer = DEMO_CUSTOMERS.find((c) => c.email === DEMO_EMAIL);
  if (!userId || !customer) return;
  // Idempotent: only a customer who has saved nothing gets the address (a later seed keeps their changes).
  if ((await tx.savedAddress.count({ where: { userId } })) > 0) return;
  await tx.savedAddress.create({
    data: {
      userId,
      label: "home",
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      landmark: "Near Lajpat Nagar metro station",
      siteDetails: {
        society: "C Block, Lajpat Nagar II",
        parkingSlot: "Stilt 2",
        gateInstructions: "Use the C Block gate on the Ring Road side; tell the guard it is for C-42",
        keyHandover: "Keys with the security guard at the C Block gate",
      },
      isDefault: true,
    },
  });
}
