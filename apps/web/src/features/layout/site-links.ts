import type { MessageKey } from "@chamak/i18n";

type Key = MessageKey<"layout">;

/** The four service links of the nav and footer: each searches the listing for the service name. */
export const SERVICE_LINKS: readonly { key: Key; q: string }[] = [
  { key: "basicWash", q: "Basic Wash" },
  { key: "deluxeWash", q: "Deluxe Wash" },
  { key: "interiorCleaning", q: "Interior Cleaning" },
  { key: "detailing", q: "Detailing" },
];

/** The site's main pages, in the header's nav and the mobile menu (My bookings is added when signed in). */
export const MAIN_LINKS = [
  { key: "findCentres", to: "/car-wash-shopping" },
  { key: "aboutUs", to: "/about" },
  { key: "contactUs", to: "/contact-us" },
] as const satisfies readonly { key: Key; to: string }[];

/** City centres named in the footer, with their names' texts; each opens the listing filtered to the city. */
export const FOOTER_CITIES: readonly { city: string; key: Key }[] = [
  { city: "Delhi", key: "cityDelhi" },
  { city: "Noida", key: "cityNoida" },
  { city: "Gurugram", key: "cityGurugram" },
  { city: "Mumbai", key: "cityMumbai" },
];

export const COMPANY = {
  email: "support@chamak.in",
  phone: "+91 120 456 7800",
  phoneHref: "tel:+911204567800",
  legalName: "Chamak Technologies Pvt. Ltd.",
  /** The office's postal address, without the company's name (texts name the company themselves). */
  address: ["4th Floor, Tower B, Sector 62", "Noida, Uttar Pradesh 201309"],
} as const;
