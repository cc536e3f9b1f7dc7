import type { CentreListInput } from "@chamak/contracts";

/** The home page's centre lists; the route's loader prefetches exactly these. */
export const carouselCentresInput: CentreListInput = { page: 1, pageSize: 12, sort: "popular" };
export const mostBookedInput: CentreListInput = { page: 1, pageSize: 5, sort: "popular" };
export const topRatedInput: CentreListInput = { page: 1, pageSize: 5, sort: "rating" };
