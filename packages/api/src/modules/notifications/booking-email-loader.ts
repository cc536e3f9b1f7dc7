import { formatAddress } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { PermanentJobError } from "../outbox";
import type { BookingEmailData } from "./booking-email-data";

export interface BookingEmailTarget {
  customerId: number;
  /** The customer's address. */
  email: string;
  /** The centre's contact address, for the emails the centre gets about its bookings. */
  centreEmail: string;
  data: BookingEmailData;
}

/** The booking with its customer and centre, shaped for the templates. */
export async function loadBookingEmail(db: Db, bookingId: number): Promise<BookingEmailTarget> {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      code: true,
      status: true,
      slotStart: true,
      totalPaise: true,
      paymentMethod: true,
      paymentStatus: true,
      holdExpiresAt: true,
      walkIn: true,
      cancelledBy: true,
      cancelReason: true,
      contactMobile: true,
      customerId: true,
      customer: { select: { name: true, email: true } },
      centre: { select: { name: true, mobile: true, address: true, city: true, email: true } },
    },
  });
  if (!booking) throw new PermanentJobError(`Booking ${bookingId} does not exist`);
  const { customer, centre, contactMobile, customerId, ...rest } = booking;
  return {
    customerId,
    email: customer.email,
    centreEmail: centre.email,
    data: {
      ...rest,
      customerName: customer.name,
      customerMobile: contactMobile,
      centreName: centre.name,
      centrePhone: centre.mobile,
      centreAddress: formatAddress(centre.address, centre.city),
      refundPaise: null,
      invoiceNumber: null,
    },
  };
}
