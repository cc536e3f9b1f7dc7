import { formatIstEnglish, formatRupees } from "@chamak/contracts";
import type { BookingEmailData, EmailLanguage } from "./booking-email-data";

const WHO_CANCELLED = {
  customer: "You cancelled this booking.",
  centre: "{centre} cancelled this booking.",
  admin: "Chamak support cancelled this booking.",
  system: "This booking was cancelled automatically.",
} as const;

function cancellation(data: BookingEmailData): string[] {
  const paragraphs = [WHO_CANCELLED[data.cancelledBy ?? "system"].replace("{centre}", data.centreName)];
  if (data.cancelReason) paragraphs.push(`Reason: ${data.cancelReason}`);
  if (data.cancelledBy === "centre" || data.cancelledBy === "admin") {
    paragraphs.push(
      "We are sorry. You may choose a free reschedule to another slot or a full refund: open My Bookings and pick one.",
    );
  } else if (data.paymentMethod === "upi" && data.paymentStatus !== "pending") {
    paragraphs.push("Any refund due goes back to the account you paid from.");
  }
  return paragraphs;
}

export const english: EmailLanguage = {
  greeting: (name) => `Hello ${name},`,
  signOff: "Thank you for choosing Chamak.",
  details: (data) => [
    `Booking code: ${data.code}`,
    `Slot: ${formatIstEnglish(data.slotStart)}`,
    `Centre: ${data.centreName}, ${data.centreAddress}`,
    `Centre phone: ${data.centrePhone}`,
    `Total: ${formatRupees(data.totalPaise)}`,
  ],
  topics: {
    "booking.created": (data) =>
      data.paymentMethod === "cash"
        ? {
            subject: `Booking request ${data.code} received`,
            paragraphs: [
              `Your request for ${formatIstEnglish(data.slotStart)} at ${data.centreName} has been sent to the centre.`,
              `You pay ${formatRupees(data.totalPaise)} in cash at the centre. We will email you when the centre confirms.`,
            ],
          }
        : {
            subject: `Complete your payment for booking ${data.code}`,
            paragraphs: [
              `Your slot at ${data.centreName} for ${formatIstEnglish(data.slotStart)} is held while you pay ${formatRupees(data.totalPaise)} by UPI.`,
              data.holdExpiresAt
                ? `If the payment has not arrived by ${formatIstEnglish(data.holdExpiresAt)}, the slot is released.`
                : "If the payment does not arrive soon, the slot is released.",
            ],
          },
    "booking.paid": (data) => ({
      subject: `Payment received for booking ${data.code}`,
      paragraphs: [
        `We have received your payment of ${formatRupees(data.totalPaise)}.`,
        `Your booking at ${data.centreName} for ${formatIstEnglish(data.slotStart)} is paid; the centre will confirm it shortly.`,
      ],
    }),
    "booking.confirmed": (data) => ({
      subject: `Booking ${data.code} confirmed`,
      paragraphs: [
        `${data.centreName} has confirmed your booking for ${formatIstEnglish(data.slotStart)}.`,
        ...(data.paymentMethod === "cash"
          ? [`Please pay ${formatRupees(data.totalPaise)} in cash at the centre.`]
          : []),
      ],
    }),
    "booking.cancelled": (data) => ({
      subject: `Booking ${data.code} cancelled`,
      paragraphs: cancellation(data),
    }),
    "booking.expired": (data) => ({
      subject: `Booking ${data.code} released: payment not received`,
      paragraphs: [
        `We did not receive the payment in time, so the slot for ${formatIstEnglish(data.slotStart)} was released.`,
        "If money left your account, it will be refunded automatically. You are welcome to book again.",
      ],
    }),
    "booking.refunded": (data) => ({
      subject: `Refund for booking ${data.code} processed`,
      paragraphs: [
        `We have refunded ${formatRupees(data.refundPaise ?? data.totalPaise)} to the account you paid from.`,
        "Banks usually show it within 5 to 7 working days.",
      ],
    }),
    "booking.reminder": (data) => ({
      subject: `Reminder: booking ${data.code} at ${formatIstEnglish(data.slotStart)}`,
      paragraphs: [
        `Your booking at ${data.centreName} is at ${formatIstEnglish(data.slotStart)}.`,
        `Please arrive a few minutes early. Call the centre on ${data.centrePhone} if you are running late.`,
      ],
    }),
  },
};
