import { MARKETPLACE } from "@chamak/contracts";
import { describe, expect, it } from "vitest";
import {
  type BookingInvoiceFacts,
  bookingInvoiceContent,
  commissionInvoiceContent,
  InvoiceContentError,
  monthName,
  shareTaxable,
} from "./invoice-content";
import type { InvoiceContent } from "./invoice-document";

const DELHI_GSTIN = "07AAACS1234A1Z1";

function facts(overrides: {
  booking?: Partial<BookingInvoiceFacts["booking"]>;
  items?: BookingInvoiceFacts["items"];
  ledger?: BookingInvoiceFacts["ledger"];
  centre?: Partial<BookingInvoiceFacts["centre"]>;
  customer?: Partial<BookingInvoiceFacts["customer"]>;
}): BookingInvoiceFacts {
  const items = overrides.items ?? [
    { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 49_900, quantity: 2 },
    { categoryName: "Detailing", subCategoryName: "Wax Polish", unitPricePaise: 120_000, quantity: 1 },
  ];
  return {
    booking: {
      code: "CHKTEST1",
      serviceMode: "at_centre",
      address: "C-4 Vasant Kunj",
      city: "New Delhi",
      state: "Delhi",
      zip: "110070",
      couponCode: null,
      ...overrides.booking,
    },
    items,
    ledger: overrides.ledger ?? {
      service_charge: items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0),
    },
    centre: {
      name: "Sparkle Car Spa",
      gstin: DELHI_GSTIN,
      address: "12 Ring Road",
      locality: "Lajpat Nagar",
      city: "New Delhi",
      state: "Delhi",
      zip: "110024",
      email: "spa@test.chamak.in",
      ...overrides.centre,
    },
    customer: { name: "राहुल मीना", email: "rahul@test.chamak.in", ...overrides.customer },
  };
}

/** Every invoice's arithmetic: lines add up to the total, their taxable shares to the taxable value, tax too. */
function expectAddsUp(content: InvoiceContent) {
  const sum = (pick: (line: InvoiceContent["lines"][number]) => number) =>
    content.lines.reduce((total, line) => total + pick(line), 0);
  expect(sum((line) => line.amountPaise)).toBe(content.totalPaise);
  expect(sum((line) => line.taxablePaise)).toBe(content.taxablePaise);
  expect(content.taxablePaise + content.cgstPaise + content.sgstPaise + content.igstPaise).toBe(
    content.totalPaise,
  );
  for (const line of content.lines) expect(line.amountPaise).toBe(line.unitPaise * line.quantity);
}

