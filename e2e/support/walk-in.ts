import { expect, type Page } from "@playwright/test";
import { screenshot } from "./screenshots";
import { trpc } from "./trpc";

/** The demo server's Razorpay stand-in (apps/server/src/payments-setup.ts): its key id. */
const STANDIN_KEY_ID = "rzp_test_chamakstandin";

/**
 * On the console's Walk-in page: books the customer on `mobile` for the first service "now", paid by UPI QR; the
 * customer pays the QR from their UPI app (the stand-in's test checkout, over HTTP) and the counter shows it paid.
 * The server's clock must be on a working morning with free bays. Returns the booking's code.
 */
export async function walkInPaidByUpi(
  page: Page,
  baseUrl: string,
  walkIn: { mobile: string; name: string; vehicleNumber: string; vpa: string; shots: string },
): Promise<string> {
  await expect(page.getByRole("heading", { name: "Walk-in" })).toBeVisible();
  await page.getByLabel("Customer's mobile").fill(walkIn.mobile);
  await page.getByLabel("Name (for a new customer)").fill(walkIn.name);
  await page.getByLabel("Vehicle number").fill(walkIn.vehicleNumber);
  await page.getByRole("checkbox").first().check();
  await screenshot(page, `${walkIn.shots}-form`);
  await page.getByRole("button", { name: "Book and show QR" }).click();

  const qr = page.locator("[data-qr-id]");
  await expect(page.getByTestId("upi-qr")).toBeVisible();
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  const code = (await page.getByText(/^Booking [A-Z0-9]+$/).textContent())?.replace("Booking ", "") ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  await screenshot(page, `${walkIn.shots}-qr`);

  const qrId = await qr.getAttribute("data-qr-id");
  const paid = await fetch(`${baseUrl}/__razorpay/checkout/qr-codes/${qrId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key_id: STANDIN_KEY_ID, vpa: walkIn.vpa }),
  });
  expect(paid.status).toBe(200);
  await expect(page.getByText("Paid ✓")).toBeVisible();
  await expect(page.getByTestId("upi-qr")).toHaveCount(0);
  await screenshot(page, `${walkIn.shots}-paid`);
  return code;
}

/** What the counter enters for a walk-in; without a date and time it is booked for now. */
export interface CashWalkIn {
  mobile: string;
  name: string;
  vehicleTypeId: number;
  vehicleNumber: string;
  items: { serviceId: number; quantity: number }[];
  date?: string;
  time?: string;
}

/** A walk-in paid in cash, booked through the API as the console books it, by the vendor signed in with `token`. */
export async function cashWalkIn(baseUrl: string, token: string, walkIn: CashWalkIn) {
  const made = await trpc<{ booking: { id: number; code: string } }>(
    baseUrl,
    "mutation",
    "walkIns.create",
    { ...walkIn, paymentMethod: "cash" },
    token,
  );
  return made.booking;
}
