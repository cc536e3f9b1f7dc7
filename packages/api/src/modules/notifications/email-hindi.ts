import { formatIstHindi, formatRupees } from "@chamak/contracts";
import type { BookingEmailData, EmailLanguage } from "./booking-email-data";

const WHO_CANCELLED = {
  customer: "आपने यह बुकिंग रद्द की है।",
  centre: "{centre} ने यह बुकिंग रद्द कर दी है।",
  admin: "चमक सपोर्ट ने यह बुकिंग रद्द कर दी है।",
  system: "यह बुकिंग अपने-आप रद्द हो गई है।",
} as const;

function cancellation(data: BookingEmailData): string[] {
  const paragraphs = [WHO_CANCELLED[data.cancelledBy ?? "system"].replace("{centre}", data.centreName)];
  if (data.cancelReason) paragraphs.push(`कारण: ${data.cancelReason}`);
  if (data.cancelledBy === "centre" || data.cancelledBy === "admin") {
    paragraphs.push(
      "हमें खेद है। आप किसी दूसरे स्लॉट पर मुफ़्त रीशेड्यूल या पूरा रिफ़ंड चुन सकते हैं: My Bookings खोलकर एक विकल्प चुनें।",
    );
  } else if (data.paymentMethod === "upi" && data.paymentStatus !== "pending") {
    paragraphs.push("जो भी रिफ़ंड बनता है, वह उसी खाते में लौटाया जाएगा जिससे आपने भुगतान किया था।");
  }
  return paragraphs;
}

export const hindi: EmailLanguage = {
  greeting: (name) => `नमस्ते ${name},`,
  signOff: "चमक चुनने के लिए धन्यवाद।",
  details: (data) => [
    `बुकिंग कोड: ${data.code}`,
    `स्लॉट: ${formatIstHindi(data.slotStart)}`,
    `सेंटर: ${data.centreName}, ${data.centreAddress}`,
    `सेंटर का फ़ोन: ${data.centrePhone}`,
    `कुल राशि: ${formatRupees(data.totalPaise)}`,
  ],
  topics: {
    "booking.created": (data) =>
      data.paymentMethod === "cash"
        ? {
            subject: `बुकिंग अनुरोध ${data.code} मिल गया`,
            paragraphs: [
              `${data.centreName} में ${formatIstHindi(data.slotStart)} के लिए आपका अनुरोध सेंटर को भेज दिया गया है।`,
              `आप सेंटर पर ${formatRupees(data.totalPaise)} नकद देंगे। सेंटर की पुष्टि होते ही हम आपको ईमेल करेंगे।`,
            ],
          }
        : {
            subject: `बुकिंग ${data.code} का भुगतान पूरा करें`,
            paragraphs: [
              `${data.centreName} में ${formatIstHindi(data.slotStart)} का आपका स्लॉट तब तक रोका गया है जब तक आप UPI से ${formatRupees(data.totalPaise)} का भुगतान करते हैं।`,
              data.holdExpiresAt
                ? `अगर ${formatIstHindi(data.holdExpiresAt)} तक भुगतान नहीं मिला, तो स्लॉट छोड़ दिया जाएगा।`
                : "अगर जल्दी भुगतान नहीं मिला, तो स्लॉट छोड़ दिया जाएगा।",
            ],
          },
    "booking.paid": (data) => ({
      subject: `बुकिंग ${data.code} का भुगतान मिल गया`,
      paragraphs: [
        `हमें आपका ${formatRupees(data.totalPaise)} का भुगतान मिल गया है।`,
        `${data.centreName} में ${formatIstHindi(data.slotStart)} की आपकी बुकिंग का भुगतान हो गया है; सेंटर जल्द ही इसकी पुष्टि करेगा।`,
      ],
    }),
    "booking.confirmed": (data) => ({
      subject: `बुकिंग ${data.code} की पुष्टि हो गई`,
      paragraphs: [
        `${data.centreName} ने ${formatIstHindi(data.slotStart)} के लिए आपकी बुकिंग की पुष्टि कर दी है।`,
        ...(data.paymentMethod === "cash" ? [`कृपया सेंटर पर ${formatRupees(data.totalPaise)} नकद दें।`] : []),
      ],
    }),
    "booking.cancelled": (data) => ({
      subject: `बुकिंग ${data.code} रद्द`,
      paragraphs: cancellation(data),
    }),
    "booking.expired": (data) => ({
      subject: `बुकिंग ${data.code} छोड़ दी गई: भुगतान नहीं मिला`,
      paragraphs: [
        `समय पर भुगतान नहीं मिला, इसलिए ${formatIstHindi(data.slotStart)} का स्लॉट छोड़ दिया गया।`,
        "अगर आपके खाते से पैसे कट गए हैं, तो वे अपने-आप लौटा दिए जाएँगे। आप फिर से बुक कर सकते हैं।",
      ],
    }),
    "booking.refunded": (data) => ({
      subject: `बुकिंग ${data.code} का रिफ़ंड हो गया`,
      paragraphs: [
        `हमने ${formatRupees(data.refundPaise ?? data.totalPaise)} उसी खाते में लौटा दिए हैं जिससे आपने भुगतान किया था।`,
        "बैंक में यह आमतौर पर 5 से 7 कार्य-दिवसों में दिखता है।",
      ],
    }),
    "booking.reminder": (data) => ({
      subject: `याद दिलाना: बुकिंग ${data.code}, ${formatIstHindi(data.slotStart)}`,
      paragraphs: [
        `${data.centreName} में आपकी बुकिंग ${formatIstHindi(data.slotStart)} पर है।`,
        `कृपया कुछ मिनट पहले पहुँचें। देर हो रही हो तो सेंटर को ${data.centrePhone} पर फ़ोन करें।`,
      ],
    }),
  },
};