describe("bookingInvoiceContent", () => {
  it("names a walk-in's customer by their number: never the centre's own address or a phone account's stand-in email", () => {
    const content = bookingInvoiceContent(
      facts({
        booking: { walkIn: true, address: "12 Ring Road", city: "New Delhi", zip: "110024" },
        customer: { name: "Ravi Kumar", email: "919876500001@phone.chamak.invalid", phone: "9876500001" },
      }),
    );
    expect(content.recipient).toEqual({
      name: "Ravi Kumar",
      gstin: null,
      address: "",
      state: "Delhi",
      stateCode: "07",
      email: null,
      phone: "+91 98765 00001",
    });
    // An online customer's address and email stay, with their number beside them.
    const online = bookingInvoiceContent(facts({ customer: { phone: "9123456780" } }));
    expect(online.recipient).toMatchObject({
      address: expect.stringContaining("New Delhi"),
      email: "rahul@test.chamak.in",
      phone: "+91 91234 56780",
    });
  });

  it("makes a tax invoice from the centre to the customer, with CGST and SGST within the centre's state", () => {
    const content = bookingInvoiceContent(facts({}));
    expect(content).toEqual({
      kind: "tax_invoice",
      placeOfSupply: "Delhi",
      supplier: {
        name: "Sparkle Car Spa",
        gstin: DELHI_GSTIN,
        address: "12 Ring Road, Lajpat Nagar, New Delhi 110024",
        state: "Delhi",
        stateCode: "07",
        email: "spa@test.chamak.in",
      },
      recipient: {
        name: "राहुल मीना",
        gstin: null,
        address: "C-4 Vasant Kunj, New Delhi 110070",
        state: "Delhi",
        stateCode: "07",
        email: "rahul@test.chamak.in",
      },
      lines: [
        {
          description: "Basic Wash – Foam Wash",
          sac: "998714",
          quantity: 2,
          unitPaise: 49_900,
          amountPaise: 99_800,
          taxablePaise: 84_577,
          ratePercent: 18,
        },
        {
          description: "Detailing – Wax Polish",
          sac: "998714",
          quantity: 1,
          unitPaise: 120_000,
          amountPaise: 120_000,
          taxablePaise: 101_695,
          ratePercent: 18,
        },
      ],
      // 219800 × 9/118 = 16764.4 → 16764 each (equal, as the law has them); taxable 219800 − 33528 = 186272.
      taxablePaise: 186_272,
      cgstPaise: 16_764,
      sgstPaise: 16_764,
      igstPaise: 0,
      totalPaise: 219_800,
    });
    expectAddsUp(content);
  });

  it("charges IGST when a pick & drop collects the vehicle in another state", () => {
    const content = bookingInvoiceContent(
      facts({ booking: { serviceMode: "pick_drop", state: "Haryana", city: "Gurugram", zip: "122002" } }),
    );
    expect(content.placeOfSupply).toBe("Haryana");
    expect(content).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 33_529, taxablePaise: 186_271 });
    expect(content.recipient).toMatchObject({ state: "Haryana", stateCode: "06" });
    expectAddsUp(content);
  });

  it("keeps CGST and SGST for a wash at a Delhi centre by a customer who lives in another state", () => {
    const content = bookingInvoiceContent(facts({ booking: { state: "Haryana" } }));
    expect(content.placeOfSupply).toBe("Delhi");
    expect(content.igstPaise).toBe(0);
    expect(content.cgstPaise + content.sgstPaise).toBe(33_528);
  });

  it("keeps CGST and SGST for a doorstep wash in the centre's own state", () => {
    const content = bookingInvoiceContent(facts({ booking: { serviceMode: "doorstep" } }));
    expect(content.placeOfSupply).toBe("Delhi");
    expect(content.igstPaise).toBe(0);
  });

  it("lists the driver fee and the coupon's discount, and totals what the booking costs", () => {
    const content = bookingInvoiceContent(
      facts({
        booking: { serviceMode: "pick_drop", couponCode: "SAVE50" },
        items: [
          { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 49_900, quantity: 1 },
        ],
        ledger: { service_charge: 49_900, driver_fee: 15_000, coupon_discount: 5_000 },
      }),
    );
    expect(content.lines.map(({ description, amountPaise }) => [description, amountPaise])).toEqual([
      ["Basic Wash – Foam Wash", 49_900],
      ["Pick-up and drop of the vehicle", 15_000],
      ["Discount (coupon SAVE50)", -5_000],
    ]);
    expect(content.totalPaise).toBe(59_900);
    expect(content.lines[2]?.taxablePaise).toBeLessThan(0);
    expectAddsUp(content);
  });

  it("calls the driver fee a doorstep visit for a doorstep wash", () => {
    const content = bookingInvoiceContent(
      facts({
        booking: { serviceMode: "doorstep" },
        items: [
          { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 49_900, quantity: 1 },
        ],
        ledger: { service_charge: 49_900, driver_fee: 10_000 },
      }),
    );
    expect(content.lines[1]?.description).toBe("Doorstep visit");
  });

  it("makes a bill of supply without tax for a centre that has no GSTIN", () => {
    const content = bookingInvoiceContent(facts({ centre: { gstin: "  " } }));
    expect(content.kind).toBe("bill_of_supply");
    expect(content.supplier.gstin).toBeNull();
    expect(content).toMatchObject({
      taxablePaise: 219_800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 219_800,
    });
    expect(content.lines.map((line) => [line.taxablePaise, line.ratePercent])).toEqual([
      [99_800, 0],
      [120_000, 0],
    ]);
    expectAddsUp(content);
  });

  it("writes a GSTIN in capitals without spaces around it", () => {
    const content = bookingInvoiceContent(facts({ centre: { gstin: ` ${DELHI_GSTIN.toLowerCase()} ` } }));
    expect(content.supplier.gstin).toBe(DELHI_GSTIN);
  });

  it("invoices nothing but the lines when a coupon pays for everything", () => {
    const content = bookingInvoiceContent(
      facts({
        booking: { couponCode: "FREE" },
        items: [
          { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 20_000, quantity: 1 },
        ],
        ledger: { service_charge: 20_000, coupon_discount: 20_000 },
      }),
    );
    expect(content).toMatchObject({ totalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expectAddsUp(content);
  });

  it("refuses a booking whose items disagree with its ledger", () => {
    expect(() => bookingInvoiceContent(facts({ ledger: { service_charge: 1_000 } }))).toThrow(
      InvoiceContentError,
    );
  });

  it("lists the travel fee to a doorstep address as its own line", () => {
    const content = bookingInvoiceContent(
      facts({
        booking: { serviceMode: "doorstep" },
        items: [
          { categoryName: "Basic Wash", subCategoryName: "Foam Wash", unitPricePaise: 49_900, quantity: 1 },
        ],
        ledger: { service_charge: 49_900, travel_fee: 4_900 },
      }),
    );
    expect(content.lines.map(({ description, amountPaise }) => [description, amountPaise])).toEqual([
      ["Basic Wash – Foam Wash", 49_900],
      ["Travel to the vehicle's address", 4_900],
    ]);
    expect(content.totalPaise).toBe(54_800);
    expectAddsUp(content);
  });

  it("adds up for every mix of prices, quantities, fees and discounts", () => {
    // A fixed pseudo-random walk (so a failure repeats), over thousands of bookings.
    let seed = 42;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let run = 0; run < 3_000; run++) {
      const items = Array.from({ length: 1 + next(4) }, (_, i) => ({
        categoryName: "Wash",
        subCategoryName: `Service ${i}`,
        unitPricePaise: 1 + next(500_000),
        quantity: 1 + next(3),
      }));
      const serviceCharge = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
      const driverFee = next(2) ? next(50_000) : 0;
      const travelFee = next(2) ? next(20_000) : 0;
      const discount = next(2) ? next(serviceCharge + driverFee + travelFee + 1) : 0;
      const content = bookingInvoiceContent(
        facts({
          booking: {
            serviceMode: (["at_centre", "pick_drop", "doorstep"] as const)[next(3)],
            state: "Haryana",
          },
          items,
          ledger: {
            service_charge: serviceCharge,
            driver_fee: driverFee,
            travel_fee: travelFee,
            coupon_discount: discount,
          },
          centre: { gstin: next(4) === 0 ? "" : DELHI_GSTIN },
        }),
      );
      expect(content.totalPaise).toBe(serviceCharge + driverFee + travelFee - discount);
      expectAddsUp(content);
    }
  });
});

