import { type AdminBookingExport, formatIndiaDateTime } from "@chamak/contracts";
import { toCsv } from "../payouts/report-csv";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS, SERVICE_MODE_LABELS } from "../shared/labels";

/** The admin's filtered bookings as CSV: a line per booking, amounts in rupees, slots in India's time. */
export function bookingsCsv(rows: AdminBookingExport["rows"]): string {
  return toCsv([
    [
      "Booking",
      "Slot (IST)",
      "Status",
      "Payment",
      "Method",
      "Service",
      "Centre",
      "Customer",
      "Email",
      "Phone",
      "Vehicle",
      "Total (₹)",
    ],
    ...rows.map((row) => [
      row.code,
      formatIndiaDateTime(row.slotStart),
      BOOKING_STATUS_LABELS[row.status],
      PAYMENT_STATUS_LABELS[row.paymentStatus],
      row.paymentMethod === "upi" ? "UPI" : "Cash",
      SERVICE_MODE_LABELS[row.serviceMode],
      row.centreName,
      row.customerName,
      row.customerEmail ?? "",
      row.contactMobile,
      row.vehicleNumber,
      (row.totalPaise / 100).toFixed(2),
    ]),
  ]);
}
