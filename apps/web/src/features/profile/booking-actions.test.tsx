// @vitest-environment jsdom
import type { BookingView, InvoiceSummary } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { aBookingView } from "@chamak/web-client/test-support/booking-view";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { BookingActionsBar } from "./booking-actions";

/** A completed 30-minute cash booking whose cash the centre collected. */
function completed(fields: Partial<BookingView> = {}): BookingView {
  const slotStart = new Date("2026-11-20T04:30:00Z");
  const base = aBookingView({ slotStart });
  return {
    ...base,
    status: "completed",
    paymentStatus: "cash_collected",
    slotEnd: new Date(slotStart.getTime() + 30 * 60_000),
    money: { ...base.money, cashPaise: 29_900, heldPaise: 29_900, outstandingPaise: 0, everPaid: true },
    ...fields,
  };
}

const INVOICE: InvoiceSummary = {
  id: 41,
  kind: "tax_invoice",
  number: "C7/2627/00012",
  issuedAt: new Date("2026-11-20T06:00:00Z"),
  centre: { id: 7, name: "Sparkle Hub" },
  booking: { id: 90, code: "CHK-90" },
  period: null,
  recipientName: "Meera",
  placeOfSupply: "Delhi",
  taxablePaise: 25_339,
  cgstPaise: 2_280,
  sgstPaise: 2_281,
  igstPaise: 0,
  totalPaise: 29_900,
};

const pdfFetches: [string, RequestInit | undefined][] = [];
let clicked: string[] = [];

beforeEach(() => {
  pdfFetches.length = 0;
  clicked = [];
  window.sessionStorage.setItem("token", "customer-token");
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    pdfFetches.push([url, init]);
    return new Response(new Blob(["%PDF-"]), {
      headers: { "content-disposition": 'attachment; filename="Tax-Invoice-C7-2627-00012.pdf"' },
    });
  });
  URL.createObjectURL = () => "blob:invoice";
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("Download invoice on a booking", () => {
  it("downloads a completed booking's invoice with the customer's token", async () => {
    const notices: string[] = [];
    const { user, api } = await renderWithProviders(
      <BookingActionsBar
        booking={completed()}
        onPayNow={() => {}}
        paying={false}
        onNotice={(text) => notices.push(text)}
      />,
      { api: { "invoices.forBooking": () => [INVOICE] } },
    );
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(clicked).toEqual(["Tax-Invoice-C7-2627-00012.pdf"]));
    expect(api.calls.filter((call) => call.path === "invoices.forBooking").map((call) => call.input)).toEqual(
      [{ bookingId: 90 }],
    );
    expect(pdfFetches).toEqual([
      ["/invoices/41.pdf", { headers: { authorization: "Bearer customer-token" } }],
    ]);
    expect(notices).toEqual([]);
  });

  it("says when the invoice comes when the booking has none", async () => {
    const notices: string[] = [];
    const { user } = await renderWithProviders(
      <BookingActionsBar
        booking={completed()}
        onPayNow={() => {}}
        paying={false}
        onNotice={(text) => notices.push(text)}
      />,
      { api: { "invoices.forBooking": () => [] } },
    );
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(notices).toEqual(["CHK-90 gets its invoice when the wash is completed."]));
    expect(pdfFetches).toEqual([]);
  });

  it("says so when the download fails", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
    const { user } = await renderWithProviders(
      <BookingActionsBar booking={completed()} onPayNow={() => {}} paying={false} onNotice={() => {}} />,
      { api: { "invoices.forBooking": () => [INVOICE] } },
    );
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The invoice could not be downloaded. Please try again.",
    );
  });

  it("says what the server says when the invoice cannot be issued", async () => {
    const { user } = await renderWithProviders(
      <BookingActionsBar booking={completed()} onPayNow={() => {}} paying={false} onNotice={() => {}} />,
      {
        api: {
          "invoices.forBooking": () => {
            throw apiError("PRECONDITION_FAILED", errorMessage("invoiceNotIssuable"));
          },
        },
      },
    );
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The invoice for this booking could not be issued. Please contact support and quote the booking code.",
    );
    expect(pdfFetches).toEqual([]);
  });

  it("offers no invoice before the booking is completed", async () => {
    await renderWithProviders(
      <BookingActionsBar
        booking={completed({ status: "confirmed", allowedActions: ["cancel"] })}
        onPayNow={() => {}}
        paying={false}
        onNotice={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download invoice" })).toBeNull();
  });
});

describe("actions it is too late for", () => {
  const HOUR = 60 * 60_000;
  /** A confirmed cash booking whose slot starts in `hours`, with what the server allows then. */
  const startingIn = (hours: number, allowedActions: BookingView["allowedActions"]) =>
    completed({
      status: "confirmed",
      paymentStatus: "cash_due",
      slotStart: new Date(Date.now() + hours * HOUR),
      allowedActions,
    });

  it("shows Reschedule disabled inside 24 hours, with the rule's reason", async () => {
    await renderWithProviders(
      <BookingActionsBar
        booking={startingIn(10, ["cancel"])}
        onPayNow={() => {}}
        paying={false}
        onNotice={() => {}}
      />,
    );
    const reschedule = screen.getByRole("button", { name: "Reschedule" });
    expect(reschedule.hasAttribute("disabled")).toBe(true);
    const reason = document.getElementById(reschedule.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Bookings can be rescheduled up to 24 hours before the slot.");
    expect(screen.getByRole("button", { name: "Cancel booking" }).hasAttribute("disabled")).toBe(false);
  });

  it("inside the last hour, says why neither reschedule nor cancel is possible", async () => {
    await renderWithProviders(
      <BookingActionsBar
        booking={startingIn(0.5, [])}
        onPayNow={() => {}}
        paying={false}
        onNotice={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Reschedule" }).hasAttribute("disabled")).toBe(true);
    const cancel = screen.getByRole("button", { name: "Cancel booking" });
    expect(cancel.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(cancel.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Bookings can be rescheduled up to 24 hours before the slot. Bookings can be cancelled up to 1 hour before the slot; late cancellations are not refunded.",
    );
  });

  it("offers neither on a booking that is over", async () => {
    await renderWithProviders(
      <BookingActionsBar booking={completed()} onPayNow={() => {}} paying={false} onNotice={() => {}} />,
      { api: { "invoices.forBooking": () => [] } },
    );
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
  });
});

describe("a dispute's outcome", () => {
  it("shows the customer what the admin decided", async () => {
    await renderWithProviders(
      <BookingActionsBar
        booking={completed({
          disputeOutcome: { resolution: "Refunded ₹100 for the missed spot", resolvedAt: new Date() },
        })}
        onPayNow={() => {}}
        paying={false}
        onNotice={() => {}}
      />,
    );
    expect(await screen.findByText("Your dispute is resolved")).toBeTruthy();
    expect(screen.getByText("Refunded ₹100 for the missed spot")).toBeTruthy();
  });
});
