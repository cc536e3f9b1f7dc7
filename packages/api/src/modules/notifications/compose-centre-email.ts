import { formatIstEnglish, formatIstHindi, formatRupees } from "@chamak/contracts";
import type { Lang, MessageKey, MessageValues } from "@chamak/i18n";
import { translateIn } from "@chamak/i18n/server";
import type { BookingEmailData } from "./booking-email-data";
import type { ComposedEmail } from "./compose-email";

type Key = MessageKey<"email">;

/** What a centre is told about: a booking it must serve, one it no longer must, one that moved. */
export type CentreEmailTopic = "new" | "cancelled" | "rescheduled";

const FORMAT_SLOT: Record<Lang, (date: Date) => string> = { en: formatIstEnglish, hi: formatIstHindi };

const WHO_CANCELLED: Record<NonNullable<BookingEmailData["cancelledBy"]>, Key> = {
  customer: "centreCancelledByCustomer",
  centre: "centreCancelledByCentre",
  admin: "centreCancelledByAdmin",
  system: "centreCancelledBySystem",
};

function topicTexts(topic: CentreEmailTopic, data: BookingEmailData): { subject: Key; paragraphs: Key[] } {
  switch (topic) {
    case "new":
      return {
        subject: "centreNewSubject",
        paragraphs: [
          "centreNewBody",
          data.paymentMethod === "cash" ? "centreNewCash" : "centreNewPaid",
          "centreNewConfirm",
        ],
      };
    case "cancelled":
      return {
        subject: "centreCancelledSubject",
        paragraphs: [
          WHO_CANCELLED[data.cancelledBy ?? "system"],
          ...(data.cancelReason ? (["cancelReason"] as const) : []),
          "centreSlotFree",
        ],
      };
    case "rescheduled":
      return { subject: "centreRescheduledSubject", paragraphs: ["centreRescheduledBody"] };
  }
}

function section(
  lang: Lang,
  topic: CentreEmailTopic,
  data: BookingEmailData,
  from: Date | null,
): ComposedEmail {
  const values: MessageValues = {
    centre: data.centreName,
    name: data.customerName,
    mobile: data.customerMobile ?? "",
    code: data.code,
    slot: FORMAT_SLOT[lang](data.slotStart),
    from: from ? FORMAT_SLOT[lang](from) : "",
    total: formatRupees(data.totalPaise),
    reason: data.cancelReason ?? "",
  };
  const t = (key: Key) => translateIn(lang, `email.${key}`, values);
  const { subject, paragraphs } = topicTexts(topic, data);
  const details = (["detailCode", "detailSlot", "centreDetailCustomer", "detailTotal"] as const).map(t);
  const text = [t("centreGreeting"), ...paragraphs.map(t), details.join("\n"), t("centreSignOff")].join(
    "\n\n",
  );
  return { subject: t(subject), text };
}

/** The centre's email about one of its bookings, in English then Hindi; `from` is the slot a reschedule left. */
export function composeCentreEmail(
  topic: CentreEmailTopic,
  data: BookingEmailData,
  from: Date | null = null,
): ComposedEmail {
  const en = section("en", topic, data, from);
  const hi = section("hi", topic, data, from);
  return {
    subject: `${en.subject} | ${hi.subject}`,
    text: `${en.text}\n\n--------------------\n\n${hi.text}\n`,
  };
}
