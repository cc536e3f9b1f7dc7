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
