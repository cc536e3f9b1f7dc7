import { describe, expect, it } from "vitest";
import { editDistance, normaliseWords } from "./normalise";
import { canonicalCity, cityNames, parseSearchQuery } from "./parse-query";

const terms = (query: string) => parseSearchQuery(query).terms.map((term) => `${term.kind}:${term.text}`);

describe("normaliseWords", () => {
  it("lower-cases, drops punctuation and splits letters from digits", () => {
    expect(normaliseWords("Sector-62, NOIDA!")).toEqual(["sector", "62", "noida"]);
    expect(normaliseWords("sector62")).toEqual(["sector", "62"]);
    expect(normaliseWords("2wheeler")).toEqual(["2", "wheeler"]);
  });

  it("spells out the short forms people use for sectors, phases, nagar and directions", () => {
    expect(normaliseWords("sec 62")).toEqual(["sector", "62"]);
    expect(normaliseWords("Ph-2")).toEqual(["phase", "2"]);
    expect(normaliseWords("mayur vihar ph ii")).toEqual(["mayur", "vihar", "phase", "2"]);
    expect(normaliseWords("lajpat ngr")).toEqual(["lajpat", "nagar"]);
    expect(normaliseWords("andheri w")).toEqual(["andheri", "west"]);
    // A lone letter at the start is not a direction.
    expect(normaliseWords("e block")).toEqual(["e", "block"]);
  });

  it("reads Devanagari words and digits in the data's Latin spelling, whatever the nukta", () => {
    expect(normaliseWords("नोएडा सेक्टर १८")).toEqual(["noida", "sector", "18"]);
    expect(normaliseWords("गुड़गांव")).toEqual(["gurgaon"]);
    expect(normaliseWords("गुडगाँव")).toEqual(["gurgaon"]);
    expect(normaliseWords("कार वॉश")).toEqual(["car", "wash"]);
    // A word we do not know stays as it is.
    expect(normaliseWords("चमक")).toEqual(["चमक"]);
  });
});

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit and stops past the limit", () => {
    expect(editDistance("nodia", "noida", 2)).toBe(1);
    expect(editDistance("gurgon", "gurgaon", 2)).toBe(1);
    expect(editDistance("ceramc", "ceramic", 2)).toBe(1);
    expect(editDistance("mumbai", "chennai", 1)).toBe(2);
  });
});

