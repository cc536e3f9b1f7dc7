import { createTheme } from "@mantine/core";
import breakpoints from "./breakpoints.json";
import { chamakBlue, chamakTeal } from "./colors";

// "Noto Sans Devanagari" is the web font the site ships for Hindi (apps/web/src/fonts.css), used only where the
// device has no Devanagari font of its own.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The one Mantine theme of both apps. Breakpoints also feed postcss-simple-vars (see breakpoints.json). */
export const chamakTheme = createTheme({
  primaryColor: "chamak",
  primaryShade: { light: 7, dark: 5 },
  colors: { chamak: chamakBlue, aqua: chamakTeal },
  defaultRadius: "md",
  radius: { xs: "4px", sm: "6px", md: "10px", lg: "16px", xl: "24px" },
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: "700" },
  breakpoints,
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
});
