import { expect, test } from "./support/fixtures";
import { snap, VIEWPORTS } from "./support/screenshots";
import { DEMO_CUSTOMER, signInToSite } from "./support/site-sign-in";
import { trpc } from "./support/trpc";

const TEXTS = {
  en: {
    city: "City",
    address: "Address",
    save: "Save changes",
    changed: "Your profile changed since you opened it",
    now: "Saved now:",
    useCurrent: "Start again from these details",
    saved: "Your details are saved.",
  },
  hi: {
    city: "शहर",
    address: "पता",
    save: "बदलाव सहेजें",
    changed: "आपके खोलने के बाद आपकी प्रोफ़ाइल बदल गई है",
    now: "अभी यह सहेजा हुआ है:",
    useCurrent: "इन्हीं जानकारियों से फिर शुरू करें",
    saved: "आपका विवरण सहेज लिया गया।",
  },
} as const;

type Profile = {
  name: string;
  mobile: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  zip: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  version: number;
};

/** The profile form's fields of a profile, for a save through the API. */
const formOf = (profile: Profile) => ({
  name: profile.name,
  mobile: profile.mobile ?? "",
  state: profile.state ?? "",
  city: profile.city ?? "",
  address: profile.address ?? "",
  zip: profile.zip ?? "",
  dateOfBirth: profile.dateOfBirth,
  gender: profile.gender,
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ["en", "hi"] as const) {
    test.describe(`the profile changed in another tab, at ${size} size, in ${lang}`, () => {
      test.use({ viewport });

      test("the older save is refused, showing the profile as saved now, and saves from it", async ({
        page,
        baseUrl,
      }) => {
        // It signs in twice (the other tab's API session, then the page) before the profile opens.
        test.setTimeout(120_000);
        const texts = TEXTS[lang];
        const { token } = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", DEMO_CUSTOMER);
        const before = await trpc<Profile>(baseUrl, "query", "accounts.me", null, token);
        try {
          await signInToSite(page, lang);
          await page.goto("/profile?tab=profile");
          const address = page.getByRole("textbox", { name: texts.address });
          await expect(address).toHaveValue(before.address ?? "");

          // Meanwhile, another tab moves the customer to another city.
          const otherCity = `Gurugram ${String(Date.now()).slice(-4)}`;
          await trpc(
            baseUrl,
            "mutation",
            "accounts.updateProfile",
            { ...formOf(before), city: otherCity, version: before.version },
            token,
          );

          await address.fill(`${before.address ?? ""}, Gate 2`);
          await page.getByRole("button", { name: texts.save }).click();
          const refusal = page.getByRole("alert").filter({ hasText: texts.changed });
          await expect(refusal).toContainText(texts.now);
          await expect(refusal).toContainText(otherCity);
          await snap(page, `versions-profile-refused-${lang}-${size}`);

          await refusal.getByRole("button", { name: texts.useCurrent }).click();
          await expect(page.getByRole("textbox", { name: texts.city })).toHaveValue(otherCity);
          await page.getByRole("button", { name: texts.save }).click();
          await expect(page.getByText(texts.saved)).toBeVisible();
        } finally {
          // The demo customer's profile as it was, for the journeys after this one.
          const now = await trpc<Profile>(baseUrl, "query", "accounts.me", null, token);
          await trpc(
            baseUrl,
            "mutation",
            "accounts.updateProfile",
            { ...formOf(before), version: now.version },
            token,
          );
        }
      });
    });
  }
}
