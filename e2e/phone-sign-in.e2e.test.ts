import type { Locator, Page } from "@playwright/test";
import { seedCart, twoServiceCart } from "./support/booking-fixtures";
import { signInToConsole } from "./support/console-sign-in";
import { expect, test } from "./support/fixtures";
import { textbox } from "./support/forms";
import { codeSentTo, freshMobile, messagesTo } from "./support/phone";
import { snap, VIEWPORTS } from "./support/screenshots";
import { resetServerClock, setServerClock } from "./support/server-clock";
import { type Lang, siteTexts } from "./support/site-texts";

const say = siteTexts(["auth", "layout", "booking"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A text with a clock time in place of its {time}, as a pattern: "locked until 2:15 pm". */
function withClock(lang: Lang, id: string): RegExp {
  const clock = lang === "en" ? "\\d{1,2}:\\d{2} (am|pm)" : "\\d{1,2}:\\d{2} (पूर्वाह्न|अपराह्न)";
  return new RegExp(say(lang, id).split("{time}").map(escapeRegExp).join(clock));
}

const codeField = (scope: Page | Locator, lang: Lang) =>
  scope.getByRole("textbox", { name: say(lang, "auth.code"), exact: true });

async function signOut(page: Page, lang: Lang, phone: boolean) {
  if (phone) await page.getByRole("button", { name: say(lang, "layout.openMenu") }).click();
  else await page.getByRole("button", { name: say(lang, "layout.account") }).click();
  await page
    .getByRole("menuitem", { name: say(lang, "layout.signOut") })
    .or(page.getByRole("button", { name: say(lang, "layout.signOut") }))
    .click();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("token"))).toBeNull();
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const phone = size === "phone";
  for (const lang of ["en", "hi"] as const) {
    test.describe(`phone sign-in at ${size} size in ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      test("a new customer signs up from the booking page with an SMS code and only a name", async ({
        page,
        baseUrl,
      }) => {
        const cart = await twoServiceCart(baseUrl, 2);
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await seedCart(page, cart);
        await page.goto("/booking");
        await page.getByRole("button", { name: say(lang, "booking.login"), exact: true }).click();
        const dialog = page.getByRole("dialog", { name: say(lang, "auth.loginTitle") });
        await expect(dialog.getByRole("heading", { name: say(lang, "auth.phoneTitle") })).toBeVisible();
        await snap(page, `phone-1-choices-${lang}-${size}`);

        // The number is checked on the form, its message under the field that names it.
        const mobileField = dialog.getByRole("textbox", { name: say(lang, "auth.mobile") });
        await mobileField.fill("12345");
        await dialog.getByRole("button", { name: say(lang, "auth.sendCode") }).click();
        await expect(mobileField).toBeFocused();
        await expect(mobileField).toHaveAttribute("aria-invalid", "true");
        await snap(page, `phone-2-bad-number-${lang}-${size}`);

        const mobile = freshMobile("6");
        await mobileField.fill(mobile);
        await dialog.getByRole("button", { name: say(lang, "auth.sendCode") }).click();
        const code = await codeSentTo(baseUrl, mobile);
        const codeInput = codeField(dialog, lang);
        await expect(codeInput).toBeFocused();
        await expect(codeInput).toHaveAttribute("inputmode", "numeric");
        await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
        // Resend waits 30 s, counting down; the email form is out of the way meanwhile.
        const resend = dialog.getByRole("button", { name: /30|2\d/ });
        await expect(resend).toBeDisabled();
        await expect(dialog.getByRole("textbox", { name: say(lang, "auth.email") })).toHaveCount(0);
        await snap(page, `phone-3-code-${lang}-${size}`);

        // A wrong code is refused under the code field, saying how many tries are left.
        await codeInput.fill(code === "000000" ? "111111" : "000000");
        await dialog.getByRole("button", { name: say(lang, "auth.verify") }).click();
        await expect(codeInput).toHaveAttribute("aria-invalid", "true");
        const describedBy = (await codeInput.getAttribute("aria-describedby")) ?? "";
        await expect(
          page.locator(`[id="${describedBy.split(" ").find((id) => id.endsWith("-error"))}"]`),
        ).toContainText("4");
        await snap(page, `phone-4-wrong-code-${lang}-${size}`);

        await codeInput.fill(code);
        await dialog.getByRole("button", { name: say(lang, "auth.verify") }).click();
        const nameField = dialog.getByRole("textbox", { name: say(lang, "auth.fullName") });
        await expect(nameField).toBeFocused();
        await snap(page, `phone-5-name-${lang}-${size}`);
        await nameField.fill(`Phone Journey ${lang}`);
        await dialog.getByRole("button", { name: say(lang, "auth.createAccount") }).click();

        // Signed in on the booking page, the cart kept.
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/booking$/);
        await expect(page.getByRole("button", { name: say(lang, "booking.login"), exact: true })).toHaveCount(
          0,
        );

        // The profile shows the verified number; no password form, as there is no email to sign in with.
        await page.goto("/profile?tab=profile");
        const numberCard = page.getByRole("region", { name: say(lang, "auth.signInNumber") });
        await expect(numberCard.getByTestId("verified-number")).toHaveText(
          `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
        );
        await expect(page.getByRole("heading", { name: say(lang, "auth.setPasswordTitle") })).toHaveCount(0);
        await numberCard.scrollIntoViewIfNeeded();
        await snap(page, `phone-6-profile-${lang}-${size}`);
        await signOut(page, lang, phone);
      });
    });
  }

  for (const lang of ["en", "hi"] as const) {
    test.describe(`remembering a phone sign-in, and a locked number, at ${size} size in ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });
      // Two sign-ins of new numbers, each with its code and a name.
      test.setTimeout(120_000);

      /** From /login to the code step for a number new to Chamak; the code it was sent. */
      async function askForCode(page: Page, baseUrl: string, mobile: string) {
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await page.goto("/login");
        await page.waitForLoadState("networkidle");
        await page.getByRole("textbox", { name: say(lang, "auth.mobile") }).fill(mobile);
        await page.getByRole("button", { name: say(lang, "auth.sendCode") }).click();
        return codeSentTo(baseUrl, mobile);
      }

      /** Signs in a new number by its code and a name, with "Remember me" ticked or not. */
      async function signInByPhone(page: Page, baseUrl: string, remember: boolean) {
        const mobile = freshMobile("7");
        const code = await askForCode(page, baseUrl, mobile);
        const rememberMe = page.getByRole("checkbox", { name: say(lang, "auth.rememberMe") });
        await expect(rememberMe).not.toBeChecked();
        if (remember) await rememberMe.check();
        await snap(page, `phone-remember-${remember}-${lang}-${size}`);
        await codeField(page, lang).fill(code);
        await page.getByRole("button", { name: say(lang, "auth.verify") }).click();
        await page.getByRole("textbox", { name: say(lang, "auth.fullName") }).fill(`Remember ${remember}`);
        await page.getByRole("button", { name: say(lang, "auth.createAccount") }).click();
        await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      }

      /** Whether a new tab of the same browser starts signed in. */
      async function newTabSignedIn(page: Page): Promise<boolean> {
        const tab = await page.context().newPage();
        await tab.goto("/");
        await tab.waitForLoadState("networkidle");
        const signedIn = await tab.evaluate(() => window.sessionStorage.getItem("token") !== null);
        await tab.close();
        return signedIn;
      }

      test("Remember me keeps the sign-in in a new tab, as the email form's does; without it the tab asks again", async ({
        page,
        baseUrl,
      }) => {
        await signInByPhone(page, baseUrl, true);
        expect(await newTabSignedIn(page)).toBe(true);
        await signOut(page, lang, phone);
        await signInByPhone(page, baseUrl, false);
        expect(await newTabSignedIn(page)).toBe(false);
      });

      test("wrong codes lock the number: it says until when, and Verify and Resend cannot be pressed", async ({
        page,
        baseUrl,
      }) => {
        const code = await askForCode(page, baseUrl, freshMobile("7"));
        const wrong = code === "000000" ? "111111" : "000000";
        const field = codeField(page, lang);
        const verify = page.getByRole("button", { name: say(lang, "auth.verify") });
        const lockedText = withClock(lang, "auth.numberLocked");
        // Each refusal is awaited (its text under the field changes: tries left, then the lock) before the next try.
        const error = page.locator(`[id="${await field.getAttribute("id")}-error"]`);
        let said = "";
        for (let tries = 1; tries <= 10 && !lockedText.test(said); tries++) {
          await field.fill(wrong);
          await verify.click();
          await expect(error).toHaveText(/./);
          await expect(error).not.toHaveText(said);
          said = (await error.textContent()) ?? "";
        }
        await expect(page.getByText(lockedText)).toBeVisible();
        await expect(verify).toBeDisabled();
        const resend = page.getByRole("button", { name: withClock(lang, "auth.resendAfter") });
        await expect(resend).toBeDisabled();
        await expect(page.getByRole("button", { name: /\d+ (s|सेकंड)/ })).toHaveCount(0);
        await snap(page, `phone-locked-${lang}-${size}`);
      });
    });
  }

  test.describe(`the console's Messages page at ${size} size`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("an admin reads the codes the stand-in sent, newest first", async ({ page, baseUrl }) => {
      const mobile = freshMobile("6");
      const asked = await fetch(`${baseUrl}/trpc/accounts.phone.requestSignInCode`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { mobile, channel: "whatsapp" } }),
      });
      expect(asked.status).toBe(200);
      const code = await codeSentTo(baseUrl, mobile);

      await signInToConsole(page, "admin");
      await page.goto("/console/admin/messages");
      await page.waitForURL(/\/console\/admin\/messages$/);
      await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
      const newest = page.locator("tbody tr").first();
      await expect(newest).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      await expect(newest).toContainText("WhatsApp");
      await expect(newest).toContainText(code);
      await snap(page, `console-messages-${size}`);
    });
  });

  test.describe(`password reset by phone at ${size} size`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    test.setTimeout(120_000);
    test.afterEach(async ({ baseUrl }) => resetServerClock(baseUrl));

    test("an email customer adds a number in the profile, forgets the password, resets it by code, signs in with it", async ({
      page,
      baseUrl,
    }) => {
      const email = `reset-${size}-${Date.now()}@example.com`;
      const registered = await fetch(`${baseUrl}/trpc/accounts.register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          json: {
            name: "Reset Journey",
            email,
            mobile: "9810012345",
            state: "Delhi",
            city: "Delhi",
            address: "C-42, Lajpat Nagar II",
            zip: "110024",
            password: "Journey@2041",
          },
        }),
      });
      expect(registered.status).toBe(200);

      await page.goto("/login");
      await textbox(page, "Email").fill(email);
      await page.locator("input[type=password]").fill("Journey@2041");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));

      // Add a mobile number, verified by a code sent to it.
      await page.goto("/profile?tab=profile");
      const numberCard = page.getByRole("region", { name: "Sign-in mobile number" });
      await numberCard.getByRole("button", { name: "Add mobile number" }).click();
      const mobile = freshMobile("6");
      await numberCard.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
      await numberCard.getByText("WhatsApp", { exact: true }).click();
      await expect(numberCard.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
      await numberCard.getByRole("button", { name: "Send code" }).click();
      const linkedAt = Date.now();
      const linkCode = await codeSentTo(baseUrl, mobile);
      await numberCard.scrollIntoViewIfNeeded();
      await snap(page, `reset-1-add-number-${size}`);
      await codeField(numberCard, "en").fill(linkCode);
      await numberCard.getByRole("button", { name: "Verify number" }).click();
      await expect(numberCard.getByTestId("verified-number")).toHaveText(
        `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      );
      await expect(numberCard.getByText("Your mobile number is verified.")).toBeVisible();
      const passwordCard = page.getByRole("region", { name: "Change password" });
      await passwordCard.scrollIntoViewIfNeeded();
      await snap(page, `reset-2-profile-security-${size}`);

      await signOut(page, "en", phone);

      // Forgot password: a code to the verified number, then the new password; signed in at the end.
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
      await snap(page, `reset-3-number-${size}`);
      await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
      // The number's last code (the link's) was under 30 s ago: the server's clock moves past the resend wait.
      const before = (await messagesTo(baseUrl, mobile)).length;
      await setServerClock(baseUrl, new Date(linkedAt + 31_000));
      await page.getByRole("button", { name: "Send code" }).click();
      const resetCode = await codeSentTo(baseUrl, mobile, before);
      const code = codeField(page, "en");
      await expect(code).toBeFocused();
      await code.fill(resetCode);
      await page.getByLabel(/^New password/).fill("short");
      await page.getByLabel(/^Confirm new password/).fill("short");
      await page.getByRole("button", { name: "Set new password and sign in" }).click();
      await expect(page.getByLabel(/^New password/)).toHaveAttribute("data-invalid", "true");
      await snap(page, `reset-4-code-and-password-${size}`);
      await page.getByLabel(/^New password/).fill("Fresh-Start-2042");
      await page.getByLabel(/^Confirm new password/).fill("Fresh-Start-2042");
      await page.getByRole("button", { name: "Set new password and sign in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveCount(0);

      // The new password signs in; the old one no longer does.
      await signOut(page, "en", phone);
      await page.goto("/login");
      await textbox(page, "Email").fill(email);
      await page.locator("input[type=password]").fill("Journey@2041");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText("Invalid email or password")).toBeVisible();
      await page.locator("input[type=password]").fill("Fresh-Start-2042");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    });
  });
}
