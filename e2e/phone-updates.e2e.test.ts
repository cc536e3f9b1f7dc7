import { expect, test } from "./support/fixtures";
import { codeSentTo, freshMobile } from "./support/phone";
import { snap, VIEWPORTS } from "./support/screenshots";
import { siteTexts } from "./support/site-texts";
import { trpc } from "./support/trpc";

const say = siteTexts(["auth", "notifications", "errors"]);

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as const) {
    test.describe(`booking-update channels at ${size} size in ${lang}`, () => {
      test.use({ viewport, reducedMotion: "reduce" });

      test("a phone sign-up asks for WhatsApp consent unticked; the profile's Notifications card saves the choices", async ({
        page,
        baseUrl,
      }) => {
        await page.goto("/");
        await page.evaluate((value) => window.localStorage.setItem("lang", value), lang);
        await page.goto("/login");
        const mobile = freshMobile("7");
        await page.getByRole("textbox", { name: say(lang, "auth.mobile") }).fill(mobile);
        await page.getByRole("button", { name: say(lang, "auth.sendCode") }).click();
        const code = await codeSentTo(baseUrl, mobile);
        await page.getByRole("textbox", { name: say(lang, "auth.code"), exact: true }).fill(code);
        await page.getByRole("button", { name: say(lang, "auth.verify") }).click();

        // The name step: WhatsApp updates only by an affirmative tick (DPDP), so the box starts empty.
        await page.getByRole("textbox", { name: say(lang, "auth.fullName") }).fill(`Updates ${lang}`);
        const consent = page.getByRole("checkbox", { name: say(lang, "notifications.consentWhatsApp") });
        await expect(consent).not.toBeChecked();
        await consent.check();
        await snap(page, `updates-1-sign-up-consent-${lang}-${size}`);
        await page.getByRole("button", { name: say(lang, "auth.createAccount") }).click();
        await page.waitForURL((url) => !url.pathname.startsWith("/login"));

        await page.goto("/profile?tab=profile");
        const card = page.getByRole("region", { name: say(lang, "notifications.cardTitle") });
        const whatsapp = card.getByRole("switch", { name: say(lang, "notifications.consentWhatsApp") });
        const sms = card.getByRole("switch", { name: say(lang, "notifications.consentSms") });
        const email = card.getByRole("switch", { name: say(lang, "notifications.consentEmail") });
        await expect(whatsapp).toBeChecked();
        await expect(sms).toBeChecked();
        // An account made by phone has no email address to send to.
        await expect(email).not.toBeChecked();
        await expect(email).toBeDisabled();
        await expect(card.getByText(say(lang, "notifications.noEmail"))).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await snap(page, `updates-2-card-${lang}-${size}`);

        // Turning SMS off is saved, said beside the button, and still so after a reload.
        // Mantine draws the switch over a visually hidden input: a person clicks its label.
        await card.getByText(say(lang, "notifications.consentSms"), { exact: true }).click();
        await expect(sms).not.toBeChecked();
        await card.getByRole("button", { name: say(lang, "notifications.save") }).click();
        await expect(card.getByRole("status")).toHaveText(say(lang, "notifications.saved"));
        await snap(page, `updates-3-saved-${lang}-${size}`);
        await page.reload();
        const reloaded = page.getByRole("region", { name: say(lang, "notifications.cardTitle") });
        await expect(
          reloaded.getByRole("switch", { name: say(lang, "notifications.consentSms") }),
        ).not.toBeChecked();
        await expect(
          reloaded.getByRole("switch", { name: say(lang, "notifications.consentWhatsApp") }),
        ).toBeChecked();

        // Another device of the customer's turns WhatsApp off; this page, opened before, then turns SMS back on.
        const token = (await page.evaluate(() => window.sessionStorage.getItem("token"))) ?? undefined;
        const elsewhere = await trpc<{ version: number }>(
          baseUrl,
          "query",
          "notifications.preferences",
          null,
          token,
        );
        await trpc(
          baseUrl,
          "mutation",
          "notifications.savePreferences",
          { email: false, sms: false, whatsapp: false, lang, version: elsewhere.version },
          token,
        );

        await reloaded.getByText(say(lang, "notifications.consentSms"), { exact: true }).click();
        await reloaded.getByRole("button", { name: say(lang, "notifications.save") }).click();
        // Nothing was saved from the older card: it says so, and its switches show the choices as they are.
        await expect(reloaded.getByRole("alert")).toHaveText(say(lang, "errors.messageChoicesChanged"));
        await expect(
          reloaded.getByRole("switch", { name: say(lang, "notifications.consentWhatsApp") }),
        ).not.toBeChecked();
        await expect(
          reloaded.getByRole("switch", { name: say(lang, "notifications.consentSms") }),
        ).not.toBeChecked();
        await snap(page, `updates-4-changed-elsewhere-${lang}-${size}`);
      });
    });
  }
}