describe("parseSearchQuery", () => {
  it("makes a city a filter and a sector an exact phrase", () => {
    const parsed = parseSearchQuery("Sector 18, Noida");
    expect(parsed.cities).toEqual(["Noida"]);
    expect(parsed.terms).toEqual([{ kind: "phrase", text: "sector 18", words: ["sector", "18"] }]);
    expect(parsed.recognised.map((r) => r.kind)).toEqual(["locality", "city"]);
  });

  it("knows cities by their other names, in Hindi and misspelt", () => {
    expect(parseSearchQuery("Gurgaon").cities).toEqual(["Gurugram"]);
    expect(parseSearchQuery("bombay").cities).toEqual(["Mumbai"]);
    expect(parseSearchQuery("New Delhi").cities).toEqual(["Delhi"]);
    expect(parseSearchQuery("bangalore").cities).toEqual(["Bengaluru"]);
    expect(parseSearchQuery("madras").cities).toEqual(["Chennai"]);
    expect(parseSearchQuery("Calcutta").cities).toEqual(["Kolkata"]);
    expect(parseSearchQuery("poona").cities).toEqual(["Pune"]);
    expect(parseSearchQuery("गुड़गांव").cities).toEqual(["Gurugram"]);
    expect(parseSearchQuery("दिल्ली").cities).toEqual(["Delhi"]);
    expect(parseSearchQuery("nodia").cities).toEqual(["Noida"]);
    expect(parseSearchQuery("gurgon").cities).toEqual(["Gurugram"]);
    // "Greater Noida" is its own city, not Noida and "greater".
    expect(parseSearchQuery("greater noida").cities).toEqual(["Greater Noida"]);
  });

  it("drops filler and keeps what names a centre", () => {
    const parsed = parseSearchQuery("car wash noida");
    expect(parsed.cities).toEqual(["Noida"]);
    expect(parsed.vehicleSlugs).toEqual([]);
    expect(parsed.terms).toEqual([]);
    expect(parsed.text).toBe("");
    expect(terms("best foam factory car wash near me")).toEqual(["word:foam", "word:factory"]);
    expect(parseSearchQuery("best foam factory car wash near me").nearMe).toBe(true);
  });

  it("turns vehicle words and their synonyms into vehicle types", () => {
    expect(parseSearchQuery("bike wash").vehicleSlugs).toEqual(["motorcycle"]);
    expect(parseSearchQuery("two wheeler").vehicleSlugs).toEqual(["motorcycle"]);
    expect(parseSearchQuery("scooty dhulai").vehicleSlugs).toEqual(["motorcycle"]);
    expect(parseSearchQuery("बाइक वॉश").vehicleSlugs).toEqual(["motorcycle"]);
    expect(parseSearchQuery("3 wheeler").vehicleSlugs).toEqual(["auto"]);
    expect(parseSearchQuery("truck washing").vehicleSlugs).toEqual(["truck"]);
    expect(parseSearchQuery("SUV").vehicleSlugs).toEqual(["suv"]);
    expect(parseSearchQuery("car").vehicleLabels).toEqual(["car"]);
    expect(parseSearchQuery("car").vehicleSlugs).toContain("sedan");
    expect(parseSearchQuery("car and bike").vehicleLabels).toEqual(["car", "motorcycle"]);
  });

  it("keeps category words as terms that a category or the word itself satisfies", () => {
    const parsed = parseSearchQuery("steam wash gurgaon");
    expect(parsed.categories).toEqual(["steam-wash"]);
    expect(parsed.terms).toEqual([{ kind: "category", text: "steam", slug: "steam-wash" }]);
    expect(parseSearchQuery("waterless").categories).toEqual(["eco-wash"]);
    expect(parseSearchQuery("interior cleaning").categories).toEqual(["interior-cleaning"]);
    expect(parseSearchQuery("detailng").categories).toEqual(["detailing"]);
  });

  it("keeps service words and typos as text", () => {
    expect(terms("ceramic coating")).toEqual(["word:ceramic", "word:coating"]);
    expect(terms("ceramc coating")).toEqual(["word:ceramc", "word:coating"]);
    expect(parseSearchQuery("ceramic coating").recognised).toEqual([
      { kind: "service", phrase: "ceramic coating", value: "ceramic coating" },
    ]);
  });

  it("reads features, PIN codes and phases", () => {
    expect(parseSearchQuery("pick and drop").features).toEqual(["pickDrop"]);
    expect(parseSearchQuery("pick & drop car wash").features).toEqual(["pickDrop"]);
    expect(parseSearchQuery("doorstep bike wash").features).toEqual(["doorstep"]);
    // "pickup" alone is the vehicle; with "drop" it is the feature.
    expect(parseSearchQuery("pickup").vehicleSlugs).toEqual(["pickup"]);
    expect(parseSearchQuery("pickup and drop").vehicleSlugs).toEqual([]);
    const pin = parseSearchQuery("car wash 201301");
    expect(pin.pin).toBe("201301");
    expect(pin.terms).toEqual([]);
    expect(terms("dlf ph 3")).toEqual(["word:dlf", "phrase:phase 3"]);
    expect(terms("mayur vihar phase-I")).toEqual(["word:mayur", "word:vihar", "phrase:phase 1"]);
  });

  it("keeps a number that is not a PIN as an exact number", () => {
    expect(terms("nh 48")).toEqual(["word:nh", "number:48"]);
  });

  it("reads a Hindi query whole", () => {
    const parsed = parseSearchQuery("नोएडा सेक्टर 62 कार वॉश");
    expect(parsed.cities).toEqual(["Noida"]);
    expect(parsed.terms).toEqual([{ kind: "phrase", text: "sector 62", words: ["sector", "62"] }]);
  });
});

describe("cities", () => {
  it("gives the canonical city and every name its centres may be stored under", () => {
    expect(canonicalCity("gurgaon")).toBe("Gurugram");
    expect(canonicalCity("Atlantis")).toBeUndefined();
    expect(cityNames("Gurgaon")).toEqual(expect.arrayContaining(["gurugram", "gurgaon"]));
    expect(cityNames("Atlantis")).toEqual(["atlantis"]);
  });
});
