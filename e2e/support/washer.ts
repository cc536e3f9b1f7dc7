import type { Browser, BrowserContext, Page } from "@playwright/test";
import { indiaDate } from "./booking-fixtures";
import { CONSOLE_LOGINS, CONSOLE_TOKEN_KEY } from "./console-sign-in";
import { sparkleFieldBooking } from "./doorstep-form";
import { expect } from "./fixtures";
import { codeSentTo, freshMobile } from "./phone";
import { VIEWPORTS } from "./screenshots";
import { newCentreMember } from "./team";
import { trpc } from "./trpc";

// A doorstep job for a washer's phone (the console's /my-day): a new washer of the demo vendor's Sparkle Auto Spa
// given a customer's confirmed doorstep booking, and the washer's phone on the page of their day.

export interface Stop {
  bookingCode: string;
  visit: { state: string; version: number };
  jobCardState: string | null;
}

/** A confirmed doorstep booking of the customer at Sparkle Auto Spa, given to a new washer of its team. */
export async function doorstepJobForNewWasher(baseUrl: string, customerToken: string) {
  const owner = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", CONSOLE_LOGINS.vendor);
  const washer = await newCentreMember(baseUrl, "staff", `Arjun Washer ${Date.now() % 100_000}`);
  const me = await trpc<{ id: number }>(baseUrl, "query", "accounts.me", undefined, washer.token);
  await trpc(
    baseUrl,
    "mutation",
    "crew.save",
    { userId: me.id, kinds: ["washer"], shiftStart: "06:00", shiftEnd: "22:00" },
    owner.token,
  );
  const date = indiaDate(5);
  const booking = await sparkleFieldBooking(baseUrl, customerToken, {
    serviceMode: "doorstep",
    date,
    from: "10:00",
  });
  await trpc(
    baseUrl,
    "mutation",
    "centreBookings.act",
    { bookingId: booking.id, action: "confirm" },
    owner.token,
  );
  await trpc(
    baseUrl,
    "mutation",
    "centreBookings.reassignCrew",
    { bookingId: booking.id, userId: me.id },
    owner.token,
  );
  return { washerToken: washer.token, customerToken, booking, date };
}

/** The washer's phone, signed in, on the page of their day. */
export async function washerPhone(browser: Browser, baseUrl: string, token: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [CONSOLE_TOKEN_KEY, token],
  );
  const page = await context.newPage();
  await page.goto("/console/my-day");
  return { context, page };
}

export const stopOf = (page: Page, code: string) =>
  page.getByRole("region", { name: new RegExp(`: ${code}$`) });

export async function serverStop(baseUrl: string, token: string, code: string): Promise<Stop | undefined> {
  const day = await trpc<{ stops: Stop[] }>(baseUrl, "query", "washerDay.today", {}, token);
  return day.stops.find((stop) => stop.bookingCode === code);
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: /^No signal/ })).toBeVisible();
}

/** A customer who signed up with their phone (booking updates by SMS go to it): their token and number. */
export async function phoneCustomer(baseUrl: string) {
  const mobile = freshMobile("9");
  await trpc(baseUrl, "mutation", "accounts.phone.requestSignInCode", { mobile });
  const code = await codeSentTo(baseUrl, mobile);
  const signedIn = await trpc<{ session: { token: string } }>(baseUrl, "mutation", "accounts.phone.signIn", {
    mobile,
    code,
    name: "Neha Kapoor",
  });
  return { token: signedIn.session.token, mobile };
}

/** A customer's own booking in the profile, signed in with their token, in `lang` at `viewport`. */
export async function customerBookingPage(
  browser: Browser,
  baseUrl: string,
  options: { token: string; code: string; lang: "en" | "hi"; viewport: { width: number; height: number } },
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport });
  await context.addInitScript(
    ([value, language]) => {
      window.sessionStorage.setItem("token", value as string);
      window.localStorage.setItem("lang", language as string);
    },
    [options.token, options.lang],
  );
  const page = await context.newPage();
  await page.goto(`/profile?booking=${options.code}`);
  return { context, page };
}

export interface PlanCar {
  subscriptionId: number;
  vehicleNumber: string;
  mobile: string;
}

