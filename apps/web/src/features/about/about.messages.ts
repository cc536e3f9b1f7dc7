import { defineMessages } from "../../lib/i18n";

export const aboutMessages = defineMessages(
  {
    title: "About Chamak",
    intro:
      "Chamak connects vehicle owners across India with trusted washing and detailing centres: compare real prices for your vehicle, pick a slot and pay by UPI or cash.",
    storyTitle: "Clean cars, without the wait",
    story:
      "We started Chamak in Noida because booking a good car wash meant phone calls, guesswork about prices and long queues on Sunday mornings. Today centres in Delhi, Noida, Gurugram and Mumbai list their services, prices and free slots on Chamak, and customers book in a minute.",
    areasTitle: "What we offer",
    ecoTitle: "Eco-friendly washing",
    ecoText:
      "Foam, low-water and waterless washes with biodegradable products that are kind to your paint and to the city's water.",
    packagesTitle: "Affordable packages",
    packagesText:
      "Clear prices for every vehicle type, from bikes and hatchbacks to SUVs, buses and trucks, with no surprises at the counter.",
    steamTitle: "Steam washing",
    steamText:
      "High-temperature steam lifts grease and sanitises interiors and engine bays without harsh chemicals.",
    pickDropTitle: "Mobile pick & drop",
    pickDropText:
      "No time to drive over? Where a centre offers it, a driver collects your vehicle and brings it back washed.",
    processTitle: "How a Chamak booking works",
    step1Title: "Find a centre",
    step1Text: "Search by area or city and filter by vehicle, service, price, rating and pick & drop.",
    step2Title: "Choose services for your vehicle",
    step2Text:
      "Select your vehicle type to see the real price of every service, and add what you need to the cart.",
    step3Title: "Pick a free slot",
    step3Text: "See the times the centre actually has free over the next 30 days and choose one.",
    step4Title: "Pay your way",
    step4Text: "Pay securely by UPI, or choose to pay in cash at the centre.",
    step5Title: "Get it washed",
    step5Text:
      "The centre confirms your booking and takes care of your vehicle. Afterwards, rate the wash to help others.",
    bannerTitle: "Book Your Car Washing Today",
    bannerText: "Trusted centres near you, real prices and free slots. Your car deserves to shine.",
    bannerCta: "Find a car wash",
  },
  {
    title: "चमक के बारे में",
    intro:
      "चमक भारत भर के गाड़ी मालिकों को भरोसेमंद वॉशिंग और डिटेलिंग सेंटर से जोड़ता है: अपनी गाड़ी के असली दाम की तुलना करें, स्लॉट चुनें और UPI या नकद में भुगतान करें।",
    storyTitle: "साफ़ गाड़ी, बिना इंतज़ार",
    story:
      "हमने चमक की शुरुआत नोएडा में की, क्योंकि अच्छा कार वॉश बुक करने का मतलब था फ़ोन कॉल, दामों का अंदाज़ा और रविवार सुबह लंबी लाइनें। आज दिल्ली, नोएडा, गुरुग्राम और मुंबई के सेंटर अपनी सेवाएँ, दाम और ख़ाली स्लॉट चमक पर लिस्ट करते हैं, और ग्राहक एक मिनट में बुक करते हैं।",
    areasTitle: "हम क्या देते हैं",
    ecoTitle: "इको-फ़्रेंडली धुलाई",
    ecoText:
      "बायोडिग्रेडेबल प्रोडक्ट से फ़ोम, कम पानी और बिना पानी वाली धुलाई, जो आपके पेंट और शहर के पानी दोनों के लिए अच्छी है।",
    packagesTitle: "किफ़ायती पैकेज",
    packagesText: "बाइक और हैचबैक से लेकर एसयूवी, बस और ट्रक तक हर गाड़ी के लिए साफ़ दाम, काउंटर पर कोई सरप्राइज़ नहीं।",
    steamTitle: "स्टीम वॉशिंग",
    steamText: "तेज़ गर्म भाप बिना कठोर केमिकल के ग्रीस हटाती है और इंटीरियर व इंजन बे को साफ़ करती है।",
    pickDropTitle: "मोबाइल पिक एंड ड्रॉप",
    pickDropText: "ख़ुद जाने का समय नहीं? जहाँ सेंटर यह सुविधा देता है, ड्राइवर आपकी गाड़ी ले जाकर धुली हुई वापस लाता है।",
    processTitle: "चमक पर बुकिंग कैसे होती है",
    step1Title: "सेंटर खोजें",
    step1Text: "इलाके या शहर से खोजें और गाड़ी, सेवा, दाम, रेटिंग और पिक एंड ड्रॉप से फ़िल्टर करें।",
    step2Title: "अपनी गाड़ी के लिए सेवाएँ चुनें",
    step2Text: "हर सेवा का असली दाम देखने के लिए अपनी गाड़ी का प्रकार चुनें, और ज़रूरी सेवाएँ कार्ट में जोड़ें।",
    step3Title: "ख़ाली स्लॉट चुनें",
    step3Text: "अगले 30 दिनों में सेंटर के सच में ख़ाली समय देखें और एक चुनें।",
    step4Title: "अपने तरीक़े से भुगतान करें",
    step4Text: "UPI से सुरक्षित भुगतान करें, या सेंटर पर नकद देना चुनें।",
    step5Title: "धुलाई करवाएँ",
    step5Text: "सेंटर आपकी बुकिंग पक्की करता है और आपकी गाड़ी का ध्यान रखता है। बाद में दूसरों की मदद के लिए रेटिंग दें।",
    bannerTitle: "आज ही अपनी कार वॉश बुक करें",
    bannerText: "आपके पास भरोसेमंद सेंटर, असली दाम और ख़ाली स्लॉट। आपकी कार चमकने की हक़दार है।",
    bannerCta: "कार वॉश खोजें",
  },
);
