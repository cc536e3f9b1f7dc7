// The demo cities' common localities, sectors and landmarks, which India Post's directory does not name (or names
// only as a post office placed at its PIN's centre). Compiled by the Chamak team for this repository from public
// knowledge of the cities; coordinates are each place's centre, good to about half a kilometre. Licence: CC0 1.0
// (https://creativecommons.org/publicdomain/zero/1.0/), like any fact list: use it freely.
//
// Each row: English name, Hindi name, kind, city, PIN, latitude, longitude. Bump DEMO_CITY_PLACES_VERSION when
// a row changes: the loader reloads the set when the version it holds differs.

export const DEMO_CITY_PLACES_VERSION = "2026-12-07.1";

export type DemoCity = "Delhi" | "Noida" | "Gurugram" | "Mumbai";
type Row = readonly [string, string, "locality" | "landmark", DemoCity, string, number, number];

// biome-ignore format: one place per line reads as a table
export const DEMO_CITY_PLACES: readonly Row[] = [
  // Delhi
  ["Connaught Place", "कनॉट प्लेस", "locality", "Delhi", "110001", 28.6315, 77.2167],
  ["India Gate", "इंडिया गेट", "landmark", "Delhi", "110001", 28.6129, 77.2295],
  ["Chanakyapuri", "चाणक्यपुरी", "locality", "Delhi", "110021", 28.596, 77.188],
  ["Karol Bagh", "करोल बाग", "locality", "Delhi", "110005", 28.6519, 77.1909],
  ["Chandni Chowk", "चांदनी चौक", "locality", "Delhi", "110006", 28.6506, 77.2303],
  ["Red Fort", "लाल किला", "landmark", "Delhi", "110006", 28.6562, 77.241],
  ["Lajpat Nagar", "लाजपत नगर", "locality", "Delhi", "110024", 28.5677, 77.2433],
  ["Defence Colony", "डिफेंस कॉलोनी", "locality", "Delhi", "110024", 28.572, 77.231],
  ["Greater Kailash", "ग्रेटर कैलाश", "locality", "Delhi", "110048", 28.5482, 77.2381],
  ["Nehru Place", "नेहरू प्लेस", "locality", "Delhi", "110019", 28.5491, 77.2533],
  ["Kalkaji", "कालकाजी", "locality", "Delhi", "110019", 28.5383, 77.259],
  ["Hauz Khas", "हौज़ ख़ास", "locality", "Delhi", "110016", 28.5494, 77.2001],
  ["Saket", "साकेत", "locality", "Delhi", "110017", 28.5245, 77.2066],
  ["Vasant Kunj", "वसंत कुंज", "locality", "Delhi", "110070", 28.5293, 77.1525],
  ["Indira Gandhi International Airport", "इंदिरा गांधी अंतरराष्ट्रीय हवाई अड्डा", "landmark", "Delhi", "110037", 28.5562, 77.1],
  ["Janakpuri", "जनकपुरी", "locality", "Delhi", "110058", 28.6219, 77.0878],
  ["Rajouri Garden", "राजौरी गार्डन", "locality", "Delhi", "110027", 28.6415, 77.1209],
  ["Punjabi Bagh", "पंजाबी बाग", "locality", "Delhi", "110026", 28.6692, 77.1317],
  ["Dwarka", "द्वारका", "locality", "Delhi", "110075", 28.5921, 77.046],
  ["Dwarka Sector 10", "द्वारका सेक्टर 10", "locality", "Delhi", "110075", 28.581, 77.057],
  ["Pitampura", "पीतमपुरा", "locality", "Delhi", "110034", 28.7033, 77.1323],
  ["Rohini", "रोहिणी", "locality", "Delhi", "110085", 28.7366, 77.1132],
  ["Rohini Sector 7", "रोहिणी सेक्टर 7", "locality", "Delhi", "110085", 28.7106, 77.1163],
  ["Model Town", "मॉडल टाउन", "locality", "Delhi", "110009", 28.7158, 77.191],
  ["Sanjay Gandhi Transport Nagar", "संजय गांधी ट्रांसपोर्ट नगर", "locality", "Delhi", "110042", 28.7364, 77.16],
  ["Shahdara", "शाहदरा", "locality", "Delhi", "110032", 28.673, 77.289],
  ["Laxmi Nagar", "लक्ष्मी नगर", "locality", "Delhi", "110092", 28.6304, 77.2777],
  ["Preet Vihar", "प्रीत विहार", "locality", "Delhi", "110092", 28.6416, 77.295],
  ["Mayur Vihar Phase 1", "मयूर विहार फेज़ 1", "locality", "Delhi", "110091", 28.6045, 77.2947],
  // Noida
  ["Sector 15", "सेक्टर 15", "locality", "Noida", "201301", 28.5846, 77.3115],
  ["Sector 16", "सेक्टर 16", "locality", "Noida", "201301", 28.578, 77.317],
  ["Sector 18", "सेक्टर 18", "locality", "Noida", "201301", 28.5708, 77.3261],
  ["DLF Mall of India", "डीएलएफ मॉल ऑफ इंडिया", "landmark", "Noida", "201301", 28.5672, 77.3211],
  ["Sector 27", "सेक्टर 27", "locality", "Noida", "201301", 28.5733, 77.3299],
  ["Botanical Garden", "बॉटनिकल गार्डन", "landmark", "Noida", "201303", 28.5641, 77.3343],
  ["Sector 44", "सेक्टर 44", "locality", "Noida", "201303", 28.5557, 77.3379],
  ["Sector 50", "सेक्टर 50", "locality", "Noida", "201301", 28.5705, 77.3666],
  ["Noida City Centre", "नोएडा सिटी सेंटर", "landmark", "Noida", "201301", 28.5747, 77.356],
  ["Sector 62", "सेक्टर 62", "locality", "Noida", "201309", 28.627, 77.365],
  ["Sector 63", "सेक्टर 63", "locality", "Noida", "201301", 28.6208, 77.3822],
  ["Sector 76", "सेक्टर 76", "locality", "Noida", "201301", 28.566, 77.385],
  ["Sector 104", "सेक्टर 104", "locality", "Noida", "201304", 28.5409, 77.37],
  ["Sector 128", "सेक्टर 128", "locality", "Noida", "201304", 28.5303, 77.3636],
  ["Sector 137", "सेक्टर 137", "locality", "Noida", "201305", 28.509, 77.4068],
  // Gurugram
  ["DLF Cyber City", "डीएलएफ साइबर सिटी", "landmark", "Gurugram", "122002", 28.495, 77.089],
  ["Ambience Mall", "एंबिएंस मॉल", "landmark", "Gurugram", "122002", 28.505, 77.096],
  ["Udyog Vihar", "उद्योग विहार", "locality", "Gurugram", "122016", 28.503, 77.083],
  ["DLF Phase 1", "डीएलएफ फेज़ 1", "locality", "Gurugram", "122002", 28.472, 77.093],
  ["DLF Phase 3", "डीएलएफ फेज़ 3", "locality", "Gurugram", "122002", 28.4925, 77.093],
  ["MG Road", "एमजी रोड", "locality", "Gurugram", "122002", 28.4795, 77.0801],
  ["Golf Course Road", "गोल्फ कोर्स रोड", "locality", "Gurugram", "122002", 28.4534, 77.099],
  ["Sushant Lok 1", "सुशांत लोक 1", "locality", "Gurugram", "122009", 28.4637, 77.0735],
  ["South City 1", "साउथ सिटी 1", "locality", "Gurugram", "122001", 28.459, 77.064],
  ["Sector 14", "सेक्टर 14", "locality", "Gurugram", "122001", 28.47, 77.0446],
  ["Sector 29", "सेक्टर 29", "locality", "Gurugram", "122001", 28.4691, 77.0633],
  ["Sector 37", "सेक्टर 37", "locality", "Gurugram", "122001", 28.4347, 76.9975],
  ["Sector 56", "सेक्टर 56", "locality", "Gurugram", "122011", 28.4228, 77.1025],
  ["Sector 82", "सेक्टर 82", "locality", "Gurugram", "122004", 28.3887, 76.9637],
  ["Sohna Road", "सोहना रोड", "locality", "Gurugram", "122018", 28.4089, 77.042],
  ["Palam Vihar", "पालम विहार", "locality", "Gurugram", "122017", 28.5103, 77.039],
  // Mumbai
  ["Colaba", "कोलाबा", "locality", "Mumbai", "400005", 18.9067, 72.8147],
  ["Gateway of India", "गेटवे ऑफ इंडिया", "landmark", "Mumbai", "400001", 18.922, 72.8347],
  ["Chhatrapati Shivaji Maharaj Terminus", "छत्रपति शिवाजी महाराज टर्मिनस", "landmark", "Mumbai", "400001", 18.9398, 72.8355],
  ["Marine Drive", "मरीन ड्राइव", "landmark", "Mumbai", "400020", 18.944, 72.823],
  ["Lower Parel", "लोअर परेल", "locality", "Mumbai", "400013", 18.995, 72.83],
  ["Worli", "वर्ली", "locality", "Mumbai", "400018", 19.0, 72.815],
  ["Dadar West", "दादर पश्चिम", "locality", "Mumbai", "400028", 19.0186, 72.8424],
  ["Wadala East", "वडाला पूर्व", "locality", "Mumbai", "400037", 19.0176, 72.8722],
  ["Bandra West", "बांद्रा पश्चिम", "locality", "Mumbai", "400050", 19.0553, 72.831],
  ["Bandra Kurla Complex", "बांद्रा कुर्ला कॉम्प्लेक्स", "locality", "Mumbai", "400051", 19.066, 72.869],
  ["Kurla", "कुर्ला", "locality", "Mumbai", "400070", 19.0726, 72.8845],
  ["Chembur", "चेंबूर", "locality", "Mumbai", "400071", 19.0522, 72.9005],
  ["Ghatkopar", "घाटकोपर", "locality", "Mumbai", "400077", 19.086, 72.909],
  ["Powai", "पवई", "locality", "Mumbai", "400076", 19.1176, 72.906],
  ["Juhu", "जुहू", "locality", "Mumbai", "400049", 19.1075, 72.8263],
  ["Vile Parle East", "विले पार्ले पूर्व", "locality", "Mumbai", "400057", 19.099, 72.8497],
  ["Andheri West", "अंधेरी पश्चिम", "locality", "Mumbai", "400053", 19.1364, 72.8296],
  ["Andheri East", "अंधेरी पूर्व", "locality", "Mumbai", "400069", 19.1136, 72.8697],
  ["Mumbai Airport", "मुंबई हवाई अड्डा", "landmark", "Mumbai", "400099", 19.0896, 72.8656],
  ["Goregaon East", "गोरेगांव पूर्व", "locality", "Mumbai", "400063", 19.1663, 72.8526],
  ["Malad West", "मलाड पश्चिम", "locality", "Mumbai", "400064", 19.186, 72.8485],
  ["Borivali West", "बोरीवली पश्चिम", "locality", "Mumbai", "400092", 19.2307, 72.8567],
];
