// @vitest-environment jsdom
import { formatRupees, type SystemStatus } from "@chamak/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { SystemPage } from "./system-page";

const checkedAt = new Date("2026-12-01T06:30:00Z");
const secondsBefore = (seconds: number) => new Date(checkedAt.getTime() - seconds * 1000);

const HEALTHY: SystemStatus = {
  checkedAt,
  database: { up: true, latencyMs: 1.4 },
  redis: null,
  outbox: { backlog: 0, oldestPendingAgeSeconds: 0, dead: 0 },
  stuckPayments: { thresholdMinutes: 30, count: 0, oldest: [] },
  jobs: [
    {
      job: "reconcile-payments",
      lastRunAt: secondsBefore(4),
      lastDurationMs: 38,
      lastError: null,
      lastSuccessAt: secondsBefore(4),
      lastFailureAt: null,
    },
  ],
  providers: [
    { provider: "razorpay", mode: "standin" },
    { provider: "sms", mode: "standin" },
    { provider: "whatsapp", mode: "standin" },
    { provider: "email", mode: "live" },
  ],
};

const TROUBLED: SystemStatus = {
  ...HEALTHY,
  database: { up: true, latencyMs: 212.5 },
  redis: { up: false, latencyMs: null },
  outbox: { backlog: 14, oldestPendingAgeSeconds: 12 * 60 + 5, dead: 2 },
  stuckPayments: {
    thresholdMinutes: 30,
    count: 11,
    oldest: [
      {
        paymentId: 7,
        bookingId: 41,
        bookingCode: "CHK-7Q2M",
        state: "authorized",
        amountPaise: 59_900,
        createdAt: new Date("2026-12-01T05:10:00Z"),
        reconcileError: "Razorpay answered 502",
      },
    ],
  },
  jobs: [
    {
      job: "reconcile-refunds",
      lastRunAt: secondsBefore(90),
      lastDurationMs: 30_000,
      lastError: "Razorpay timed out",
      lastSuccessAt: new Date("2026-12-01T05:00:00Z"),
      lastFailureAt: secondsBefore(90),
    },
  ],
};

/** The card of a check, found by its label. */
const check = (label: string) => screen.getByText(label).closest(".mantine-Card-root") as HTMLElement;

describe("the admin's System page", () => {
  it("shows a healthy system: each check up, the jobs' last runs and which providers are stand-ins", async () => {
    await renderWithProviders(<SystemPage />, { api: { "admin.system": () => HEALTHY } });
    expect(await screen.findByText("SELECT 1 answered in 1.4 ms")).toBeTruthy();
    expect(within(check("Database")).getByText("Up")).toBeTruthy();
    expect(within(check("Redis")).getByText("Not configured")).toBeTruthy();
    expect(within(check("Outbox backlog")).getByText("Clear")).toBeTruthy();
    expect(within(check("Dead letters")).getByText("None")).toBeTruthy();
    expect(screen.getByText("No payment is stuck.")).toBeTruthy();
    const job = screen.getByText("Reconcile payments with Razorpay").closest("tr") as HTMLElement;
    expect(within(job).getByText("4 s ago, took 38 ms")).toBeTruthy();
    expect(within(job).getByText("Worked")).toBeTruthy();
    expect(within(check("Razorpay")).getByText("Stand-in")).toBeTruthy();
    expect(within(check("Email")).getByText("Live")).toBeTruthy();
    expect(screen.getByText(/Checked 1 Dec 2026, 12:00 pm IST/i)).toBeTruthy();
  });

  it("shows what is wrong: Redis down, an old backlog, dead letters, stuck payments and a failing job", async () => {
    await renderWithProviders(<SystemPage />, { api: { "admin.system": () => TROUBLED } });
    expect(await screen.findByText("PING no answer")).toBeTruthy();
    expect(within(check("Redis")).getByText("Down")).toBeTruthy();
    expect(within(check("Outbox backlog")).getByText("14 due")).toBeTruthy();
    expect(within(check("Outbox backlog")).getByText("Oldest due 12 min ago")).toBeTruthy();
    expect(within(check("Dead letters")).getByText("2")).toBeTruthy();
    expect(screen.getByText("11 payments are stuck (the 1 oldest below)")).toBeTruthy();
    const payment = screen.getByRole("link", { name: "CHK-7Q2M" });
    expect(payment.getAttribute("href")).toBe("/admin/bookings/41");
    const row = payment.closest("tr") as HTMLElement;
    expect(within(row).getByText("Authorised")).toBeTruthy();
    expect(within(row).getByText(formatRupees(59_900))).toBeTruthy();
    expect(within(row).getByText("Razorpay answered 502")).toBeTruthy();
    const job = screen.getByText("Reconcile refunds with Razorpay").closest("tr") as HTMLElement;
    expect(within(job).getByText("Failed: Razorpay timed out")).toBeTruthy();
    expect(within(job).getByText("1 min ago, took 30000 ms")).toBeTruthy();
  });

  it("says so when the status cannot be read, with a retry", async () => {
    await renderWithProviders(<SystemPage />, {
      api: {
        "admin.system": () => {
          throw apiError("INTERNAL_SERVER_ERROR", "Something went wrong");
        },
      },
    });
    expect(await screen.findByText("The system status could not load")).toBeTruthy();
    expect(screen.getByRole("button", { name: /try again|retry/i })).toBeTruthy();
  });
});
