import type { CentreRole, ServiceMode } from "@chamak/contracts";

/** "98•••••210"-style: enough to tell two customers apart, not enough to call. */
const masked = (mobile: string) => `••••••${mobile.replace(/\D/g, "").slice(-4)}`;

/**
 * A centre booking as a member of `role` sees its customer's numbers. A doorstep or pick & drop customer and the
 * washer or driver reach each other through the platform's masked number (field-visits' calls), so the staff role,
 * which washers and drivers have, sees those customers' numbers masked; owners and managers, who run the centre,
 * and the counter's own bookings at the centre keep them.
 */
export function contactFor<
  T extends { serviceMode: ServiceMode; contactMobile: string; customer?: { mobile: string | null } },
>(booking: T, role: CentreRole | undefined): T {
  if (role !== "staff" || booking.serviceMode === "at_centre") return booking;
  return {
    ...booking,
    contactMobile: masked(booking.contactMobile),
    ...(booking.customer
      ? {
          customer: {
            ...booking.customer,
            mobile: booking.customer.mobile && masked(booking.customer.mobile),
          },
        }
      : {}),
  };
}
