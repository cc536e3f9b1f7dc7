import { formatIstEnglish, formatIstHindi, formatRupees } from "@chamak/contracts";
import type { Lang, MessageKey, MessageValues } from "@chamak/i18n";
import { translateIn } from "@chamak/i18n/server";
import type { BookingEmailData, BookingEmailTopic } from "./booking-email-data";

export interface ComposedEmail {
  subject: string;
  text: string;
}

type Key = MessageKey<"email">;

const FORMAT_SLOT: Record<Lang, (date: Date) => string> = { en: formatIstEnglish, hi: formatIstHindi };

const WHO_CANCELLED: Record<NonNullable<BookingEmailData["cancelledBy"]>, Key> = {
  customer: "cancelledByCustomer",
  centre: "cancelledByCentre",
  admin: "cancelledByAdmin",
  system: "cancelledBySystem",
};

/** Which texts (from the "email" catalogue) say what about a booking: the same in every language. */
function topicTexts(topic: BookingEmailTopic, data: BookingEmailData): { subject: Key; paragraphs: Key[] } {
  switch (topic) {
    case "booking.created":
      return data.paymentMethod === "cash"
        ? { subject: "createdCashSubject", paragraphs: ["createdCashSent", "createdCashPay"] }
        : {
            subject: "createdUpiSubject",
            paragraphs: ["createdUpiHeld", data.holdExpiresAt ? "createdUpiHoldUntil" : "createdUpiHoldSoon"],
          };
    case "booking.paid":
      return { subject: "paidSubject", paragraphs: ["paidReceived", "paidNext"] };
    case "booking.confirmed":
      return {
        subject: "confirmedSubject",
        // "Please pay in cash at the centre" only while the cash is still to pay (a walk-in paid it as it was made).
        paragraphs: [
          "confirmedBody",
          ...(data.paymentStatus === "cash_due" ? (["confirmedCash"] as const) : []),
        ],
      };
    case "booking.cancelled": {
      const paragraphs: Key[] = [WHO_CANCELLED[data.cancelledBy ?? "system"]];
      if (data.cancelReason) paragraphs.push("cancelReason");
      if (data.cancelledBy === "centre" || data.cancelledBy === "admin") paragraphs.push("cancelSorry");
      else if (data.paymentMethod === "upi" && data.paymentStatus !== "pending")
        paragraphs.push("cancelRefundDue");
      return { subject: "cancelledSubject", paragraphs };
    }
    case "booking.expired":
      return { subject: "expiredSubject", paragraphs: ["expiredReleased", "expiredMoney"] };
    case "booking.refunded":
      return { subject: "refundedSubject", paragraphs: ["refundedAmount", "refundedBanks"] };
    case "booking.reminder":
      return { subject: "reminderSubject", paragraphs: ["reminderWhen", "reminderArrive"] };
    case "booking.completed":
      return {
        subject: "completedSubject",
        paragraphs: ["completedBody", data.invoiceNumber ? "completedInvoice" : "completedNoInvoice"],
      };
    case "booking.dispute_resolved":
      return { subject: "disputeResolvedSubject", paragraphs: ["disputeResolvedBody", "disputeResolution"] };
  }
}

function section(lang: Lang, topic: BookingEmailTopic, data: BookingEmailData): ComposedEmail {
  const values: MessageValues = {
    name: data.customerName,
    code: data.code,
    slot: FORMAT_SLOT[lang](data.slotStart),
    until: data.holdExpiresAt ? FORMAT_SLOT[lang](data.holdExpiresAt) : "",
    centre: data.centreName,
    address: data.centreAddress,
    phone: data.centrePhone,
    total: formatRupees(data.totalPaise),
    amount: formatRupees(data.refundPaise ?? data.totalPaise),
    reason: data.cancelReason ?? "",
    invoice: data.invoiceNumber ?? "",
    resolution: data.disputeResolution ?? "",
  };
  const t = (key: Key) => translateIn(lang, `email.${key}`, values);
  const { subject, paragraphs } = topicTexts(topic, data);
  const details = (["detailCode", "detailSlot", "detailCentre", "detailPhone", "detailTotal"] as const).map(
    t,
  );
  const text = [t("greeting"), ...paragraphs.map(t), details.join("\n"), t("signOff")].join("\n\n");
  return { subject: t(subject), text };
}

/** One email in both languages: English first, then Hindi. */
export function composeBookingEmail(topic: BookingEmailTopic, data: BookingEmailData): ComposedEmail {
  const en = section("en", topic, data);
  const hi = section("hi", topic, data);
  return {
    subject: `${en.subject} | ${hi.subject}`,
    text: `${en.text}\n\n--------------------\n\n${hi.text}\n`,
  };
}
