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
