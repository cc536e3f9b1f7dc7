import { type PolicyText, RULES as R } from "./policy-doc";

export const cancellationPolicy: PolicyText = {
  en: {
    title: "Cancellation & No Refund Policy",
    intro: `You can cancel a booking for a full refund up to ${R.cancelHours} hour before your slot. After that the booking stands and no refund is given. This page explains each case.`,
    sections: [
      {
        heading: "Cancelling your booking",
        paragraphs: [
          `Open My bookings in your profile and cancel up to ${R.cancelHours} hour before the start of your slot. If you paid by UPI, the full amount is refunded to the account you paid from; banks usually show it within 5 to 7 working days. A cash booking has nothing to refund.`,
        ],
      },
      {
        heading: "Late cancellations: no refund",
        paragraphs: [
          `Less than ${R.cancelHours} hour before the slot, a booking can no longer be cancelled and the amount paid is not refunded. The centre has kept a bay and staff ready for your vehicle.`,
        ],
      },
      {
        heading: "Rescheduling instead",
        paragraphs: [
          `Up to ${R.rescheduleHours} hours before the slot you can move the booking to another free slot at the same centre, at no charge. Within ${R.rescheduleHours} hours of the slot the time can no longer be changed, but you can still cancel until ${R.cancelHours} hour before it.`,
        ],
      },
      {
        heading: "No-shows",
        paragraphs: [
          "If your vehicle is not accessible at the scheduled time (not brought to the centre, or not available at the pick-up or doorstep address you gave), the booking is marked as a no-show and nothing is refunded.",
        ],
      },
      {
        heading: "If the centre or Chamak cancels",
        paragraphs: [
          "If the centre or Chamak has to cancel your booking, you choose: a free reschedule to another slot, or a full refund. Open My bookings and pick one.",
        ],
      },
      {
        heading: "Unpaid UPI bookings",
        paragraphs: [
          `A UPI booking holds its slot for ${R.holdMinutes} minutes while you pay. If the payment does not arrive in that time, the slot is released. If money left your account anyway, it is refunded automatically.`,
        ],
      },
      {
        heading: "Help",
        paragraphs: [`Our support team is available 24x7 at ${R.email} and ${R.phone}.`],
      },
    ],
  },
  hi: {
    title: "रद्दीकरण और नो रिफ़ंड नीति",
    intro: `आप अपने स्लॉट से ${R.cancelHours} घंटे पहले तक बुकिंग रद्द करके पूरा रिफ़ंड पा सकते हैं। उसके बाद बुकिंग बनी रहती है और कोई रिफ़ंड नहीं मिलता। यह पेज हर स्थिति समझाता है।`,
    sections: [
      {
        heading: "अपनी बुकिंग रद्द करना",
        paragraphs: [
          `अपनी प्रोफ़ाइल में मेरी बुकिंग खोलें और स्लॉट शुरू होने से ${R.cancelHours} घंटे पहले तक रद्द करें। अगर आपने UPI से भुगतान किया है, तो पूरी रक़म उसी खाते में लौटाई जाती है जिससे भुगतान हुआ था; बैंक आमतौर पर इसे 5 से 7 कार्यदिवस में दिखाते हैं। नकद बुकिंग में लौटाने के लिए कुछ नहीं होता।`,
        ],
      },
      {
        heading: "देर से रद्दीकरण: कोई रिफ़ंड नहीं",
        paragraphs: [
          `स्लॉट से ${R.cancelHours} घंटे से कम समय पहले बुकिंग रद्द नहीं की जा सकती और भुगतान की गई रक़म वापस नहीं होती। सेंटर ने आपकी गाड़ी के लिए बे और स्टाफ़ तैयार रखा होता है।`,
        ],
      },
      {
        heading: "रद्द करने के बजाय समय बदलें",
        paragraphs: [
          `स्लॉट से ${R.rescheduleHours} घंटे पहले तक आप उसी सेंटर पर किसी और ख़ाली स्लॉट में बुकिंग मुफ़्त में बदल सकते हैं। स्लॉट से ${R.rescheduleHours} घंटे के भीतर समय नहीं बदला जा सकता, लेकिन ${R.cancelHours} घंटे पहले तक आप रद्द कर सकते हैं।`,
        ],
      },
      {
        heading: "नो-शो",
        paragraphs: [
          "अगर तय समय पर आपकी गाड़ी उपलब्ध नहीं है (सेंटर पर नहीं लाई गई, या आपके दिए पिक-अप या घर के पते पर नहीं मिली), तो बुकिंग नो-शो मानी जाती है और कोई रिफ़ंड नहीं होता।",
        ],
      },
      {
        heading: "अगर सेंटर या चमक रद्द करे",
        paragraphs: [
          "अगर सेंटर या चमक को आपकी बुकिंग रद्द करनी पड़े, तो आप चुनते हैं: किसी और स्लॉट में मुफ़्त बदलाव, या पूरा रिफ़ंड। मेरी बुकिंग खोलकर एक चुनें।",
        ],
      },
      {
        heading: "बिना भुगतान की UPI बुकिंग",
        paragraphs: [
          `भुगतान के दौरान UPI बुकिंग का स्लॉट ${R.holdMinutes} मिनट तक रोका जाता है। अगर इतने समय में भुगतान नहीं आता, तो स्लॉट छोड़ दिया जाता है। अगर फिर भी आपके खाते से पैसे कट गए हों, तो वे अपने-आप लौटा दिए जाते हैं।`,
        ],
      },
      {
        heading: "सहायता",
        paragraphs: [`हमारी सहायता टीम 24x7 ${R.email} और ${R.phone} पर उपलब्ध है।`],
      },
    ],
  },
};
