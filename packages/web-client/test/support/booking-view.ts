import type { BookingView } from "@chamak/contracts";

/**
 * A booking as the API shows it, for component tests: a requested cash booking of one Foam Wash (₹299) for a
 * hatchback at Sparkle Hub, nothing paid yet. `fields` change what a test is about; the money is derived from
 * `totalPaise` unless given.
 */
export function aBookingView(fields: Partial<BookingView> & { slotStart: Date }): BookingView {
  const { slotStart } = fields;
  const totalPaise = fields.totalPaise ?? 29_900;
  return {
    id: 90,
    code: "CHK-90",
    status: "requested",
    paymentStatus: "cash_due",
    paymentMethod: "cash",
    serviceMode: "at_centre",
    centre: { id: 7, name: "Sparkle Hub", mobile: "9810000000", address: "12 Ring Road", city: "Delhi" },
    slotEnd: new Date(slotStart.getTime() + 40 * 60_000),
    vehicleType: { id: 1, name: "Hatchback" },
    vehicleNumber: "DL 3C AB 1234",
    brand: null,
    contactMobile: "9876543210",
    address: { state: "Delhi", city: "New Delhi", address: "4 Park Street", zip: "110001" },
    siteDetails: {},
    items: [
      {
        serviceId: 11,
        categoryName: "Basic Wash",
        subCategoryName: "Foam Wash",
        unitPricePaise: 29_900,
        quantity: 1,
      },
    ],
    subtotalPaise: totalPaise,
    driverFeePaise: 0,
    travelFeePaise: 0,
    discountPaise: 0,
    totalPaise,
    couponCode: null,
    cancelledBy: null,
    cancelReason: null,
    companyChoice: null,
    createdAt: slotStart,
    updatedAt: slotStart,
    money: {
      duePaise: totalPaise,
      capturedPaise: 0,
      cashPaise: 0,
      refundedPaise: 0,
      refundPendingPaise: 0,
      refundFailedPaise: 0,
      refundablePaise: 0,
      heldPaise: 0,
      outstandingPaise: totalPaise,
      everPaid: false,
    },
    reviewed: false,
    checkout: null,
    disputeOutcome: null,
    allowedActions: [],
    ...fields,
  };
}
