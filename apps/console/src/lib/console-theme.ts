import { chamakTheme } from "@chamak/ui";
import { Badge, Checkbox, createTheme, mergeThemeOverrides } from "@mantine/core";

/**
 * The shared theme, plus console details: status badges never shrink to "AC…" in narrow table cells, and
 * checkboxes look square (the theme's rounder radius makes them read as radio buttons).
 */
export const consoleTheme = mergeThemeOverrides(
  chamakTheme,
  createTheme({
    components: {
      Checkbox: Checkbox.extend({ defaultProps: { radius: "xs" } }),
      Badge: Badge.extend({
        styles: { root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } },
      }),
    },
  }),
);
