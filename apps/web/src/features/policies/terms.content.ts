import { type PolicyText, RULES as R } from "./policy-doc";

export const termsAndConditions: PolicyText = {
  en: {
    title: "Terms and Conditions",
    intro:
      "These terms apply when you use Chamak to find and book vehicle washing and detailing services. By creating an account or making a booking you accept them.",
    sections: [
      {
        heading: "About Chamak",
        paragraphs: [
          `Chamak is run by Chamak Technologies Pvt. Ltd., ${R.address}. Chamak is a listing and booking platform: it does not wash vehicles itself. Each centre listed on Chamak is an independent business and is responsible for the services it provides.`,
        ],
      },
      {
        heading: "Your account",
        items: [
          "Give your real name, email address and a 10-digit mobile number, and keep them up to date.",
          "Keep your password to yourself; you are responsible for bookings made from your account.",
          "We may suspend an account that is misused, for example for fake bookings, repeated no-shows or abusive reviews.",
        ],
      },
      {
        heading: "Bookings",
        paragraphs: [
          `You can book a slot from today up to ${R.horizonDays} days ahead, for services priced for your vehicle type. Every booking is subject to confirmation by the centre; we email you when the centre confirms it. One booking covers services from one centre for one vehicle.`,
        ],
      },
      {
        heading: "Prices and payment",
        paragraphs: [
          "Prices are in Indian rupees as listed by the centre for your vehicle type. The total is calculated by Chamak when you book; the optional pick & drop driver fee is added only if you choose it.",
          `You pay by UPI through our payment partner Razorpay, or in cash at the centre. A UPI booking holds its slot for ${R.holdMinutes} minutes while you pay; unpaid holds are then released.`,
        ],
      },
      {
        heading: "Offers and promo codes",
        paragraphs: [
          `Promo codes are up to ${R.promoMax} characters and are applied when you book. The code NEW30 gives 30% off the services of your first booking (not the pick & drop fee), up to ₹300, once per customer. Offers cannot be exchanged for cash.`,
        ],
      },
      {
        heading: "Cancellation, rescheduling and refunds",
        items: [
          `You can cancel up to ${R.cancelHours} hour before the slot; UPI payments are then refunded in full. Later cancellations are not possible and are not refunded.`,
          `You can reschedule to another free slot up to ${R.rescheduleHours} hours before the slot.`,
          "If the centre or Chamak cancels, you choose a free reschedule or a full refund.",
          "The Cancellation & No Refund Policy gives the details.",
        ],
      },
      {
        heading: "Your vehicle",
        items: [
          "Make sure the vehicle is accessible at the scheduled time at the centre, or at the address you gave for pick & drop or a doorstep wash. Otherwise the booking is marked as a no-show and is not refunded.",
          "Remove valuables before handing over the vehicle, and point out any existing damage to the centre's staff.",
        ],
      },
      {
        heading: "The centres' responsibilities",
        paragraphs: [
          "Centres must provide the services as described on their page, at the price shown, using safe products and trained staff. If something goes wrong, tell the centre before you leave and write to our support team; we will work with the centre to put it right.",
        ],
      },
      {
        heading: "Reviews",
        paragraphs: [
          "Only customers with a completed booking can review a centre. Reviews must be honest and polite; we may remove reviews that are abusive, off-topic or not about a real visit.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          "Chamak is responsible for running the platform with reasonable care. The washing and detailing work is done by the centre, which is responsible for it. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.",
        ],
      },
      {
        heading: "Governing law and disputes",
        paragraphs: [
          `These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Noida, Uttar Pradesh. Before going to court, please write to ${R.email}: our support team is available 24x7 and most problems are solved quickly.`,
        ],
      },
    ],
  },
  hi: {
    title: "नियम और शर्तें",
    intro:
      "ये शर्तें तब लागू होती हैं जब आप गाड़ी धुलाई और डिटेलिंग सेवाएँ खोजने और बुक करने के लिए चमक का उपयोग करते हैं। खाता बनाकर या बुकिंग करके आप इन्हें स्वीकार करते हैं।",
    sections: [
      {
        heading: "चमक के बारे में",
        paragraphs: [
          `चमक का संचालन चमक टेक्नोलॉजीज़ प्रा. लि., ${R.address} करती है। चमक एक लिस्टिंग और बुकिंग प्लेटफ़ॉर्म है: यह ख़ुद गाड़ियाँ नहीं धोता। चमक पर लिस्टेड हर सेंटर एक स्वतंत्र व्यवसाय है और अपनी सेवाओं के लिए ख़ुद ज़िम्मेदार है।`,
        ],
      },
      {
        heading: "आपका खाता",
        items: [
          "अपना असली नाम, ईमेल पता और 10 अंकों का मोबाइल नंबर दें और उन्हें अपडेट रखें।",
          "अपना पासवर्ड किसी को न बताएँ; आपके खाते से हुई बुकिंग की ज़िम्मेदारी आपकी है।",
          "ग़लत इस्तेमाल होने पर, जैसे नकली बुकिंग, बार-बार नो-शो या अपमानजनक समीक्षाएँ, हम खाता निलंबित कर सकते हैं।",
        ],
      },
      {
        heading: "बुकिंग",
        paragraphs: [
          `आप आज से ${R.horizonDays} दिन आगे तक का स्लॉट बुक कर सकते हैं, अपनी गाड़ी के प्रकार के दाम वाली सेवाओं के लिए। हर बुकिंग सेंटर की पुष्टि पर निर्भर है; सेंटर के पुष्टि करने पर हम आपको ईमेल करते हैं। एक बुकिंग में एक सेंटर की सेवाएँ एक गाड़ी के लिए होती हैं।`,
        ],
      },
      {
        heading: "दाम और भुगतान",
        paragraphs: [
          "दाम भारतीय रुपये में हैं, जैसे सेंटर ने आपकी गाड़ी के प्रकार के लिए लिस्ट किए हैं। कुल रक़म बुकिंग के समय चमक तय करता है; पिक एंड ड्रॉप ड्राइवर शुल्क तभी जुड़ता है जब आप उसे चुनें।",
          `आप हमारे भुगतान साझेदार Razorpay के ज़रिए UPI से, या सेंटर पर नकद भुगतान करते हैं। भुगतान के दौरान UPI बुकिंग का स्लॉट ${R.holdMinutes} मिनट तक रोका जाता है; उसके बाद बिना भुगतान वाली बुकिंग छोड़ दी जाती है।`,
        ],
      },
      {
        heading: "ऑफ़र और प्रोमो कोड",
        paragraphs: [
          `प्रोमो कोड ${R.promoMax} अक्षरों तक के होते हैं और बुकिंग के समय लगते हैं। कोड NEW30 पहली बुकिंग की सेवाओं पर 30% छूट देता है (पिक एंड ड्रॉप शुल्क पर नहीं), ₹300 तक, हर ग्राहक के लिए एक बार। ऑफ़र के बदले नकद नहीं मिलता।`,
        ],
      },
      {
        heading: "रद्दीकरण, समय बदलना और रिफ़ंड",
        items: [
          `आप स्लॉट से ${R.cancelHours} घंटे पहले तक रद्द कर सकते हैं; तब UPI भुगतान पूरा लौटाया जाता है। उसके बाद रद्दीकरण संभव नहीं है और रिफ़ंड नहीं होता।`,
          `स्लॉट से ${R.rescheduleHours} घंटे पहले तक आप किसी और ख़ाली स्लॉट में बदल सकते हैं।`,
          "अगर सेंटर या चमक रद्द करे, तो आप मुफ़्त समय-बदलाव या पूरा रिफ़ंड चुनते हैं।",
          "विस्तार रद्दीकरण और नो रिफ़ंड नीति में है।",
        ],
      },
      {
        heading: "आपकी गाड़ी",
        items: [
          "तय समय पर गाड़ी सेंटर पर, या पिक एंड ड्रॉप या घर पर वॉश के लिए दिए पते पर उपलब्ध रखें। वरना बुकिंग नो-शो मानी जाएगी और रिफ़ंड नहीं होगा।",
          "गाड़ी सौंपने से पहले क़ीमती सामान निकाल लें, और पहले से मौजूद नुक़सान सेंटर के स्टाफ़ को दिखा दें।",
        ],
      },
      {
        heading: "सेंटर की ज़िम्मेदारियाँ",
        paragraphs: [
          "सेंटर को अपने पेज पर बताई सेवाएँ, दिखाए गए दाम पर, सुरक्षित प्रोडक्ट और प्रशिक्षित स्टाफ़ से देनी होती हैं। कुछ ग़लत हो, तो जाने से पहले सेंटर को बताएँ और हमारी सहायता टीम को लिखें; हम सेंटर के साथ मिलकर इसे ठीक करेंगे।",
        ],
      },
      {
        heading: "समीक्षाएँ",
        paragraphs: [
          "केवल पूरी हुई बुकिंग वाले ग्राहक ही सेंटर की समीक्षा कर सकते हैं। समीक्षाएँ सच्ची और विनम्र होनी चाहिए; अपमानजनक, विषय से हटकर या असली विज़िट के बिना लिखी समीक्षाएँ हम हटा सकते हैं।",
        ],
      },
      {
        heading: "दायित्व की सीमा",
        paragraphs: [
          "चमक प्लेटफ़ॉर्म को उचित सावधानी से चलाने के लिए ज़िम्मेदार है। धुलाई और डिटेलिंग का काम सेंटर करता है और उसकी ज़िम्मेदारी सेंटर की है। इन शर्तों से उपभोक्ता संरक्षण अधिनियम, 2019 के तहत आपके अधिकार कम नहीं होते।",
        ],
      },
      {
        heading: "लागू क़ानून और विवाद",
        paragraphs: [
          `ये शर्तें भारत के क़ानूनों के अधीन हैं। कोई भी विवाद केवल नोएडा, उत्तर प्रदेश की अदालतों के अधिकार क्षेत्र में होगा। अदालत जाने से पहले कृपया ${R.email} पर लिखें: हमारी सहायता टीम 24x7 उपलब्ध है और ज़्यादातर समस्याएँ जल्दी सुलझ जाती हैं।`,
        ],
      },
    ],
  },
};
