// @vitest-environment jsdom
import type { PayoutTerms, Statement } from "@chamak/contracts";
import { isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { CentrePayoutsPage } from "./centre-payouts-page";
import { gstr8Csv, statementCsv } from "./report-csv";

const TERMS: PayoutTerms = { commissionBp: 1_000, tcsBp: 50, gstRegistered: true, account: null };

const STATEMENT: Statement = {
  month: "2026-11",
  rows: [
    {
      bookingId: 90,
      code: "CHK-90",
      slotStart: new Date("2026-11-20T04:30:00Z"),
      status: "completed",
      paymentMethod: "upi",
      paidPaise: 49_900,
      refundedPaise: 0,
      commissionPaise: 4_990,
      tcsPaise: 211,
      transferredPaise: 39_709,
      waitingPaise: 0,
      offsetPaise: 4_990,
      netPaise: 44_699,
      transferState: "released",
    },
    {
      bookingId: 91,
      code: "CHK-91",
      slotStart: new Date("2026-11-21T04:30:00Z"),
      status: "completed",
      paymentMethod: "cash",
      paidPaise: 49_900,
      refundedPaise: 0,
      commissionPaise: 4_990,
      tcsPaise: 0,
      transferredPaise: 0,
      waitingPaise: 0,
      offsetPaise: 0,
      netPaise: 44_910,
      transferState: null,
    },
  ],
  totals: {
    bookings: 2,
    paidPaise: 99_800,
    refundedPaise: 0,
    commissionPaise: 9_980,
    tcsPaise: 211,
    transferredPaise: 39_709,
    waitingPaise: 0,
    offsetPaise: 4_990,
    netPaise: 89_609,
  },
  receivablePaise: 1_250,
};

/** A text box by its label (Mantine adds " *" to required ones). */
const fieldByLabel = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });

const api = (terms: PayoutTerms = TERMS) => ({
  "payouts.centre.terms": () => terms,
  "payouts.centre.statement": () => STATEMENT,
  "payouts.centre.bankOfIfsc": ({ ifsc }: { ifsc: string }) =>
    ifsc === "HDFC0000317" ? { ifsc, bankName: "HDFC Bank", branchCode: "000317" } : null,
  "payouts.centre.requestBankCode": () => ({
    channel: "sms",
    sentTo: "+91 ••••••4321",
    expiresInSeconds: 300,
    resendAfterSeconds: 30,
  }),
  "payouts.centre.setUpAccount": () => ({
    status: "activated",
    requirements: [],
    beneficiaryName: "Sparkle Car Care",
    accountLast4: "9012",
    ifsc: "HDFC0000317",
    bankName: "HDFC Bank",
    paused: false,
    pausedReason: null,
    holdUntil: null,
  }),
});

