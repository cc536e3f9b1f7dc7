import type { Lang } from "../../lib/i18n";

/**
 * Field messages come from the shared zod schemas (and validateGstin) in English. In Hindi the known ones
 * are translated here; anything unknown is shown in English rather than hidden.
 */
const LABELS: Record<string, string> = {
  "Centre name": "सेंटर का नाम",
  Locality: "इलाका",
  City: "शहर",
  Name: "नाम",
  Message: "संदेश",
  "GST number": "GST नंबर",
  Password: "पासवर्ड",
  "Full name": "पूरा नाम",
  Address: "पता",
};

const EXACT: Record<string, string> = {
  "Mobile number must be exactly 10 digits": "मोबाइल नंबर ठीक 10 अंकों का होना चाहिए",
  "Enter a valid email address": "सही ईमेल पता लिखें",
  "Choose a state from the list": "सूची से राज्य चुनें",
  "PIN code must be exactly 6 digits": "पिन कोड ठीक 6 अंकों का होना चाहिए",
  "Password must be at least 8 characters": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए",
  "Password must contain a letter and a digit": "पासवर्ड में कम से कम एक अक्षर और एक अंक होना चाहिए",
  "Re-enter the password": "पासवर्ड फिर से लिखें",
  "Passwords do not match": "दोनों पासवर्ड एक जैसे नहीं हैं",
  "GSTIN must be exactly 15 characters": "GSTIN ठीक 15 अक्षरों का होना चाहिए",
  "GSTIN check digit does not match; please re-check the number":
    "GSTIN का चेक अंक मेल नहीं खाता; कृपया नंबर फिर से जाँचें",
};

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/^(.+) is required$/, (m) => (m[1] && LABELS[m[1]] ? `${LABELS[m[1]]} ज़रूरी है` : null)],
  [
    /^(.+) must be at most (\d+) characters$/,
    (m) => (m[1] && LABELS[m[1]] ? `${LABELS[m[1]]} अधिकतम ${m[2]} अक्षरों का हो सकता है` : null),
  ],
  [
    /^GSTIN format is invalid/,
    () =>
      "GSTIN का फ़ॉर्मैट सही नहीं है: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई संख्या, 'Z' और एक चेक अक्षर होना चाहिए",
  ],
  [
    /^GSTIN state code (\w+) is not a valid Indian state code$/,
    (m) => `GSTIN का राज्य कोड ${m[1]} किसी भारतीय राज्य का नहीं है`,
  ],
  [
    /^GSTIN is registered in (.+) \(code (\d+)\), but the centre is in (.+) \(code (\d+)\)$/,
    (m) => `GSTIN ${m[1]} (कोड ${m[2]}) में पंजीकृत है, लेकिन सेंटर ${m[3]} (कोड ${m[4]}) में है`,
  ],
];

export function translateMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    const text = match ? translate(match) : null;
    if (text) return text;
  }
  return message;
}
