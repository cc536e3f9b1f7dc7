// @vitest-environment jsdom
import type { AdminBookingExport, AdminBookingPage } from "@chamak/contracts";
import { descriptionOf, isInvalid } from "@chamak/web-client/test-support/field-queries";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { type BookingsSearch, BookingsSearchPage } from "./bookings-search-page";

const EMPTY_PAGE: AdminBookingPage = { items: [], total: 0, page: 1, pageSize: 25 };

const EXPORTED: AdminBookingExport = {
  rows: [
    {
      code: "CHK-K1",
      slotStart: new Date("2026-12-01T04:30:00Z"),
      status: "requested",
      paymentStatus: "cash_due",
      paymentMethod: "cash",
      serviceMode: "at_centre",
      centreName: "Sparkle Hub, Saket",
      customerName: "Kavya",
      customerEmail: "kavya@example.in",
      contactMobile: "9123456780",
      vehicleNumber: "KA05MN4321",
      totalPaise: 49_900,
    },
    {
      // A walk-in's customer, made at the counter by phone: no email, never the reserved stand-in.
      code: "CHK-W2",
      slotStart: new Date("2026-12-01T05:30:00Z"),
      status: "confirmed",
      paymentStatus: "cash_collected",
      paymentMethod: "cash",
      serviceMode: "at_centre",
      centreName: "Sparkle Hub, Saket",
      customerName: "Ravi",
      customerEmail: null,
      contactMobile: "9876500001",
      vehicleNumber: "DL3CAB1234",
      totalPaise: 49_900,
    },
  ],
  truncated: false,
};

const searches: BookingsSearch[] = [];

/** The route keeps the filters in the URL; here they are kept in state. */
function Page({ initial }: { initial: BookingsSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <BookingsSearchPage
      search={search}
      onSearch={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

const saved: Blob[] = [];
beforeEach(() => {
  searches.length = 0;
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return "blob:csv";
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
/** A Blob's first bytes, as the file on disk starts. */
const firstBytesOf = (blob: Blob, count: number) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer).slice(0, count)]);
    reader.readAsArrayBuffer(blob);
  });

const slotTo = () => screen.getByLabelText("Slot to");

describe("the admin's bookings search", () => {
  it("names a slot-to before the slot-from on its field, from the URL, and asks the API nothing", async () => {
    const { api } = await renderWithProviders(<Page initial={{ from: "2026-12-10", to: "2026-12-01" }} />, {
      api: { "admin.bookings.search": () => EMPTY_PAGE },
    });
    expect(isInvalid(slotTo())).toBe(true);
    expect(descriptionOf(slotTo())).toContain("The end date must not be before the start date");
    expect(screen.getByText("Correct the filters above to see bookings.")).toBeTruthy();
    expect(screen.queryByText(/could not load/)).toBeNull();
    expect(api.inputsOf("admin.bookings.search")).toEqual([]);
  });

  it("keeps a typed range that runs backwards on the form, named on its field", async () => {
    const { user } = await renderWithProviders(<Page initial={{}} />, {
      api: { "admin.bookings.search": () => EMPTY_PAGE },
    });
    await user.type(screen.getByLabelText("Slot from"), "2026-12-10");
    await user.type(slotTo(), "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(descriptionOf(slotTo())).toContain("The end date must not be before the start date");
    expect(slotTo()).toHaveProperty("value", "2026-12-01");
    expect(document.activeElement).toBe(slotTo());
    expect(searches).toEqual([]);
  });

  it("shows a filter the server refuses on its field, not as a failed page", async () => {
    await renderWithProviders(<Page initial={{ centre: "x" }} />, {
      api: {
        "admin.bookings.search": () => {
          throw apiError("BAD_REQUEST", "Centre is not valid", { centre: "Centre is not valid" });
        },
      },
    });
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Centre"))).toContain("Centre is not valid"),
    );
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it("searches by what was typed: a name, phone, vehicle number or code", async () => {
    const { user, api } = await renderWithProviders(<Page initial={{}} />, {
      api: { "admin.bookings.search": () => EMPTY_PAGE },
    });
    await user.type(screen.getByLabelText("Search"), "KA05 MN");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(searches).toEqual([{ q: "KA05 MN", page: 1 }]);
    await waitFor(() =>
      expect(api.inputsOf("admin.bookings.search")).toContainEqual({ q: "KA05 MN", page: 1, pageSize: 25 }),
    );
  });

  it("downloads the filtered list as CSV", async () => {
    const { user, api } = await renderWithProviders(<Page initial={{ q: "Kavya", status: "requested" }} />, {
      api: { "admin.bookings.search": () => EMPTY_PAGE, "admin.bookings.export": () => EXPORTED },
    });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.inputsOf("admin.bookings.export")).toEqual([{ q: "Kavya", status: "requested" }]);
    // UTF-8's byte-order mark first, so Excel on Windows reads "₹" as it is.
    expect(await firstBytesOf(saved[0] as Blob, 3)).toEqual([0xef, 0xbb, 0xbf]);
    const csv = (await textOf(saved[0] as Blob)).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")).toEqual([
      "Booking,Slot (IST),Status,Payment,Method,Service,Centre,Customer,Email,Phone,Vehicle,Total (₹)",
      expect.stringMatching(
        /^CHK-K1,.*2026.*,Requested,Cash due,Cash,At the centre,"Sparkle Hub, Saket",Kavya,kavya@example.in,9123456780,KA05MN4321,499.00$/,
      ),
      expect.stringMatching(/^CHK-W2,.*,Ravi,,9876500001,DL3CAB1234,499.00$/),
      "",
    ]);
  });
});
