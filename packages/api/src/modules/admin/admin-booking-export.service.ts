import {
  ADMIN_BOOKING_EXPORT_MAX_ROWS,
  type AdminBookingExport,
  type AdminBookingExportInput,
  contactEmail,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { adminBookingWhere } from "./admin-booking-filters";

/** Every booking the admin's filters match (up to the export's limit), latest slot first, for a CSV. */
export async function exportBookingsForAdmin(
  db: Db,
  filters: AdminBookingExportInput,
): Promise<AdminBookingExport> {
  const rows = await db.booking.findMany({
    where: await adminBookingWhere(db, filters),
    select: {
      code: true,
      slotStart: true,
      status: true,
      paymentStatus: true,
      paymentMethod: true,
      serviceMode: true,
      contactMobile: true,
      vehicleNumber: true,
      totalPaise: true,
      centre: { select: { name: true } },
      customer: { select: { name: true, email: true } },
    },
    orderBy: [{ slotStart: "desc" }, { id: "desc" }],
    take: ADMIN_BOOKING_EXPORT_MAX_ROWS + 1,
  });
  return {
    rows: rows.slice(0, ADMIN_BOOKING_EXPORT_MAX_ROWS).map(({ centre, customer, ...row }) => ({
      ...row,
      centreName: centre.name,
      customerName: customer.name,
      customerEmail: contactEmail(customer.email),
    })),
    truncated: rows.length > ADMIN_BOOKING_EXPORT_MAX_ROWS,
  };
}
