import { createTheme } from "@mantine/core";
import breakpoints from "./breakpoints.json";
import { chamakBlue, chamakGray, chamakRed, chamakTeal } from "./colors";

// "Noto Sans Devanagari" is the web font the site ships for Hindi (apps/web/src/fonts.css); its faces cover only
// Devanagari, so everything else falls through to the system fonts. It comes first: after system-ui, Chromium
// drew Devanagari in system-ui's font when that has none (empty boxes) instead of reaching it.
const systemFonts =
  '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The one Mantine theme of both apps. Breakpoints also feed postcss-simple-vars (see breakpoints.json). */
export const chamakTheme = createTheme({
  primaryColor: "chamak",
  primaryShade: { light: 7, dark: 5 },
  colors: { chamak: chamakBlue, aqua: chamakTeal, gray: chamakGray, red: chamakRed },
  defaultRadius: "md",
  radius: { xs: "4px", sm: "6px", md: "10px", lg: "16px", xl: "24px" },
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: "700" },
  breakpoints,
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
  components: {
    // Dropdowns (Select, Combobox, Menu, Popover) are placed relative to the window, not the page: an absolute
    // dropdown is part of the page's scrollable area, and its first frame (placed for a zero width, centred on its
    // field) pokes out on the right of a phone-sized page. With classic scrollbars the page then grows a
    // horizontal scrollbar for a moment, the window is 15px shorter, the dropdown flips above its field, the
    // scrollbar goes, and Mantine's Combobox (which keeps a visible dropdown's side) swings between the two
    // sides without end: /register froze at 360px. A fixed dropdown never changes the page's size.
    Popover: { defaultProps: { floatingStrategy: "fixed" } },
  },
});
