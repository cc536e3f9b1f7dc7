import type { Page } from "@playwright/test";
import { indiaDate, pickSlot, seedCart, twoServiceCart } from "./support/booking-fixtures";
import { expect, test } from "./support/fixtures";
import { chooseOption, textbox } from "./support/forms";
import { resetLinkSentTo } from "./support/mail";
import { codeSentTo, freshMobile, messagesTo } from "./support/phone";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { type Lang, siteTexts } from "./support/site-texts";

const say = siteTexts(["auth", "layout", "errors"]);

/** The WhatsApp message about booking `code` sent to a number, as the stand-in recorded it (the job runner sends it). */
async function whatsappTo(baseUrl: string, mobile: string, code: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const items = await messagesTo(baseUrl, mobile);
        text = items.find((item) => item.channel === "whatsapp" && item.text.includes(code))?.text ?? "";
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain("is placed");
  return text;
}

/** An email customer made over the API, as the register page would (the journey starts from their sign-in). */
async function emailCustomer(baseUrl: string, tag: string, password: string): Promise<string> {
  const email = `recovery-${tag}-${Date.now()}@example.com`;
  const registered = await fetch(`${baseUrl}/trpc/accounts.register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      json: {
        name: "Recovery Journey",
        email,
        mobile: "9810012345",
        state: "Delhi",
        city: "Delhi",
        address: "C-42, Lajpat Nagar II",
        zip: "110024",
        password,
      },
    }),
  });
  expect(registered.status).toBe(200);
  return email;
}

/** The step's settled screenshot, named for this journey. */
const photograph = (page: Page, name: string) => snap(page, `recovery-${name}`);

async function signOut(page: Page, lang: Lang, phone: boolean) {
  if (phone) await page.getByRole("button", { name: say(lang, "layout.openMenu") }).click();
  else await page.getByRole("button", { name: say(lang, "layout.account") }).click();
  await page
    .getByRole("menuitem", { name: say(lang, "layout.signOut") })
    .or(page.getByRole("button", { name: say(lang, "layout.signOut") }))
    .click();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("token"))).toBeNull();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/login");
  await textbox(page, "Email").fill(email);
  await page.locator("input[type=password]").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** "Forgot password?" on the login page, the email way, a link asked for `email`. */
async function askForLink(page: Page, lang: Lang, email: string) {
  await page.getByRole("button", { name: say(lang, "auth.forgotPassword") }).click();
  await expect(page.getByRole("heading", { name: say(lang, "auth.resetTitle") })).toBeVisible();
  await page.getByText(say(lang, "auth.resetLink.byEmail"), { exact: true }).click();
  await textbox(page, say(lang, "auth.email")).fill(email);
  await page.getByRole("button", { name: say(lang, "auth.resetLink.send") }).click();
  await expect(page.getByText(say(lang, "auth.resetLink.sentTitle"))).toBeVisible();
}

test.describe("account recovery at 360 px", () => {
  test.use({ viewport: VIEWPORTS.phone, reducedMotion: "reduce" });
  test.setTimeout(150_000);

  test("a new customer signs up by phone and books with cash; a customer who forgot the password resets it by the emailed link", async ({
    page,
    baseUrl,
    mailbox,
  }) => {
    // A new customer: signed up by an SMS code from the booking page, with only a name.
    const cart = await twoServiceCart(baseUrl, 2);
    await page.goto("/");
    await seedCart(page, cart);
    await page.goto("/booking");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    const mobile = freshMobile("6");
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog
      .getByRole("textbox", { name: "6-digit code", exact: true })
      .fill(await codeSentTo(baseUrl, mobile));
    await dialog.getByRole("button", { name: "Verify and sign in" }).click();
    await dialog.getByRole("textbox", { name: "Full name" }).fill("Recovery Newcomer");
    // Booking updates on WhatsApp only with the box ticked (it starts empty: consent is an act).
    await dialog.getByRole("checkbox", { name: /^Send me booking updates on WhatsApp/ }).check();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog).toBeHidden();

    // ... books a wash, paying cash: the address the phone sign-up did not ask for is given here.
    await textbox(page, "Vehicle number").fill("DL3CAB1234");
    await pickSlot(page, indiaDate(3));
    await chooseOption(page, "State", "Delhi");
    await textbox(page, "City").fill("New Delhi");
    await textbox(page, "Address").fill("B-12, Defence Colony");
    await textbox(page, "PIN code").fill("110024");
    await page.getByRole("radio", { name: "Cash" }).check();
    await photograph(page, "1-new-customer-booking");
    await page.getByRole("button", { name: "Book and pay at the centre" }).click();
    await expect(page.getByRole("heading", { name: "Booking Complete" })).toBeVisible();
    const code = (await page.getByTestId("booking-code").textContent())?.trim() ?? "";
    await page.waitForURL("**/profile", { timeout: 10_000 });
    await expect(page.getByRole("article", { name: `Booking ${code}` })).toBeVisible();

    // The confirmation reaches the phone on WhatsApp (read from the messaging stand-in, as admins see it on the
    // console's Messages page); the link the reminder will carry opens the booking on the profile.
    expect(await whatsappTo(baseUrl, mobile, code)).toContain(code);
    await page.goto(`/profile?booking=${code}`);
    await expect(page.getByRole("article", { name: `Booking ${code}` })).toBeVisible();
    await signOut(page, "en", true);

    // A customer with an email forgets the password and asks for a link from the login page.
    const email = await emailCustomer(baseUrl, "360", "Journey@2041");
    await page.goto("/login");
    await askForLink(page, "en", email);
    await photograph(page, "2-link-sent");
    const resetLink = await resetLinkSentTo(mailbox, email);
    expect(resetLink.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    // The link opens the new password form; a weak password is refused under its field.
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    const password = page.getByLabel(/^New password/);
    await password.fill("short");
    await page.getByLabel(/^Confirm new password/).fill("short");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(password).toHaveAttribute("data-invalid", "true");
    await expect(password).toBeFocused();
    await photograph(page, "3-weak-password");
    await password.fill("Fresh-Link-2043");
    await page.getByLabel(/^Confirm new password/).fill("Fresh-Link-2043");
    await page.getByRole("button", { name: "Save password and sign in" }).click();

    // Signed in, on the profile.
    await page.waitForURL("**/profile");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveCount(0);
    await signOut(page, "en", true);

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(resetLink);
    await page.getByLabel(/^New password/).fill("Another-Link-2044");
    await page.getByLabel(/^Confirm new password/).fill("Another-Link-2044");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(say("en", "errors.resetLinkUsed"));
    await expect(page.getByRole("button", { name: "Email me a link" })).toBeVisible();
    await photograph(page, "4-used-link");

    // The old password no longer signs in; the new one does.
    await signInWithPassword(page, email, "Journey@2041");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await page.locator("input[type=password]").fill("Fresh-Link-2043");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  });
});

// The new screens in both languages at both widths: the choice of ways, the link sent, the new password form,
// and a link past its 30 minutes asking for a new one.
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as const) {
    test.describe(`reset link screens at ${size} size in ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      test("asks for a link, opens it, and a link past its time offers a new one", async ({
        page,
        baseUrl,
        mailbox,
      }) => {
        const email = await emailCustomer(baseUrl, `${lang}-${size}`, "Journey@2041");
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await page.goto("/login");
        await askForLink(page, lang, email);
        await photograph(page, `screens-1-sent-${lang}-${size}`);
        const link = await resetLinkSentTo(mailbox, email);

        await page.goto(link);
        await expect(
          page.getByRole("heading", { name: say(lang, "auth.resetLink.pageTitle") }),
        ).toBeVisible();
        await photograph(page, `screens-2-new-password-${lang}-${size}`);

        // 31 minutes later on the server's clock, the link has expired: said, with a new link offered.
        await setServerClock(baseUrl, new Date(Date.now() + 31 * 60_000));
        try {
          await textbox(page, say(lang, "auth.newPassword")).fill("Fresh-Link-2045");
          await textbox(page, say(lang, "auth.confirmNewPassword")).fill("Fresh-Link-2045");
          await page.getByRole("button", { name: say(lang, "auth.resetLink.save") }).click();
          await expect(page.getByRole("alert")).toContainText(say(lang, "errors.resetLinkExpired"));
        } finally {
          await resetServerClock(baseUrl);
        }
        await expect(page.getByRole("heading", { name: say(lang, "auth.resetLink.badTitle") })).toBeVisible();
        await photograph(page, `screens-3-expired-${lang}-${size}`);

        // A new link from right there reaches the mailbox.
        await textbox(page, say(lang, "auth.email")).fill(email);
        await page.getByRole("button", { name: say(lang, "auth.resetLink.send") }).click();
        await resetLinkSentTo(mailbox, email, 1);
      });
    });
  }
}
