import { chamakTheme } from "@chamak/ui";
import {
  Badge,
  Checkbox,
  createTheme,
  mergeThemeOverrides,
  NumberInput,
  SegmentedControl,
} from "@mantine/core";

/**
 * The shared theme, plus console details: status badges never shrink to "AC…" in narrow table cells,
 * checkboxes look square (the theme's rounder radius makes them read as radio buttons), and number boxes never
 * change what was typed (Mantine clamps to min/max on blur by default, so 0 became ₹1 unseen): the forms'
 * schemas say what is wrong instead; min and max still bound the arrows. Segmented filters wrap on a phone.
 */
export const consoleTheme = mergeThemeOverrides(
  chamakTheme,
  createTheme({
    components: {
      Checkbox: Checkbox.extend({ defaultProps: { radius: "xs" } }),
      Badge: Badge.extend({
        styles: { root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } },
      }),
      NumberInput: NumberInput.extend({ defaultProps: { clampBehavior: "none" } }),
      // Filters with many choices wrap onto a second line on a phone instead of running off-screen.
      SegmentedControl: SegmentedControl.extend({ styles: { root: { flexWrap: "wrap", maxWidth: "100%" } } }),
    },
  }),
);