/**
 * A daily 06:00–10:00 plan of the demo vendor's Sparkle Auto Spa, a new washer on the road from 06:00 (the demo's
 * washers start later, so the plan's cars go to this one), and a customer on the plan from tomorrow (monthly cash:
 * active at once) for each of `cars`, parked in `society` at the tower and slot given. Set up over the API, as the
 * owner and the customers would.
 */
export async function planRoundForNewWasher(
  baseUrl: string,
  tag: string,
  society: string,
  cars: readonly { tower: string; slot: string }[],
) {
  const owner = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", CONSOLE_LOGINS.vendor);
  const types = await trpc<{ id: number; name: string }[]>(baseUrl, "query", "catalog.vehicleTypes", null);
  const hatchback = types.find((type) => type.name === "Hatchback");
  if (!hatchback) throw new Error("the catalog has no Hatchback");
  const planName = `Morning Shine ${tag}`;
  const plans = await trpc<{ id: number; name: string }[]>(
    baseUrl,
    "mutation",
    "washPlans.save",
    {
      name: planName,
      frequency: "daily",
      weekdays: [],
      // 05:00–06:00, and a washer on the road for just that hour: no other journey's plan car goes to them,
      // nor this journey's cars to another's washer (every other plan's window is later).
      windowStart: "05:00",
      windowEnd: "06:00",
      prices: [{ vehicleTypeId: hatchback.id, monthlyPaise: 79_900 }],
      extras: [{ name: "Interior clean", perMonth: 2 }],
      capacityPerWasher: 20,
      skipNoticeHours: 12,
      maxPauseDaysPerMonth: 7,
      creditUse: "next_charge",
      refundUnusedOnCancel: false,
      haltGraceDays: 0,
    },
    owner.token,
  );
  const plan = plans.find((saved) => saved.name === planName);
  if (!plan) throw new Error(`${planName} was not saved`);
  const washer = await newCentreMember(baseUrl, "staff", `Ravi Washer ${tag}`);
  const me = await trpc<{ id: number }>(baseUrl, "query", "accounts.me", undefined, washer.token);
  await trpc(
    baseUrl,
    "mutation",
    "crew.save",
    { userId: me.id, kinds: ["washer"], shiftStart: "05:00", shiftEnd: "06:00" },
    owner.token,
  );
  const date = indiaDate(1);
  const subscribed: PlanCar[] = [];
  for (const [index, car] of cars.entries()) {
    const customer = await phoneCustomer(baseUrl);
    const vehicleNumber = `DL 8C P${"ABCDEFGH"[index] ?? "Z"} ${customer.mobile.slice(-4)}`;
    const vehicle = await trpc<{ id: number }>(
      baseUrl,
      "mutation",
      "accounts.saved.vehicles.add",
      { vehicleTypeId: hatchback.id, vehicleNumber },
      customer.token,
    );
    const address = await trpc<{ id: number }>(
      baseUrl,
      "mutation",
      "accounts.saved.addresses.add",
      {
        label: "home",
        address: "C-42, Lajpat Nagar II",
        city: "New Delhi",
        state: "Delhi",
        zip: "110024",
        siteDetails: {
          society,
          tower: car.tower,
          parkingSlot: car.slot,
          gateInstructions: "Gate 2, tell the guard",
        },
      },
      customer.token,
    );
    const subscription = await trpc<{ id: number }>(
      baseUrl,
      "mutation",
      "planSubscriptions.subscribe",
      {
        planId: plan.id,
        vehicleId: vehicle.id,
        addressId: address.id,
        startDate: date,
        billing: "monthly_cash",
      },
      customer.token,
    );
    subscribed.push({ subscriptionId: subscription.id, vehicleNumber, mobile: customer.mobile });
  }
  return { washerToken: washer.token, planName, date, cars: subscribed };
}

export interface ServerPlanStop {
  subscriptionId: number;
  state: string;
  version: number;
}

/** The washer's plan washes on `date` as the server has them. */
export async function serverPlanStops(baseUrl: string, token: string, date: string) {
  const day = await trpc<{ planStops: ServerPlanStop[] }>(
    baseUrl,
    "query",
    "washerDay.today",
    { date },
    token,
  );
  return day.planStops;
}

/** A plan car's card on the washer's phone. */
export const planCarOf = (page: Page, vehicleNumber: string) =>
  page.getByRole("article", { name: `Car ${vehicleNumber}` });
