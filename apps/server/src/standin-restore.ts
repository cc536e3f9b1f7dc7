import type { Db } from "@chamak/db";
import type { RazorpayStandin } from "@chamak/razorpay-standin";

/**
 * The local Razorpay stand-in keeps its accounts in memory, so after a restart it would not know the payments
 * the database says Razorpay captured (the demo data's past bookings, or bookings paid before the restart),
 * and refunding one would be refused as an unknown payment. This tells it about them, with what was refunded,
 * as real Razorpay would still hold them. Only for the stand-in: with real keys there is nothing to do.
 */
export async function restoreStandinPayments(db: Db, standin: RazorpayStandin): Promise<number> {
  const captured = await db.payment.findMany({
    where: { method: "upi", state: { in: ["captured", "refunded"] }, razorpayPaymentId: { not: null } },
    select: {
      razorpayPaymentId: true,
      razorpayOrderId: true,
      amountPaise: true,
      refunds: { where: { status: "processed" }, select: { amountPaise: true } },
      booking: { select: { contactMobile: true, customer: { select: { email: true } } } },
    },
  });
  standin.controls.restorePayments(
    captured.flatMap((payment) =>
      payment.razorpayPaymentId
        ? [
            {
              id: payment.razorpayPaymentId,
              orderId: payment.razorpayOrderId,
              amount: payment.amountPaise,
              amountRefunded: payment.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0),
              payer: {
                vpa: `${payment.booking.contactMobile}@upi`,
                email: payment.booking.customer.email,
                contact: `+91${payment.booking.contactMobile}`,
              },
            },
          ]
        : [],
    ),
  );
  return captured.length;
}
