import { describe, expect, it } from "vitest";
import type { BookingEmailData, BookingEmailTopic } from "./booking-email-data";
import { composeBookingEmail } from "./compose-email";

const base: BookingEmailData = {
  code: "CHK7Q2M9",
  status: "paid",
  customerName: "Meera",
  centreName: "Sparkle Auto Spa",
  centrePhone: "9811122233",
  centreAddress: "12 100 Feet Road, Bengaluru",
  slotStart: new Date("2026-11-23T05:00:00Z"),
  totalPaise: 123_450,
  paymentMethod: "upi",
  paymentStatus: "captured",
  holdExpiresAt: null,
  walkIn: false,
  cancelledBy: null,
  cancelReason: null,
  refundPaise: null,
};

const TOPICS: BookingEmailTopic[] = [
  "booking.created",
  "booking.paid",
  "booking.confirmed",
  "booking.cancelled",
  "booking.expired",
  "booking.refunded",
  "booking.reminder",
  "booking.completed",
];

describe("booking emails", () => {
  it.each(TOPICS)("%s: English then Hindi, with the code, centre, phone, amount and IST slot", (topic) => {
    const { subject, text } = composeBookingEmail(topic, base);
    const english = text.indexOf("Hello Meera,");
    const hindi = text.indexOf("नमस्ते Meera,");
    expect(english).toBe(0);
    expect(hindi).toBeGreaterThan(english);
    expect(subject).toContain("CHK7Q2M9");
    expect(subject).toMatch(/[\u0900-\u097F]/);
    for (const part of [text.slice(0, hindi), text.slice(hindi)]) {
      expect(part).toContain("CHK7Q2M9");
      expect(part).toContain("Sparkle Auto Spa");
      expect(part).toContain("9811122233");
      expect(part).toContain("₹1,234.50");
    }
    expect(text.slice(0, hindi)).toContain("Mon, 23 Nov, 10:30 am IST");
    expect(text.slice(hindi)).toContain("सोमवार, 23 नवंबर, सुबह 10:30 बजे (IST)");
  });

  it("asks for cash at the centre for a cash request, and for UPI before the hold ends otherwise", () => {
    const cash = composeBookingEmail("booking.created", {
      ...base,
      paymentMethod: "cash",
      status: "requested",
    });
    expect(cash.subject).toContain("Booking request CHK7Q2M9 received");
    expect(cash.text).toContain("You pay ₹1,234.50 in cash at the centre");
    expect(cash.text).toContain("नकद");

    const upi = composeBookingEmail("booking.created", {
      ...base,
      status: "pending_payment",
      paymentStatus: "pending",
      holdExpiresAt: new Date("2026-11-20T09:15:00Z"),
    });
    expect(upi.subject).toContain("Complete your payment");
    expect(upi.text).toContain(
      "If the payment has not arrived by Fri, 20 Nov, 2:45 pm IST, the slot is released.",
    );
  });

  it("asks for cash on confirmation only while the cash is still to pay (a cash walk-in paid it at the counter)", () => {
    const due = composeBookingEmail("booking.confirmed", {
      ...base,
      status: "confirmed",
      paymentMethod: "cash",
      paymentStatus: "cash_due",
    });
    expect(due.text).toContain("Please pay ₹1,234.50 in cash at the centre.");
    const collected = composeBookingEmail("booking.confirmed", {
      ...base,
      status: "confirmed",
      paymentMethod: "cash",
      paymentStatus: "cash_collected",
      walkIn: true,
    });
    expect(collected.subject).toContain("Booking CHK7Q2M9 confirmed");
    expect(collected.text).not.toContain("in cash");
    expect(collected.text).not.toContain("नकद");
  });

  it("tells the customer who cancelled and why, offering a free reschedule or full refund when it was not them", () => {
    const byCentre = composeBookingEmail("booking.cancelled", {
      ...base,
      status: "cancelled",
      cancelledBy: "centre",
      cancelReason: "Water supply cut",
    });
    expect(byCentre.text).toContain("Sparkle Auto Spa cancelled this booking.");
    expect(byCentre.text).toContain("Reason: Water supply cut");
    expect(byCentre.text).toContain("free reschedule to another slot or a full refund");
    expect(byCentre.text).toContain("Sparkle Auto Spa ने यह बुकिंग रद्द कर दी है।");
    expect(byCentre.text).toContain("कारण: Water supply cut");
    expect(byCentre.text).toContain("मुफ़्त रीशेड्यूल या पूरा रिफ़ंड");

    const byAdmin = composeBookingEmail("booking.cancelled", {
      ...base,
      status: "cancelled",
      cancelledBy: "admin",
    });
    expect(byAdmin.text).toContain("Chamak support cancelled this booking.");
    expect(byAdmin.text).toContain("full refund");

    const byCustomer = composeBookingEmail("booking.cancelled", {
      ...base,
      status: "cancelled",
      cancelledBy: "customer",
      cancelReason: "Plans changed",
    });
    expect(byCustomer.text).toContain("You cancelled this booking.");
    expect(byCustomer.text).not.toContain("free reschedule");
    expect(byCustomer.text).toContain("Any refund due goes back to the account you paid from.");
  });

  it("states the refunded amount", () => {
    const { text } = composeBookingEmail("booking.refunded", { ...base, refundPaise: 50_000 });
    expect(text).toContain("We have refunded ₹500.00");
    expect(text).toContain("हमने ₹500.00 उसी खाते में लौटा दिए हैं");
  });

  it("tells the customer the booking is done and names the invoice sent with it", () => {
    const { subject, text } = composeBookingEmail("booking.completed", {
      ...base,
      status: "completed",
      invoiceNumber: "C12/2627/00001",
    });
    expect(subject).toBe("Booking CHK7Q2M9 completed: your invoice | बुकिंग CHK7Q2M9 पूरी हुई: आपका इनवॉइस");
    expect(text).toContain("Sparkle Auto Spa has completed your booking for Mon, 23 Nov, 10:30 am IST.");
    expect(text).toContain("Your invoice C12/2627/00001 is attached to this email as a PDF.");
    expect(text).toContain("आपका इनवॉइस C12/2627/00001 इस ईमेल के साथ PDF के रूप में संलग्न है।");
    const without = composeBookingEmail("booking.completed", { ...base, status: "completed" });
    expect(without.text).toContain("You can download your invoice from My Bookings.");
  });
});
