import { type PolicyText, RULES as R } from "./policy-doc";

export const bookingPolicy: PolicyText = {
  en: {
    title: "Booking Policy",
    intro: "How a booking on Chamak works, from choosing a slot to the day of your wash.",
    sections: [
      {
        heading: "Making a booking",
        paragraphs: [
          `Choose a centre, the services priced for your vehicle type and a free slot from today up to ${R.horizonDays} days ahead. One booking is for one centre and one vehicle. You need to be signed in to book.`,
        ],
      },
      {
        heading: "Confirmation by the centre",
        paragraphs: [
          "Every booking is subject to confirmation by the centre. We email you when the centre confirms; the centre may contact you on your mobile number about the details.",
        ],
      },
      {
        heading: "Payment",
        items: [
          `UPI: your slot is held for ${R.holdMinutes} minutes while you pay. If the payment does not arrive in time, the hold is released and the slot becomes free again.`,
          "Cash: your booking is sent to the centre as a request and you pay at the centre. Our executive may contact you to confirm the payment collection details.",
        ],
      },
      {
        heading: "Pick & drop and doorstep washes",
        paragraphs: [
          "Where a centre offers it, a driver can collect your vehicle and bring it back for the driver fee shown when you book. Give a complete address and a reachable mobile number, and keep the vehicle and keys ready at the slot time.",
        ],
      },
      {
        heading: "On the day: vehicle access and no-shows",
        paragraphs: [
          "Bring the vehicle to the centre at your slot, or have it available at the address you gave. If the vehicle is not accessible at the scheduled time, the booking is marked as a no-show and nothing is refunded.",
        ],
      },
      {
        heading: "Rescheduling",
        paragraphs: [
          `You can move your booking to another free slot at the same centre up to ${R.rescheduleHours} hours before the slot, at no charge, from My bookings.`,
        ],
      },
      {
        heading: "Cancelling",
        paragraphs: [
          `You can cancel up to ${R.cancelHours} hour before the slot from My bookings; UPI payments are refunded in full to the account you paid from. Later than that, the booking cannot be cancelled and is not refunded.`,
        ],
      },
      {
        heading: "If the centre or Chamak cancels",
        paragraphs: [
          "Sometimes a centre has to close or a bay becomes unavailable. If the centre or Chamak cancels your booking, you choose a free reschedule or a full refund.",
        ],
      },
      {
        heading: "Support",
        paragraphs: [`Need help with a booking? Our team is available 24x7 at ${R.email} and ${R.phone}.`],
      },
    ],
  },
  hi: {
    title: "बुकिंग नीति",
    intro: "चमक पर बुकिंग कैसे होती है, स्लॉट चुनने से लेकर धुलाई के दिन तक।",
    sections: [
      {
        heading: "बुकिंग करना",
        paragraphs: [
          `कोई सेंटर, अपनी गाड़ी के प्रकार के दाम वाली सेवाएँ और आज से ${R.horizonDays} दिन आगे तक का कोई ख़ाली स्लॉट चुनें। एक बुकिंग एक सेंटर और एक गाड़ी के लिए होती है। बुक करने के लिए साइन इन ज़रूरी है।`,
        ],
      },
      {
        heading: "सेंटर द्वारा पुष्टि",
        paragraphs: [
          "हर बुकिंग सेंटर की पुष्टि पर निर्भर है। सेंटर के पुष्टि करने पर हम आपको ईमेल करते हैं; विवरण के लिए सेंटर आपके मोबाइल नंबर पर संपर्क कर सकता है।",
        ],
      },
      {
        heading: "भुगतान",
        items: [
          `UPI: भुगतान के दौरान आपका स्लॉट ${R.holdMinutes} मिनट तक रोका जाता है। अगर समय पर भुगतान नहीं आता, तो रोक हट जाती है और स्लॉट फिर ख़ाली हो जाता है।`,
          "नकद: आपकी बुकिंग सेंटर को अनुरोध के रूप में भेजी जाती है और आप सेंटर पर भुगतान करते हैं। भुगतान लेने का विवरण पक्का करने के लिए हमारे प्रतिनिधि आपसे संपर्क कर सकते हैं।",
        ],
      },
      {
        heading: "पिक एंड ड्रॉप और घर पर वॉश",
        paragraphs: [
          "जहाँ सेंटर यह सुविधा देता है, वहाँ बुकिंग के समय दिखाए गए ड्राइवर शुल्क पर ड्राइवर आपकी गाड़ी ले जाकर वापस लाता है। पूरा पता और चालू मोबाइल नंबर दें, और स्लॉट के समय गाड़ी और चाबी तैयार रखें।",
        ],
      },
      {
        heading: "धुलाई के दिन: गाड़ी की उपलब्धता और नो-शो",
        paragraphs: [
          "अपने स्लॉट पर गाड़ी सेंटर लाएँ, या दिए गए पते पर उपलब्ध रखें। अगर तय समय पर गाड़ी उपलब्ध नहीं है, तो बुकिंग नो-शो मानी जाती है और कोई रिफ़ंड नहीं होता।",
        ],
      },
      {
        heading: "समय बदलना",
        paragraphs: [
          `स्लॉट से ${R.rescheduleHours} घंटे पहले तक आप मेरी बुकिंग से उसी सेंटर पर किसी और ख़ाली स्लॉट में बुकिंग मुफ़्त बदल सकते हैं।`,
        ],
      },
      {
        heading: "रद्द करना",
        paragraphs: [
          `स्लॉट से ${R.cancelHours} घंटे पहले तक आप मेरी बुकिंग से रद्द कर सकते हैं; UPI भुगतान उसी खाते में पूरा लौटाया जाता है। उसके बाद बुकिंग रद्द नहीं हो सकती और रिफ़ंड नहीं होता।`,
        ],
      },
      {
        heading: "अगर सेंटर या चमक रद्द करे",
        paragraphs: [
          "कभी-कभी सेंटर को बंद करना पड़ता है या कोई बे उपलब्ध नहीं रहता। अगर सेंटर या चमक आपकी बुकिंग रद्द करे, तो आप मुफ़्त समय-बदलाव या पूरा रिफ़ंड चुनते हैं।",
        ],
      },
      {
        heading: "सहायता",
        paragraphs: [`बुकिंग में मदद चाहिए? हमारी टीम 24x7 ${R.email} और ${R.phone} पर उपलब्ध है।`],
      },
    ],
  },
};