describe("shareTaxable", () => {
  it("shares in proportion and gives what rounding leaves to the largest line", () => {
    expect(shareTaxable([100, 100, 100], 300, 254)).toEqual([84, 85, 85]);
    expect(shareTaxable([], 0, 0)).toEqual([]);
    expect(shareTaxable([500, -100], 400, 339)).toEqual([424, -85]);
  });
});

describe("commissionInvoiceContent", () => {
  const centre = {
    name: "Sparkle Car Spa",
    gstin: DELHI_GSTIN,
    address: "12 Ring Road",
    locality: "Lajpat Nagar",
    city: "New Delhi",
    state: "Delhi",
    zip: "110024",
    email: "spa@test.chamak.in",
  };

  it("invoices the marketplace's commission to a centre in another state with IGST on top", () => {
    const content = commissionInvoiceContent({
      centre,
      month: "2026-11",
      netCommissionPaise: 12_345,
      bookings: 3,
    });
    expect(content).toEqual({
      kind: "commission",
      placeOfSupply: "Delhi",
      supplier: {
        name: MARKETPLACE.legalName,
        gstin: MARKETPLACE.gstin,
        address: MARKETPLACE.address,
        state: "Haryana",
        stateCode: "06",
        email: MARKETPLACE.email,
      },
      recipient: {
        name: "Sparkle Car Spa",
        gstin: DELHI_GSTIN,
        address: "12 Ring Road, Lajpat Nagar, New Delhi 110024",
        state: "Delhi",
        stateCode: "07",
        email: "spa@test.chamak.in",
      },
      lines: [
        {
          description: "Marketplace commission for November 2026 (3 bookings, net of reversals)",
          sac: "998599",
          quantity: 1,
          unitPaise: 12_345,
          amountPaise: 12_345,
          taxablePaise: 12_345,
          ratePercent: 18,
        },
      ],
      // 12345 × 18% = 2222.1 → 2222.
      taxablePaise: 12_345,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_222,
      totalPaise: 14_567,
    });
  });

  it("charges CGST and SGST to a centre in Haryana, the marketplace's state", () => {
    const content = commissionInvoiceContent({
      centre: { ...centre, state: "Haryana", city: "Gurugram" },
      month: "2027-03",
      netCommissionPaise: 10_000,
      bookings: 1,
    });
    expect(content).toMatchObject({ cgstPaise: 900, sgstPaise: 900, igstPaise: 0, totalPaise: 11_800 });
    expect(content.lines[0]?.description).toBe(
      "Marketplace commission for March 2027 (1 booking, net of reversals)",
    );
  });

  it("refuses a month without commission", () => {
    expect(() =>
      commissionInvoiceContent({ centre, month: "2026-11", netCommissionPaise: 0, bookings: 0 }),
    ).toThrow(InvoiceContentError);
  });

  it("names months", () => {
    expect(monthName("2026-01")).toBe("January 2026");
    expect(monthName("2026-12")).toBe("December 2026");
  });
});
