// @vitest-environment jsdom
import type { InvoiceSummary } from "@chamak/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { VendorInvoicesPage } from "./vendor-invoices-page";

const TAX: InvoiceSummary = {
  id: 41,
  kind: "tax_invoice",
  number: "C7/2627/00012",
  issuedAt: new Date("2026-11-20T06:00:00Z"),
  centre: { id: 7, name: "Sparkle Hub" },
  booking: { id: 90, code: "CHK-90" },
  period: null,
  recipientName: "Meera Iyer",
  placeOfSupply: "Haryana",
  taxablePaise: 25_339,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 4_561,
  totalPaise: 29_900,
};

const COMMISSION: InvoiceSummary = {
  ...TAX,
  id: 42,
  kind: "commission",
  number: "CHK/2627/000003",
  booking: null,
  period: "2026-10",
  recipientName: "Sparkle Hub",
  placeOfSupply: "Delhi",
  taxablePaise: 10_000,
  igstPaise: 1_800,
  totalPaise: 11_800,
};

const page = (items: InvoiceSummary[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
let downloaded: string[] = [];
const pdfFetches: string[] = [];

beforeEach(() => {
  downloaded = [];
  pdfFetches.length = 0;
  window.sessionStorage.setItem("token", "vendor-token");
  vi.stubGlobal("fetch", async (url: string) => {
    pdfFetches.push(url);
    return new Response(new Blob(["%PDF-"]), {
      headers: { "content-disposition": 'attachment; filename="Tax-Invoice-C7-2627-00012.pdf"' },
    });
  });
  URL.createObjectURL = () => "blob:invoice";
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloaded.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("the centre's invoices", () => {
  it("lists the invoices issued to customers with their GST, and downloads a PDF", async () => {
    const { user, api } = await renderWithProviders(<VendorInvoicesPage search={{}} onSearch={() => {}} />, {
      api: {
        "invoices.centre": (input: { side: string }) =>
          page(input.side === "customer" ? [TAX] : [COMMISSION]),
      },
    });
    const row = (await screen.findByText("C7/2627/00012")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Meera Iyer")).toBeTruthy();
    expect(within(row).getByText("CHK-90")).toBeTruthy();
    expect(within(row).getByText("IGST ₹45.61")).toBeTruthy();
    expect(within(row).getByText("₹299.00")).toBeTruthy();
    expect(api.calls.map((call) => call.input)).toEqual([{ side: "customer", page: 1, pageSize: 50 }]);

    await user.click(within(row).getByRole("button", { name: "Download invoice C7/2627/00012" }));
    await waitFor(() => expect(downloaded).toEqual(["Tax-Invoice-C7-2627-00012.pdf"]));
    expect(pdfFetches).toEqual(["/invoices/41.pdf"]);
  });

  it("shows the commission invoices Chamak issued to the centre, by month", async () => {
    const onSearch = vi.fn();
    const { user } = await renderWithProviders(
      <VendorInvoicesPage search={{ side: "commission" }} onSearch={onSearch} />,
      { api: { "invoices.centre": () => page([COMMISSION]) } },
    );
    const row = (await screen.findByText("CHK/2627/000003")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Oct 2026")).toBeTruthy();
    expect(within(row).getByText("₹118.00")).toBeTruthy();
    await user.click(screen.getByText("To customers"));
    expect(onSearch).toHaveBeenCalledWith({ side: "customer", page: 1 });
  });

  it("explains when there is no invoice yet", async () => {
    await renderWithProviders(<VendorInvoicesPage search={{}} onSearch={() => {}} />, {
      api: { "invoices.centre": () => page([]) },
    });
    expect(await screen.findByText("No invoices yet")).toBeTruthy();
  });
});
