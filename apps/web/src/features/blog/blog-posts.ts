/** The blog's four posts, in English and Hindi. Short, practical car care for Indian roads and weather. */
import type { BLOG_SLUGS } from "./blog-slugs";

export type BlogPost = {
  id: number;
  slug: (typeof BLOG_SLUGS)[number];
  date: string;
  minutes: number;
  en: { title: string; excerpt: string; body: readonly string[] };
  hi: { title: string; excerpt: string; body: readonly string[] };
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    slug: "monsoon-car-care",
    date: "2025-07-08",
    minutes: 4,
    en: {
      title: "Monsoon car care: what actually helps",
      excerpt: "Mud, standing water and damp cabins: a simple routine to get your car through the rains.",
      body: [
        "The monsoon is hard on cars. Muddy water splashes into wheel arches and the underbody, where it sits for days, and a cabin that never quite dries starts to smell.",
        "Wash the underbody, not just the paint. After a week of driving through waterlogged roads, an underbody wash clears the mud and grit that hold moisture against the metal and speed up rust. Once every two to three weeks through the season is a sensible rhythm.",
        "Keep the cabin dry. Shake out and dry rubber mats, and avoid carpet mats that stay soggy. Run the AC on fresh-air mode for a few minutes before parking to push out humid air. If the car smells musty, an interior cleaning with vacuuming and seat shampooing deals with it before mould sets in.",
        "Look after the glass and wipers. Streaky wipers are dangerous in heavy rain. Clean the glass inside and out and replace wiper blades if they chatter or leave lines.",
        "A wax or sealant coat before the rains helps water bead off the paint and makes every wash easier. Ask your centre for a Wash & Wax at the start of June.",
      ],
    },
    hi: {
      title: "मानसून में कार की देखभाल: जो सच में काम आता है",
      excerpt: "कीचड़, जमा पानी और सीलन भरा केबिन: बारिश में कार को ठीक रखने का आसान तरीक़ा।",
      body: [
        "मानसून कारों के लिए मुश्किल होता है। कीचड़ वाला पानी व्हील आर्च और अंडरबॉडी में भर जाता है और कई दिन तक रहता है, और जो केबिन पूरी तरह सूखता नहीं उसमें बदबू आने लगती है।",
        "केवल पेंट नहीं, अंडरबॉडी भी धुलवाएँ। जलभराव वाली सड़कों पर एक हफ़्ता चलाने के बाद अंडरबॉडी वॉश वह कीचड़ और रेत हटाता है जो धातु पर नमी रोककर जंग तेज़ करती है। मौसम भर हर दो-तीन हफ़्ते में एक बार ठीक रहता है।",
        "केबिन सूखा रखें। रबर मैट झाड़कर सुखाएँ और गीले रहने वाले कालीन मैट से बचें। पार्क करने से पहले कुछ मिनट AC को फ़्रेश-एयर मोड पर चलाएँ ताकि नम हवा निकल जाए। अगर कार में सीलन की गंध है, तो वैक्यूम और सीट शैम्पू वाली इंटीरियर क्लीनिंग फफूंद लगने से पहले इसे ठीक कर देती है।",
        "शीशे और वाइपर का ध्यान रखें। तेज़ बारिश में धारियाँ छोड़ने वाले वाइपर ख़तरनाक हैं। शीशे अंदर-बाहर साफ़ करें और आवाज़ करने या लकीरें छोड़ने वाले वाइपर ब्लेड बदलें।",
        "बारिश से पहले वैक्स या सीलेंट की परत पानी को पेंट से फिसलने देती है और हर धुलाई आसान करती है। जून की शुरुआत में अपने सेंटर से वॉश एंड वैक्स के लिए कहें।",
      ],
    },
  },
  {
    id: 2,
    slug: "dust-pollution-and-paint",
    date: "2025-11-04",
    minutes: 4,
    en: {
      title: "Dust, smog and your paint: a guide for Delhi NCR",
      excerpt:
        "Why wiping a dusty car with a dry cloth scratches it, and how often to wash in the smog season.",
      body: [
        "In Delhi, Noida and Gurugram a parked car collects a fine layer of dust within a day, and in winter the smog leaves a greasy film on top of it.",
        "Never dry-wipe the dust off. The daily cloth wipe many of us are used to drags hard particles across the clear coat and leaves swirl marks that dull the paint over time. Rinse first, or use a foam wash that lifts the dust before anything touches the surface.",
        "Wash more often in the smog season. Pollution deposits are slightly acidic and bake onto the paint in the sun. A basic foam wash every week from November to February keeps them from etching in.",
        "Protect what you can. A wax coat lasts a few weeks; a ceramic coating applied during detailing lasts much longer and makes the weekly wash quicker. A breathable car cover helps if you park outdoors, but only on a clean car, or it rubs the dust in.",
        "Do not forget the air filter and AC vents: a cabin filter clogged with dust makes the AC work harder and the air inside worse.",
      ],
    },
    hi: {
      title: "धूल, स्मॉग और आपका पेंट: दिल्ली एनसीआर के लिए गाइड",
      excerpt: "धूल भरी कार को सूखे कपड़े से पोंछने पर खरोंच क्यों आती है, और स्मॉग के मौसम में कितनी बार धुलाई करें।",
      body: [
        "दिल्ली, नोएडा और गुरुग्राम में खड़ी कार पर एक दिन में ही धूल की पतली परत जम जाती है, और सर्दियों में स्मॉग उस पर चिकनी परत छोड़ देता है।",
        "धूल को कभी सूखे कपड़े से न पोंछें। रोज़ कपड़ा मारने की आदत सख़्त कणों को क्लियर कोट पर घसीटती है और ऐसे गोल निशान छोड़ती है जो समय के साथ पेंट को फीका कर देते हैं। पहले पानी से धोएँ, या फ़ोम वॉश करवाएँ जो सतह छूने से पहले धूल उठा लेता है।",
        "स्मॉग के मौसम में ज़्यादा बार धुलाई करें। प्रदूषण के कण हल्के अम्लीय होते हैं और धूप में पेंट पर चिपक जाते हैं। नवंबर से फ़रवरी तक हर हफ़्ते बेसिक फ़ोम वॉश उन्हें पेंट में उतरने से रोकता है।",
        "जो बचा सकें, बचाएँ। वैक्स की परत कुछ हफ़्ते चलती है; डिटेलिंग में लगी सिरेमिक कोटिंग कहीं ज़्यादा चलती है और हफ़्ते की धुलाई जल्दी कर देती है। बाहर पार्क करते हैं तो हवादार कार कवर मदद करता है, पर केवल साफ़ कार पर, वरना वह धूल रगड़ देता है।",
        "एयर फ़िल्टर और AC वेंट न भूलें: धूल से भरा केबिन फ़िल्टर AC पर ज़्यादा ज़ोर डालता है और अंदर की हवा ख़राब करता है।",
      ],
    },
  },
  {
    id: 3,
    slug: "foam-steam-or-waterless",
    date: "2025-03-18",
    minutes: 3,
    en: {
      title: "Foam, steam or waterless: which wash when?",
      excerpt: "The three washes most centres offer, what each is good at, and how much water they use.",
      body: [
        "Most centres on Chamak offer three kinds of wash. They are not interchangeable; each suits a different job.",
        "Foam wash is the everyday choice. Thick snow foam clings to the body and loosens dirt, which is then rinsed off with a pressure washer. It is gentle on paint and quick, and the best way to clean a car that is genuinely dirty.",
        "Steam wash uses high-temperature, low-volume steam. It is excellent for grease on engine bays and wheels and for sanitising interiors, seats and AC vents, and it uses very little water. It needs a trained hand near electrical parts.",
        "Waterless wash uses a spray that encapsulates light dust, wiped off with clean microfibre cloths. It is ideal for a car that is only lightly dusty, for apartment parking where a hose is not allowed, and for saving water in summer. It is not for mud.",
        "A good routine: waterless or foam every week depending on how dirty the car is, steam for the interior once a month, and an underbody wash after the rains.",
      ],
    },
    hi: {
      title: "फ़ोम, स्टीम या बिना पानी: कौन-सी धुलाई कब?",
      excerpt: "ज़्यादातर सेंटर की तीन तरह की धुलाई, हर एक किस काम में अच्छी है और कितना पानी लेती है।",
      body: [
        "चमक पर ज़्यादातर सेंटर तीन तरह की धुलाई देते हैं। ये एक-दूसरे की जगह नहीं ले सकतीं; हर एक अलग काम के लिए है।",
        "फ़ोम वॉश रोज़मर्रा का विकल्प है। गाढ़ा स्नो फ़ोम बॉडी पर चिपककर गंदगी ढीली करता है, जिसे फिर प्रेशर वॉशर से धो दिया जाता है। यह पेंट के लिए कोमल और जल्दी होने वाला है, और सच में गंदी कार साफ़ करने का सबसे अच्छा तरीक़ा है।",
        "स्टीम वॉश में तेज़ गर्म, कम मात्रा वाली भाप लगती है। इंजन बे और पहियों की ग्रीस के लिए, और इंटीरियर, सीट और AC वेंट को कीटाणुमुक्त करने के लिए यह बढ़िया है, और बहुत कम पानी लेता है। बिजली के पुर्ज़ों के पास इसे प्रशिक्षित हाथ चाहिए।",
        "बिना पानी की धुलाई में एक स्प्रे हल्की धूल को बाँध लेता है, जिसे साफ़ माइक्रोफ़ाइबर कपड़ों से पोंछा जाता है। हल्की धूल वाली कार, पाइप की इजाज़त न देने वाली सोसायटी पार्किंग और गर्मी में पानी बचाने के लिए यह सबसे अच्छी है। कीचड़ के लिए नहीं।",
        "एक अच्छा तरीक़ा: कार कितनी गंदी है उसके हिसाब से हर हफ़्ते बिना पानी या फ़ोम वॉश, महीने में एक बार इंटीरियर के लिए स्टीम, और बारिश के बाद अंडरबॉडी वॉश।",
      ],
    },
  },
  {
    id: 4,
    slug: "summer-cabin-care",
    date: "2025-05-12",
    minutes: 3,
    en: {
      title: "Keeping the cabin fresh through an Indian summer",
      excerpt:
        "Heat cracks dashboards and bakes in smells. A few habits keep the inside of your car comfortable.",
      body: [
        "At 45 °C a closed car parked in the sun gets far hotter inside. The heat dries out plastics and leather, fades fabrics and bakes any spilt food or sweat into a smell that is hard to shift.",
        "Shade and a sunshade matter more than anything else. A windscreen sunshade keeps the dashboard much cooler and slows cracking and fading.",
        "Clean and protect the dashboard with a UV-protecting dressing, not a greasy shine spray that reflects glare into the windscreen.",
        "Vacuum often. Sand and crumbs in the carpet trap moisture from AC condensation and sweat. A proper interior cleaning every month or two, with the seats shampooed and the AC vents cleaned, keeps the cabin fresh.",
        "Finally, do not leave aerosols, sanitiser bottles, power banks or water bottles on the seats in the sun. They can leak, burst or focus sunlight.",
      ],
    },
    hi: {
      title: "भारतीय गर्मी में केबिन को ताज़ा रखें",
      excerpt: "गर्मी डैशबोर्ड में दरारें डालती है और बदबू पका देती है। कुछ आदतें कार के अंदर को आरामदायक रखती हैं।",
      body: [
        "45 °C में धूप में खड़ी बंद कार अंदर से कहीं ज़्यादा गर्म हो जाती है। गर्मी प्लास्टिक और लेदर को सुखा देती है, कपड़ों का रंग उड़ा देती है और गिरे खाने या पसीने को ऐसी गंध में बदल देती है जो मुश्किल से जाती है।",
        "छाँव और सनशेड सबसे ज़्यादा मायने रखते हैं। विंडस्क्रीन सनशेड डैशबोर्ड को काफ़ी ठंडा रखता है और दरारें व रंग उड़ना धीमा करता है।",
        "डैशबोर्ड को UV से बचाने वाली ड्रेसिंग से साफ़ और सुरक्षित करें, न कि चिकने शाइन स्प्रे से जो विंडस्क्रीन में चमक फेंकता है।",
        "अक्सर वैक्यूम करें। कालीन में रेत और टुकड़े AC की नमी और पसीना रोक लेते हैं। हर एक-दो महीने में सीट शैम्पू और AC वेंट की सफ़ाई के साथ अच्छी इंटीरियर क्लीनिंग केबिन को ताज़ा रखती है।",
        "आख़िर में, एरोसोल, सैनिटाइज़र की बोतल, पावर बैंक या पानी की बोतल धूप में सीट पर न छोड़ें। वे लीक हो सकते हैं, फट सकते हैं या धूप को एक जगह केंद्रित कर सकते हैं।",
      ],
    },
  },
];

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
