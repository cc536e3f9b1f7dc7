import type { Page } from "@playwright/test";

/** A required field's label text ends in an asterisk, so getByLabel matches it by its start. */
export const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, "\\$&")}`);

/** Text fields by their accessible name (the label without the required asterisk). */
export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Picks an option of a Mantine Select by the field's name and the option's text. */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await textbox(page, field).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A customer unique per run and tag, so re-runs against one server do not collide. */
export function newCustomer(tag: string) {
  const stamp = `${Date.now()}`.slice(-8);
  return {
    name: `E2E Customer ${tag}`,
    email: `e2e-${tag}-${stamp}@example.com`,
    mobile: `9${stamp}${tag === "phone" ? "1" : "2"}`,
    password: "Journey@2041",
  };
}
