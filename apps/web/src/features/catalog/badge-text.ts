/**
 * Text colour for light teal badges. The theme's aqua (shade 7 on its tint) reaches only 2.6:1 and
 * Mantine's teal about 4:1; this dark teal keeps the look and passes WCAG AA (4.5:1) for small bold text.
 */
export const TEAL_BADGE_TEXT = "#00695c";
