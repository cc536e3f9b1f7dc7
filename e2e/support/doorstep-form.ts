import type { Page } from "@playwright/test";
import { seedCart, twoServiceCart } from "./booking-fixtures";
import { textbox } from "./forms";
import { signInToSite } from "./site-sign-in";
import { trpc } from "./trpc";

/** A demo centre's id, found by its name as a customer's search finds it. */
export async function centreIdNamed(baseUrl: string, name: string): Promise<number> {
  const found = await trpc<{ items: { id: number; name: string }[] }>(baseUrl, "query", "catalog.search", {
    q: name,
  });
  const centre = found.items.find((item) => item.name === name);
  if (!centre) throw new Error(`${name} is not in the demo`);
  return centre.id;
}

/** The signed-in booking form for two of Green Valley Eco Wash's services (a doorstep centre), a vehicle typed. */
export async function greenValleyBookingForm(page: Page, baseUrl: string, lang?: "hi") {
  await signInToSite(page, lang);
  await seedCart(page, await twoServiceCart(baseUrl, await centreIdNamed(baseUrl, "Green Valley Eco Wash")));
  await page.goto("/booking");
  await textbox(page, lang === "hi" ? "वाहन नंबर" : "Vehicle number").fill("UP16 AB 1234");
}

export interface FieldBooking {
  id: number;
  code: string;
  slotStart: string;
}

/**
 * A cash booking over the API of Sparkle Auto Spa's first service, fetched from or washed at C-42 Lajpat Nagar II
 * (the demo vendor's own neighbourhood), at the first time on `date` that availability offers from `from` on.
 */
export async function sparkleFieldBooking(
  baseUrl: string,
  customerToken: string,
  options: { serviceMode: "pick_drop" | "doorstep"; date: string; from?: string },
): Promise<FieldBooking> {
  const centreId = await centreIdNamed(baseUrl, "Sparkle Auto Spa");
  const cart = await twoServiceCart(baseUrl, centreId);
  const request = {
    centreId,
    vehicleTypeId: cart[0]?.vehicle_type_id,
    items: [{ serviceId: cart[0]?.service_id, quantity: 1 }],
  };
  const where = {
    serviceMode: options.serviceMode,
    zip: "110024",
    address: "C-42, Lajpat Nagar II",
    city: "New Delhi",
  };
  const { slots } = await trpc<{ slots: { time: string; available: boolean }[] }>(
    baseUrl,
    "query",
    "booking.availability",
    { ...request, ...where, date: options.date },
  );
  const time = slots.find((slot) => slot.available && slot.time >= (options.from ?? "00:00"))?.time;
  return trpc<FieldBooking>(
    baseUrl,
    "mutation",
    "booking.create",
    {
      ...request,
      ...where,
      date: options.date,
      time,
      vehicleNumber: "DL 3C AB 1234",
      contactMobile: "9810012345",
      state: "Delhi",
      paymentMethod: "cash",
    },
    customerToken,
  );
}
