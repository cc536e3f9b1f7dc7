import { formatClock, type IndiaLang, instantToIndia } from "@chamak/contracts";

/** An instant's time of day in India, "10:55 am" (or Hindi), written as the site writes slot times. */
export const clockOf = (instant: Date, lang: IndiaLang) => formatClock(instantToIndia(instant).minutes, lang);
