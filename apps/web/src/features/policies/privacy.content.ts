import { type PolicyText, RULES as R } from "./policy-doc";

export const privacyPolicy: PolicyText = {
  en: {
    title: "Privacy Policy",
    intro:
      "This policy explains what personal data Chamak collects, why, who we share it with and the choices you have. We follow the Digital Personal Data Protection Act, 2023.",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `Chamak Technologies Pvt. Ltd., ${R.address}, decides how your data is used on Chamak and is responsible for it.`,
        ],
      },
      {
        heading: "What we collect",
        items: [
          "Account details: name, email address, mobile number, and the address, city, state and PIN code you give us.",
          "Booking details: centre, services, vehicle type, vehicle number and brand, slot, pick & drop address, and reviews you write.",
          "Payment references from Razorpay (payment id and status). We never see or store your UPI PIN or bank details.",
          "Your approximate location, only when you tap Near me, to sort centres by distance. It is not saved to your account.",
        ],
      },
      {
        heading: "How we use it",
        items: [
          "To create and manage your bookings and payments, and to send booking emails.",
          "To answer your questions and complaints.",
          "To keep the platform safe, for example to stop fake bookings and misuse.",
          "To meet legal duties such as tax records.",
        ],
      },
      {
        heading: "Who we share it with",
        paragraphs: [
          "The centre you book with receives your name, mobile number, vehicle details and, for pick & drop or doorstep washes, your address. Razorpay processes UPI payments. Our email provider delivers booking emails. We do not sell your personal data.",
        ],
      },
      {
        heading: "Payments",
        paragraphs: [
          "UPI payments are handled by Razorpay under its own security standards. Chamak stores only the payment id, amount and status needed to confirm and refund bookings.",
        ],
      },
      {
        heading: "Cookies and browser storage",
        paragraphs: [
          'We use your browser\'s storage, not advertising cookies: your language choice ("lang"), your cart ("services"), the vehicle and slot you picked, and your sign-in token. Signing out clears them.',
        ],
      },
      {
        heading: "How long we keep data",
        paragraphs: [
          "We keep your account data while your account is open. Booking and payment records are kept for as long as Indian tax and accounting laws require, then deleted.",
        ],
      },
      {
        heading: "Security",
        paragraphs: [
          "Passwords are stored only as strong one-way hashes, the site is served over HTTPS, and staff access to personal data is limited to those who need it to help you.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You can ask to see, correct or delete your personal data, and withdraw consent, by writing to ${R.email}. Some booking records must be kept by law even after your account is closed.`,
        ],
      },
      {
        heading: "Contact and grievances",
        paragraphs: [
          `Write to ${R.email} or call ${R.phone} (24x7). Our grievance officer answers within the time the law sets. We will post any change to this policy on this page.`,
        ],
      },
    ],
  },
  hi: {
    title: "गोपनीयता नीति",
    intro:
      "यह नीति बताती है कि चमक कौन-सा निजी डेटा लेता है, क्यों, किसके साथ साझा करता है और आपके पास क्या विकल्प हैं। हम डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 का पालन करते हैं।",
    sections: [
      {
        heading: "हम कौन हैं",
        paragraphs: [
          `चमक टेक्नोलॉजीज़ प्रा. लि., ${R.address}, तय करती है कि चमक पर आपका डेटा कैसे उपयोग होता है और इसकी ज़िम्मेदार है।`,
        ],
      },
      {
        heading: "हम क्या लेते हैं",
        items: [
          "खाते की जानकारी: नाम, ईमेल पता, मोबाइल नंबर, और आपका दिया पता, शहर, राज्य और पिन कोड।",
          "बुकिंग की जानकारी: सेंटर, सेवाएँ, गाड़ी का प्रकार, गाड़ी नंबर और ब्रांड, स्लॉट, पिक एंड ड्रॉप का पता, और आपकी लिखी समीक्षाएँ।",
          "Razorpay से भुगतान का संदर्भ (पेमेंट आईडी और स्थिति)। हम आपका UPI पिन या बैंक विवरण कभी नहीं देखते या रखते।",
          "आपकी अनुमानित लोकेशन, केवल जब आप 'मेरे पास' दबाते हैं, ताकि सेंटर दूरी से क्रम में दिखें। यह आपके खाते में सेव नहीं होती।",
        ],
      },
      {
        heading: "हम इसका उपयोग कैसे करते हैं",
        items: [
          "आपकी बुकिंग और भुगतान बनाने और संभालने, और बुकिंग ईमेल भेजने के लिए।",
          "आपके सवालों और शिकायतों का जवाब देने के लिए।",
          "प्लेटफ़ॉर्म को सुरक्षित रखने के लिए, जैसे नकली बुकिंग और ग़लत इस्तेमाल रोकना।",
          "टैक्स रिकॉर्ड जैसे क़ानूनी दायित्व पूरे करने के लिए।",
        ],
      },
      {
        heading: "हम किसके साथ साझा करते हैं",
        paragraphs: [
          "जिस सेंटर पर आप बुक करते हैं उसे आपका नाम, मोबाइल नंबर, गाड़ी की जानकारी और पिक एंड ड्रॉप या घर पर वॉश के लिए आपका पता मिलता है। Razorpay UPI भुगतान प्रोसेस करता है। हमारा ईमेल प्रदाता बुकिंग ईमेल पहुँचाता है। हम आपका निजी डेटा बेचते नहीं हैं।",
        ],
      },
      {
        heading: "भुगतान",
        paragraphs: [
          "UPI भुगतान Razorpay अपने सुरक्षा मानकों के तहत संभालता है। चमक केवल पेमेंट आईडी, रक़म और स्थिति रखता है, जो बुकिंग की पुष्टि और रिफ़ंड के लिए ज़रूरी हैं।",
        ],
      },
      {
        heading: "कुकी और ब्राउज़र स्टोरेज",
        paragraphs: [
          'हम विज्ञापन कुकी नहीं, आपके ब्राउज़र का स्टोरेज उपयोग करते हैं: आपकी भाषा ("lang"), आपकी कार्ट ("services"), चुनी गई गाड़ी और स्लॉट, और आपका साइन-इन टोकन। साइन आउट करने पर ये मिट जाते हैं।',
        ],
      },
      {
        heading: "हम डेटा कितने समय रखते हैं",
        paragraphs: [
          "खाता खुला रहने तक हम आपके खाते का डेटा रखते हैं। बुकिंग और भुगतान के रिकॉर्ड भारतीय टैक्स और लेखा क़ानूनों की ज़रूरत तक रखे जाते हैं, फिर मिटा दिए जाते हैं।",
        ],
      },
      {
        heading: "सुरक्षा",
        paragraphs: [
          "पासवर्ड केवल मज़बूत वन-वे हैश के रूप में रखे जाते हैं, साइट HTTPS पर चलती है, और निजी डेटा तक पहुँच केवल उन्हीं कर्मचारियों को है जिन्हें आपकी मदद के लिए इसकी ज़रूरत है।",
        ],
      },
      {
        heading: "आपके अधिकार",
        paragraphs: [
          `आप ${R.email} पर लिखकर अपना निजी डेटा देखने, ठीक करने या मिटाने, और सहमति वापस लेने के लिए कह सकते हैं। क़ानून के अनुसार कुछ बुकिंग रिकॉर्ड खाता बंद होने के बाद भी रखने पड़ते हैं।`,
        ],
      },
      {
        heading: "संपर्क और शिकायत",
        paragraphs: [
          `${R.email} पर लिखें या ${R.phone} पर कॉल करें (24x7)। हमारे शिकायत अधिकारी क़ानून द्वारा तय समय में जवाब देते हैं। इस नीति में कोई भी बदलाव हम इसी पेज पर बताएँगे।`,
        ],
      },
    ],
  },
};
