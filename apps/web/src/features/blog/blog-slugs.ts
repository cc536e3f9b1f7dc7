/** The posts' slugs, kept apart from their text so the route's loader (in the entry bundle) stays small. */
export const BLOG_SLUGS = [
  "monsoon-car-care",
  "dust-pollution-and-paint",
  "foam-steam-or-waterless",
  "summer-cabin-care",
] as const;

export function isBlogSlug(slug: string): boolean {
  return (BLOG_SLUGS as readonly string[]).includes(slug);
}
