import type { BookingView } from "@chamak/contracts";
import type { Prisma } from "@chamak/db";

export const bookingViewInclude = {
  centre: { select: { id: true, name: true, mobile: true, address: true, city: true } },
  vehicleType: { select: { id: true, name: true } },
  items: {
    select: {
      serviceId: true,
      categoryName: true,
      subCategoryName: true,
      unitPricePaise: true,
      quantity: true,
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.BookingInclude;

export type BookingWithView = Prisma.BookingGetPayload<{ include: typeof bookingViewInclude }>;

export function toBookingView(
  booking: BookingWithView,
  checkout: BookingView["checkout"] = null,
): BookingView {
  return {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    serviceMode: booking.serviceMode,
    centre: booking.centre,
    slotStart: booking.slotStart,
    slotEnd: booking.slotEnd,
    vehicleType: booking.vehicleType,
    vehicleNumber: booking.vehicleNumber,
    brand: booking.brand,
    contactMobile: booking.contactMobile,
    address: { state: booking.state, city: booking.city, address: booking.address, zip: booking.zip },
    items: booking.items,
    subtotalPaise: booking.subtotalPaise,
    driverFeePaise: booking.driverFeePaise,
    discountPaise: booking.discountPaise,
    totalPaise: booking.totalPaise,
    couponCode: booking.couponCode,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    companyChoice: booking.companyChoice,
    createdAt: booking.createdAt,
    checkout,
  };
}
