import type { BookingStatus, CancelledBy, PaymentMethod, PaymentStatus } from "@chamak/db";

/** What a booking email says, read from the database once and written in both languages (compose-email.ts). */
export interface BookingEmailData {
  code: string;
  status: BookingStatus;
  customerName: string;
  /** The mobile number the customer gave with the booking (in the centre's emails). */
  customerMobile?: string;
  centreName: string;
  centrePhone: string;
  centreAddress: string;
  slotStart: Date;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  holdExpiresAt: Date | null;
  /** Made at the centre's counter (confirmed as made, or as paid). */
  walkIn: boolean;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
  /** For booking.refunded. */
  refundPaise: number | null;
  /** For booking.completed: the number of the invoice sent with the email. */
  invoiceNumber?: string | null;
  /** For booking.dispute_resolved: what the admin decided. */
  disputeResolution?: string | null;
}

export type BookingEmailTopic =
  | "booking.created"
  | "booking.paid"
  | "booking.confirmed"
  | "booking.cancelled"
  | "booking.expired"
  | "booking.refunded"
  | "booking.reminder"
  | "booking.completed"
  | "booking.dispute_resolved";