describe("the centre's payouts", () => {
  it("states the terms, and shows the month's statement with what reached the centre", async () => {
    await renderWithProviders(<CentrePayoutsPage />, { api: api() });
    expect(await screen.findByText(/Commission: 10% of the service value/)).toBeTruthy();
    expect(screen.getByText(/TCS: 0.5% of the net taxable value/)).toBeTruthy();
    expect(screen.getByText(/your share of online payments waits until you add one/)).toBeTruthy();
    const row = (await screen.findByText("CHK-90")).closest("tr") as HTMLElement;
    expect(within(row).getByText("₹49.90")).toBeTruthy();
    expect(within(row).getByText("₹446.99")).toBeTruthy();
    expect(within(row).getByText("released")).toBeTruthy();
    expect(within(row).getByText("₹49.90 kept for commission on cash bookings")).toBeTruthy();
    const cash = screen.getByText("CHK-91").closest("tr") as HTMLElement;
    expect(within(cash).getByText("₹449.10")).toBeTruthy();
    expect(within(cash).getByText("kept in cash")).toBeTruthy();
    expect(screen.getByText(/You owe ₹12.50 commission on bookings paid in cash/)).toBeTruthy();
  });

  it("names the bank fields to correct in its own words, then sets up payouts with the code from the owner's phone", async () => {
    const { user, api: server } = await renderWithProviders(<CentrePayoutsPage />, { api: api() });
    await user.click(await screen.findByRole("button", { name: "Send code to the owner's phone" }));
    expect(isInvalid(fieldByLabel("Account number"))).toBe(true);
    expect(screen.getByText("Enter the bank account number: 9 to 18 digits")).toBeTruthy();
    expect(screen.getByText("Accept the payout terms to continue")).toBeTruthy();
    expect(server.inputsOf("payouts.centre.requestBankCode")).toEqual([]);

    await user.type(fieldByLabel("Account holder's name"), "Sparkle Car Care");
    await user.type(fieldByLabel("Account number"), "123456789012");
    await user.type(fieldByLabel("IFSC"), "hdfc0000317");
    // The bank of the IFSC shows as soon as it is whole.
    expect(await screen.findByText("HDFC Bank · branch 000317")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "I accept the payout terms above" }));
    await user.click(screen.getByRole("button", { name: "Send code to the owner's phone" }));
    expect(server.inputsOf("payouts.centre.requestBankCode")).toEqual([{ channel: "sms" }]);
    expect(await screen.findByText(/We sent a code to the owner's mobile \+91 ••••••4321/)).toBeTruthy();
    expect(server.inputsOf("payouts.centre.setUpAccount")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Set up payouts" }));
    expect(screen.getByText("Enter the 6-digit code we sent you")).toBeTruthy();
    await user.type(fieldByLabel("Code from the owner's phone"), "482913");
    await user.click(screen.getByRole("button", { name: "Set up payouts" }));
    expect(server.inputsOf("payouts.centre.setUpAccount")).toEqual([
      {
        beneficiaryName: "Sparkle Car Care",
        accountNumber: "123456789012",
        ifsc: "HDFC0000317",
        acceptTerms: true,
        code: "482913",
      },
    ]);
    expect(await screen.findByText("Bank account saved. The owner was told by SMS and email.")).toBeTruthy();
  });

  it("says an IFSC is not in RBI's list while it is typed", async () => {
    const { user } = await renderWithProviders(<CentrePayoutsPage />, { api: api() });
    await user.type(await screen.findByRole("textbox", { name: /^IFSC/ }), "ABCD0123456");
    expect(
      await screen.findByText(
        "ABCD0123456 is not an IFSC in RBI's list: check it on a cheque leaf or the passbook",
      ),
    ).toBeTruthy();
  });
});

describe("a statement as CSV", () => {
  it("has a row per booking in rupees and a total, quoting what needs it", () => {
    const csv = statementCsv({
      ...STATEMENT,
      rows: [{ ...STATEMENT.rows[0], code: 'CHK,"90"' } as Statement["rows"][number], STATEMENT.rows[1]],
    } as Statement);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Booking,Slot,Status,Payment,Paid (₹),Refunded (₹),Commission (₹),TCS (₹),Net to centre (₹),Kept for cash commission (₹),Transferred (₹),Waiting (₹),Transfer",
    );
    expect(lines[1]).toMatch(
      /^"CHK,""90""",.*,completed,UPI,499\.00,0\.00,49\.90,2\.11,446\.99,49\.90,397\.09,0\.00,released$/,
    );
    expect(lines[2]).toMatch(
      /^CHK-91,.*,completed,Cash,499\.00,0\.00,49\.90,0\.00,449\.10,0\.00,0\.00,0\.00,kept in cash$/,
    );
    expect(lines[3]).toBe("Total (2 bookings),,,,998.00,0.00,99.80,2.11,896.09,49.90,397.09,0.00,");
  });
});

describe("the TCS return as CSV", () => {
  it("has GSTR-8's table 3 columns, a line per supplier GSTIN, in rupees", () => {
    const csv = gstr8Csv([
      {
        centreId: 7,
        centreName: "Sparkle, Hub",
        gstin: "07AAACS1234A1Z1",
        grossPaise: 97_288,
        returnsPaise: 8_475,
        netPaise: 88_813,
        igstPaise: 275,
        cgstPaise: 105,
        sgstPaise: 106,
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).trimEnd().split("\r\n")).toEqual([
      "GSTIN of supplier,Supplier,Gross value of supplies (₹),Value of supplies returned (₹),Net amount liable for TCS (₹),IGST (₹),CGST (₹),SGST (₹)",
      '07AAACS1234A1Z1,"Sparkle, Hub",972.88,84.75,888.13,2.75,1.05,1.06',
    ]);
  });
});
